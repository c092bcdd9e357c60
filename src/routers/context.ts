import type { EntityManager } from '@mikro-orm/postgresql';
import type { IncomingHttpHeaders } from 'node:http';
import type { AppServices } from '../server/services.js';

/** Per-request context, the same for the tRPC and REST adapters. */
export interface Context {
  services: AppServices;
  em: EntityManager;
  headers: IncomingHttpHeaders;
  requestId: string;
  /** Headers a procedure wants on its response (e.g. Idempotent-Replayed). */
  responseHeaders: Record<string, string>;
}

export function makeCreateContext(services: AppServices) {
  return ({ req }: { req: { headers: IncomingHttpHeaders; id?: string } }): Context => ({
    services,
    em: services.orm.em.fork() as EntityManager,
    headers: req.headers,
    requestId: String(req.id ?? ''),
    responseHeaders: {},
  });
}

export function header(ctx: Context, name: string): string | undefined {
  const v = ctx.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}
