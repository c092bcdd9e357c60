import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LandedError, ValidationError } from '../../core/errors/index.js';
import { consigneeZone } from '../../core/notifications/consignee-zone.js';
import { recordOptOut } from '../../core/notifications/opt-outs.js';
import { parseCardForm, type CardForm } from '../../core/payments/card.js';
import { payShipment } from '../../core/payments/pay-shipment.js';
import { snapshotByToken, type ShipmentSnapshot } from '../../core/payments/shipment-snapshot.js';
import { ensureReceipt } from '../../core/receipts/issue-receipt.js';
import type { AppServices } from '../services.js';
import { renderPayPage, renderPlainPage, renderStatusPage, type FormState, type PageContext } from './payment-page-html.js';

const CSRF_COOKIE = 'landed_pay_csrf';
/** Form posts per payment token per 15 minutes (validation errors included); gateway attempts are further capped per hour in the core. */
export const POSTS_PER_TOKEN = 20;
/** Page requests per client IP per minute, against token guessing. */
export const REQUESTS_PER_IP = 120;

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/** The path part of PAY_URL (default `/p`), under which the consignee routes live. */
export function payPathPrefix(payUrl: string, baseUrl: string): string {
  return new URL(payUrl, baseUrl).pathname.replace(/\/+$/, '');
}

function csrfTokenFor(key: Buffer, cookieValue: string, token: string): string {
  return createHmac('sha256', key).update(`${cookieValue}|${token}`).digest('base64url');
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The consignee's payment page, receipt download and email unsubscribe, under `{PAY_URL}/{token}/…`.
 * Server-rendered, no JavaScript. Own encapsulated scope: helmet (strict CSP with per-response
 * style nonces, no-referrer so the token never leaks), form parsing, cookies and rate limits apply
 * to these routes only. CSRF: a signed double-submit token (random SameSite=Strict cookie scoped
 * to the token's path + HMAC of it in a hidden field).
 */
export async function paymentPagePlugin(app: FastifyInstance, services: AppServices): Promise<void> {
  const journey = services.consigneeJourney;
  const prefix = payPathPrefix(journey.payUrl, services.baseUrl);
  const secureCookies = new URL(journey.payUrl, services.baseUrl).protocol === 'https:';

  await app.register(async (scope) => {
    await scope.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          styleSrc: [],
          imgSrc: ["'self'", 'https:', 'data:'],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          scriptSrc: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    });
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    await scope.register(cookie);
    await scope.register(rateLimit, { global: true, max: REQUESTS_PER_IP, timeWindow: '1 minute' });

    scope.addHook('onSend', async (_req, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });

    const styleNonce = (reply: FastifyReply) => (reply as unknown as { cspNonce?: { style: string } }).cspNonce?.style ?? '';
    const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body);
    const notFound = (reply: FastifyReply) => html(reply, 404, renderPlainPage('Link not found', 'This payment link is not valid. Please check the link in your message.', styleNonce(reply)));

    scope.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) req.log.error({ err }, 'payment page error');
      const message = status === 429 ? 'Too many attempts. Please wait a few minutes and try again.' : status === 500 ? 'Something went wrong on our side. You have not been charged twice; please try again shortly.' : 'This request could not be processed.';
      return html(reply, status, renderPlainPage(status === 429 ? 'Too many attempts' : 'Sorry', message, styleNonce(reply)));
    });

    const em = (): EntityManager => services.orm.em.fork() as EntityManager;
    const load = (token: string) => snapshotByToken(em(), token, journey.payUrl);
    const pageContext = (snap: ShipmentSnapshot, reply: FastifyReply, token: string): PageContext => ({
      brand: snap.brand,
      shipment: snap.view,
      zone: consigneeZone(snap.view.consignee_country, snap.view.consignee_zip),
      styleNonce: styleNonce(reply),
      action: `${prefix}/${token}/pay`,
      receiptUrl: `${prefix}/${token}/receipt`,
    });
    const csrfCookie = (req: FastifyRequest, reply: FastifyReply, token: string): string => {
      const existing = req.cookies[CSRF_COOKIE];
      if (existing && /^[A-Za-z0-9_-]{22,64}$/.test(existing)) return existing;
      const value = randomBytes(18).toString('base64url');
      reply.setCookie(CSRF_COOKIE, value, { path: `${prefix}/${token}`, httpOnly: true, sameSite: 'strict', secure: secureCookies });
      return value;
    };
    const showPage = (req: FastifyRequest, reply: FastifyReply, snap: ShipmentSnapshot, token: string, status: number, state: Omit<FormState, 'csrfToken'> = {}, note?: string) => {
      const ctx = pageContext(snap, reply, token);
      const current = snap.view.payment_status === 'PENDING' && new Date(snap.view.payment_deadline) <= new Date() ? 'EXPIRED' : snap.view.payment_status;
      if (current !== 'PENDING') return html(reply, status, renderStatusPage(ctx, current, note));
      const csrfToken = csrfTokenFor(journey.csrfKey, csrfCookie(req, reply, token), token);
      return html(reply, status, renderPayPage(ctx, { ...state, csrfToken }));
    };

    scope.get(`${prefix}/:token/pay`, async (req: TokenRequest, reply) => {
      const snap = await load(req.params.token);
      if (!snap) return notFound(reply);
      return showPage(req, reply, snap, req.params.token, 200);
    });

    scope.post(
      `${prefix}/:token/pay`,
      { config: { rateLimit: { max: POSTS_PER_TOKEN, timeWindow: '15 minutes', keyGenerator: (req: FastifyRequest) => `pay:${(req.params as { token: string }).token}` } } },
      async (req: TokenRequest, reply) => {
        const token = req.params.token;
        const snap = await load(token);
        if (!snap) return notFound(reply);
        const body = (req.body ?? {}) as CardForm & { csrf_token?: unknown };
        const values = { expiry: typeof body.expiry === 'string' ? body.expiry : '', cardholder_name: typeof body.cardholder_name === 'string' ? body.cardholder_name : '' };
        const cookieValue = req.cookies[CSRF_COOKIE];
        if (!cookieValue || typeof body.csrf_token !== 'string' || !sameToken(body.csrf_token, csrfTokenFor(journey.csrfKey, cookieValue, token))) {
          return showPage(req, reply, snap, token, 403, { values, alert: 'Your session expired or the form was sent from elsewhere. Please check the details and submit again.' });
        }
        let card;
        try {
          card = parseCardForm(body);
        } catch (err) {
          if (err instanceof ValidationError) return showPage(req, reply, snap, token, 400, { values, errors: err.issues, alert: 'Please correct the highlighted fields.' });
          throw err;
        }
        try {
          const outcome = await payShipment(em(), journey.payments, token, card);
          if (outcome.kind === 'paid') return reply.redirect(`${prefix}/${token}/pay`, 303);
          const fresh = (await load(token))!;
          if (outcome.kind === 'failed') return showPage(req, reply, fresh, token, 402, { values, alert: outcome.message });
          return showPage(req, reply, fresh, token, 409, {}, outcome.status === 'PAID' ? 'It had already been paid, so nothing more was charged.' : undefined);
        } catch (err) {
          if (err instanceof LandedError && err.kind === 'rate_limit') return showPage(req, reply, snap, token, 429, { values, alert: err.message });
          throw err;
        }
      },
    );

    scope.get(`${prefix}/:token/receipt`, async (req: TokenRequest, reply) => {
      const snap = await load(req.params.token);
      if (!snap) return notFound(reply);
      const receipt = snap.view.payment_status === 'PAID' ? await ensureReceipt(em(), snap.shipment.id, journey.payUrl) : null;
      if (!receipt) return html(reply, 404, renderPlainPage('No receipt yet', 'A receipt is available once the payment has been made.', styleNonce(reply)));
      return reply.type('application/pdf').header('content-disposition', `inline; filename="receipt-${receipt.number}.pdf"`).send(receipt.pdf);
    });

    const unsubscribeAction = (token: string) => `${prefix}/${token}/unsubscribe`;
    scope.get(`${prefix}/:token/unsubscribe`, async (req: TokenRequest, reply) => {
      const snap = await load(req.params.token);
      if (!snap) return notFound(reply);
      // A GET only asks: link scanners in mail systems must not unsubscribe anyone.
      return html(reply, 200, renderPlainPage('Unsubscribe', `Stop emails from ${snap.brand.name} to ${snap.view.consignee_email}?`, styleNonce(reply), { action: unsubscribeAction(req.params.token), button: 'Unsubscribe' }));
    });
    // No CSRF token here: RFC 8058 one-click unsubscribe POSTs come from mail clients without cookies.
    scope.post(`${prefix}/:token/unsubscribe`, async (req: TokenRequest, reply) => {
      const snap = await load(req.params.token);
      if (!snap) return notFound(reply);
      await recordOptOut(em(), 'email', snap.view.consignee_email, { isTest: snap.view.is_test, accountId: snap.accountId, brandId: snap.view.brand_id }, 'unsubscribe_link');
      return html(reply, 200, renderPlainPage('Unsubscribed', `${snap.view.consignee_email} will no longer receive emails from ${snap.brand.name}.`, styleNonce(reply)));
    });
  });
}
