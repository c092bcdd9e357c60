import { createHmac, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { authenticateApiKey } from '../../core/auth/authenticate.js';
import { AuthenticationError, InvalidRequestError, NotFoundError } from '../../core/errors/index.js';
import { recordOptOut, removeOptOut, smsKeyword } from '../../core/notifications/opt-outs.js';
import type { AppServices } from '../services.js';

/** Twilio's request signature: base64 HMAC-SHA1 over the full URL followed by each POST param name+value, sorted by name. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + params[k], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

function stringParams(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

const TWIML_EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Inbound SMS from the provider (Twilio-compatible webhook), for STOP/START keywords:
 * `POST /inbound/sms` (live; X-Twilio-Signature checked with SMS_AUTH_TOKEN against
 * {PUBLIC_URL}/inbound/sms). A STOP opts the number out of every live SMS (the sender number is
 * shared by all brands); START removes it. `POST /inbound/sms/test` simulates the same with a test
 * API key and writes test-mode opt-outs for that key's account, which never affect live messages.
 */
export async function smsInboundPlugin(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 64 * 1024 });
    const em = () => services.orm.em.fork() as EntityManager;

    scope.post('/inbound/sms', async (req, reply) => {
      const token = services.config.sms.authToken;
      if (!token) throw new NotFoundError('Inbound SMS is not configured', undefined, 'sms_not_configured');
      const params = stringParams(req.body);
      const presented = String(req.headers['x-twilio-signature'] ?? '');
      const expected = twilioSignature(token, `${services.baseUrl}/inbound/sms`, params);
      if (!presented || presented.length !== expected.length || !timingSafeEqual(Buffer.from(presented), Buffer.from(expected))) {
        throw new AuthenticationError('X-Twilio-Signature does not match', 'invalid_signature');
      }
      const from = params.From ?? '';
      const keyword = smsKeyword(params.Body ?? '');
      if (/^\+[1-9]\d{6,14}$/.test(from) && keyword) {
        const scopeAll = { isTest: false, accountId: null, brandId: null };
        if (keyword === 'stop') await recordOptOut(em(), 'sms', from, scopeAll, 'sms_stop');
        else await removeOptOut(em(), 'sms', from, scopeAll);
        req.log.info({ keyword, from_last4: from.slice(-4) }, 'inbound SMS keyword');
      }
      return reply.type('text/xml').send(TWIML_EMPTY);
    });

    scope.post('/inbound/sms/test', async (req, reply) => {
      const principal = await authenticateApiKey(em(), String(req.headers['x-api-key'] ?? '') || undefined);
      if (!principal.isTest) throw new InvalidRequestError('Simulated inbound SMS needs a test-mode key (svc_test_…)', undefined, 'test_key_required');
      const params = stringParams(req.body);
      const from = params.From ?? params.from ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(from)) throw new InvalidRequestError('From: must be an E.164 phone number', 'From', 'invalid_from');
      const keyword = smsKeyword(params.Body ?? params.body ?? '');
      const optScope = { isTest: true, accountId: principal.accountId, brandId: principal.brandId };
      if (keyword === 'stop') await recordOptOut(em(), 'sms', from, optScope, 'sms_stop_simulated');
      else if (keyword === 'start') await removeOptOut(em(), 'sms', from, optScope);
      return reply.send({ keyword, from, mode: 'test' });
    });
  });
}
