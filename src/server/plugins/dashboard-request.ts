import { TRPCError } from '@trpc/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LandedError } from '../../core/errors/index.js';
import { appRouter } from '../../routers/app-router.js';
import type { Context } from '../../routers/context.js';
import { CSRF_HEADER } from '../../routers/dashboard/session.js';
import { errorBodyFor } from '../../routers/trpc.js';
import type { AppServices } from '../services.js';
import { html, page, type Html, type LayoutUser } from './dashboard-html.js';

/** The dashboard's tRPC procedures, called in-process with the browser's cookie (and, for forms, its CSRF token). */
export function dashboardApi(services: AppServices, req: FastifyRequest, csrfToken?: string) {
  const ctx: Context = {
    services,
    em: services.orm.em.fork() as EntityManager,
    headers: { cookie: req.headers.cookie, ...(csrfToken ? { [CSRF_HEADER]: csrfToken } : {}) },
    requestId: String(req.id),
    responseHeaders: {},
  };
  return appRouter.createCaller(ctx).dashboard;
}
export type DashboardApi = ReturnType<typeof dashboardApi>;

export interface PageTools {
  api: DashboardApi;
  user: LayoutUser;
  /** Caller whose mutations carry the CSRF token the form posted. */
  post(): DashboardApi;
  body: Record<string, string>;
}

export function formBody(req: FastifyRequest): Record<string, string> {
  const b = req.body;
  if (!b || typeof b !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(b as Record<string, unknown>)) out[k] = Array.isArray(v) ? String(v[0] ?? '') : String(v ?? '');
  return out;
}

export function sendHtml(reply: FastifyReply, body: Html, status = 200): FastifyReply {
  return reply.status(status).type('text/html; charset=utf-8').send(body.value);
}

/** A user-facing message and status for a failed procedure call. */
export function failure(err: unknown): { status: number; message: string; code: string } | null {
  if (!(err instanceof TRPCError)) return null;
  const { status, body } = errorBodyFor(err);
  return { status, message: body.message, code: body.code };
}

/** Wraps a page handler: resolves the session (or redirects to sign-in) and renders procedure errors as pages. */
export function guarded(services: AppServices, handler: (req: FastifyRequest, reply: FastifyReply, tools: PageTools) => Promise<FastifyReply | void>) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const api = dashboardApi(services, req);
    let user: LayoutUser;
    try {
      user = await api.me();
    } catch (err) {
      const f = failure(err);
      if (f?.status === 401) return reply.redirect(`/dashboard/sign-in?next=${encodeURIComponent(req.url)}`);
      throw err;
    }
    const body = formBody(req);
    try {
      return await handler(req, reply, { api, user, body, post: () => dashboardApi(services, req, body._csrf ?? '') });
    } catch (err) {
      const f = failure(err) ?? (err instanceof LandedError ? { status: 400, message: err.message, code: err.code } : null);
      if (!f || f.status >= 500) throw err;
      return sendHtml(reply, page({ title: 'Error', user, error: f.message, body: html`<p><a href="${req.url.split('?')[0]}">Back</a></p>` }), f.status);
    }
  };
}

/** Only redirect to our own dashboard paths. */
export function safeReturn(path: string | undefined, fallback = '/dashboard/shipments'): string {
  return path && /^\/dashboard(\/[\w\-./?=&%]*)?$/.test(path) && !path.includes('//') ? path : fallback;
}
