import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { signingSecrets } from './endpoints.js';
import { DELIVER_JOB_MAX_ATTEMPTS, DELIVER_TASK } from './fan-out.js';
import { postJson, type PostResult } from './http-post.js';
import { DISABLE_AFTER_FAILED_DELIVERIES, retryDelaySeconds } from './schedule.js';
import { signatureHeaders } from './signing.js';

export interface DeliverDeps {
  timeoutMs: number;
  allowPrivate: boolean;
  now?: () => Date;
  post?: typeof postJson;
}

export type DeliveryOutcome = 'succeeded' | 'retry_scheduled' | 'failed' | 'skipped';

interface Claimed {
  attempt: number;
  seriesAttempts: number;
  attemptId: string;
  url: string;
  endpointId: string;
  secrets: string[];
  eventId: string;
  body: string;
}

/**
 * One attempt of one delivery. The attempt is logged (in_flight) and committed before the request,
 * so a worker killed mid-request leaves a trace that the next run marks `interrupted`; the outcome
 * and the next attempt's job are committed together afterwards. A crash between the response and
 * that commit repeats the attempt with the same webhook-id: at least once, deduplicable by receivers.
 */
export async function runDeliveryAttempt(em: EntityManager, deliveryId: string, deps: DeliverDeps): Promise<DeliveryOutcome> {
  const now = deps.now?.() ?? new Date();
  const claimed = await em.transactional(async (tx): Promise<Claimed | 'skipped' | 'failed'> => {
    const rows = (await tx.execute(
      `select d.status, d.attempt_count, d.series_attempts, d.event_id, e.id as endpoint_id, e.url, e.enabled, e.secret, e.previous_secret, e.previous_secret_expires_at, ev.payload::text as body
       from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id join events ev on ev.id = d.event_id
       where d.id = ? for update of d`,
      [deliveryId],
    )) as Array<Record<string, any>>;
    const d = rows[0];
    if (!d || d.status !== 'pending') return 'skipped';
    await tx.execute(`update webhook_delivery_attempts set outcome = 'interrupted', error = 'the worker stopped during this attempt' where delivery_id = ? and outcome = 'in_flight'`, [deliveryId]);
    if (!d.enabled) {
      await tx.execute(`update webhook_deliveries set status = 'failed', next_attempt_at = null, last_error = 'endpoint disabled', updated_at = ? where id = ?`, [now, deliveryId]);
      return 'failed';
    }
    const attempt = Number(d.attempt_count) + 1;
    const attemptId = randomUUID();
    await tx.execute(`insert into webhook_delivery_attempts (id, delivery_id, attempt, outcome, url, started_at) values (?, ?, ?, 'in_flight', ?, ?)`, [attemptId, deliveryId, attempt, d.url, now]);
    await tx.execute(`update webhook_deliveries set attempt_count = ?, series_attempts = series_attempts + 1, last_attempt_at = ?, next_attempt_at = null, updated_at = ? where id = ?`, [attempt, now, now, deliveryId]);
    return {
      attempt,
      seriesAttempts: Number(d.series_attempts) + 1,
      attemptId,
      url: d.url,
      endpointId: d.endpoint_id,
      secrets: signingSecrets({ secret: d.secret, previousSecret: d.previous_secret, previousSecretExpiresAt: d.previous_secret_expires_at ? new Date(d.previous_secret_expires_at) : null }, now),
      eventId: d.event_id,
      body: d.body,
    };
  });
  if (typeof claimed === 'string') return claimed;

  const started = Date.now();
  let result: PostResult | null = null;
  let error: string | null = null;
  try {
    result = await (deps.post ?? postJson)(claimed.url, claimed.body, signatureHeaders(claimed.eventId, now, claimed.body, claimed.secrets), { timeoutMs: deps.timeoutMs, allowPrivate: deps.allowPrivate });
  } catch (err) {
    error = (err as Error).message || String(err);
  }
  const durationMs = Date.now() - started;
  const ok = result !== null && result.statusCode >= 200 && result.statusCode < 300;
  if (!ok && result) error = `HTTP ${result.statusCode}`;
  const finished = deps.now?.() ?? new Date();

  return em.transactional(async (tx): Promise<DeliveryOutcome> => {
    await tx.execute(`update webhook_delivery_attempts set outcome = ?, status_code = ?, error = ?, response_body = ?, duration_ms = ? where id = ?`, [
      ok ? 'succeeded' : 'failed',
      result?.statusCode ?? null,
      ok ? null : error,
      result?.body ?? null,
      durationMs,
      claimed.attemptId,
    ]);
    if (ok) {
      await tx.execute(`update webhook_deliveries set status = 'succeeded', succeeded_at = ?, last_status_code = ?, last_error = null, updated_at = ? where id = ?`, [finished, result!.statusCode, finished, deliveryId]);
      await tx.execute(`update webhook_endpoints set consecutive_failures = 0 where id = ? and consecutive_failures <> 0`, [claimed.endpointId]);
      return 'succeeded';
    }
    const delay = retryDelaySeconds(claimed.seriesAttempts);
    if (delay !== null) {
      const next = new Date(finished.getTime() + delay * 1000);
      await tx.execute(`update webhook_deliveries set next_attempt_at = ?, last_status_code = ?, last_error = ?, updated_at = ? where id = ?`, [next, result?.statusCode ?? null, error, finished, deliveryId]);
      await tx.execute(`select graphile_worker.add_job(?, json_build_object('delivery_id', ?::text), run_at => ?, max_attempts => ?)`, [DELIVER_TASK, deliveryId, next, DELIVER_JOB_MAX_ATTEMPTS]);
      return 'retry_scheduled';
    }
    await tx.execute(`update webhook_deliveries set status = 'failed', last_status_code = ?, last_error = ?, updated_at = ? where id = ?`, [result?.statusCode ?? null, error, finished, deliveryId]);
    await tx.execute(
      `update webhook_endpoints set consecutive_failures = consecutive_failures + 1,
         enabled = case when consecutive_failures + 1 >= ? then false else enabled end,
         disabled_reason = case when enabled and consecutive_failures + 1 >= ? then ? else disabled_reason end,
         updated_at = ?
       where id = ?`,
      [DISABLE_AFTER_FAILED_DELIVERIES, DISABLE_AFTER_FAILED_DELIVERIES, `disabled after ${DISABLE_AFTER_FAILED_DELIVERIES} deliveries in a row failed every attempt`, finished, claimed.endpointId],
    );
    return 'failed';
  });
}
