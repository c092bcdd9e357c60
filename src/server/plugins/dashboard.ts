import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LandedError } from '../../core/errors/index.js';
import { createSession, deleteSession, resolveSession, SESSION_MAX_MS } from '../../core/users/sessions.js';
import { SignInThrottle } from '../../core/users/sign-in-throttle.js';
import { verifyCredentials } from '../../core/users/users.js';
import { readCookie, SESSION_COOKIE } from '../../routers/dashboard/session.js';
import type { AppServices } from '../services.js';
import { DASHBOARD_CSS, DASHBOARD_JS } from './dashboard-assets.js';
import { csrfField, html, page } from './dashboard-html.js';
import { registerDataRoutes } from './dashboard-data.js';
import { registerKeyRoutes } from './dashboard-keys.js';
import { registerLogRoutes } from './dashboard-logs.js';
import { registerBrandRoutes } from './dashboard-brands.js';
import { registerReportRoutes } from './dashboard-reports.js';
import { registerShipmentRoutes } from './dashboard-shipments.js';
import { formBody, guarded, safeReturn, sendHtml } from './dashboard-request.js';

const LOGIN_CSRF_COOKIE = 'landed_login_csrf';

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; img-src 'self' https: data:; style-src 'self'; script-src 'self'; frame-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

/** Cookie attributes. Secure only when PUBLIC_URL is https: browsers drop Secure cookies sent over plain http (e.g. http://127.0.0.1). */
function cookieAttributes(services: AppServices, maxAgeSeconds: number | null, sameSite: 'Lax' | 'Strict' = 'Lax'): string {
  const secure = (services.config.publicUrl ?? services.baseUrl).startsWith('https://');
  return ['Path=/dashboard', 'HttpOnly', `SameSite=${sameSite}`, ...(secure ? ['Secure'] : []), maxAgeSeconds === null ? '' : `Max-Age=${maxAgeSeconds}`].filter(Boolean).join('; ');
}

function setCookie(reply: FastifyReply, name: string, value: string, attrs: string): void {
  const prev = reply.getHeader('set-cookie');
  const list = Array.isArray(prev) ? prev : prev ? [String(prev)] : [];
  reply.header('set-cookie', [...list, `${name}=${value}; ${attrs}`]);
}

function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function signInPage(reply: FastifyReply, services: AppServices, next: string, opts: { email?: string; error?: string; status?: number } = {}) {
  const token = randomBytes(18).toString('base64url');
  setCookie(reply, LOGIN_CSRF_COOKIE, token, cookieAttributes(services, 3600, 'Strict'));
  return sendHtml(
    reply,
    page({
      title: 'Sign in',
      error: opts.error,
      body: html`<h1>Sign in to landed</h1>
<form method="post" action="/dashboard/sign-in" class="stack" data-testid="sign-in-form">
  ${csrfField(token)}
  <input type="hidden" name="next" value="${next}">
  <label>Email <input type="email" name="email" autocomplete="username" required value="${opts.email ?? ''}"></label>
  <label>Password <input type="password" name="password" autocomplete="current-password" required></label>
  <button type="submit">Sign in</button>
</form>`,
    }),
    opts.status ?? 200,
  );
}

/** The web dashboard under /dashboard: server-rendered pages over the `dashboard.*` tRPC procedures. */
export async function dashboardPlugin(app: FastifyInstance, services: AppServices): Promise<void> {
  const throttle = new SignInThrottle();
  await app.register(
    async (scope) => {
      if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(formbody, { bodyLimit: 256 * 1024 });
      if (!scope.hasDecorator('rateLimit')) await scope.register(rateLimit, { global: false });
      scope.addHook('onSend', async (_req, reply, payload) => {
        for (const [k, v] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(k)) reply.header(k, v);
        return payload;
      });

      scope.get('/assets/dashboard.css', async (_req, reply) => reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(DASHBOARD_CSS));
      scope.get('/assets/dashboard.js', async (_req, reply) => reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(DASHBOARD_JS));

      scope.get('/', async (_req, reply) => reply.redirect('/dashboard/shipments'));

      scope.get('/sign-in', async (req, reply) => {
        const next = safeReturn((req.query as Record<string, string>).next);
        const session = await resolveSession(services.orm.em.fork(), readCookie(req.headers.cookie, SESSION_COOKIE));
        if (session) return reply.redirect(next);
        return signInPage(reply, services, next);
      });

      // Coarse per-address limit on top of the failure throttle below.
      scope.post('/sign-in', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (req: FastifyRequest, reply) => {
        const body = formBody(req);
        const next = safeReturn(body.next);
        if (!sameToken(body._csrf, readCookie(req.headers.cookie, LOGIN_CSRF_COOKIE))) {
          return signInPage(reply, services, next, { email: body.email, error: 'The sign-in form expired; please try again.', status: 403 });
        }
        const wait = throttle.retryAfter(req.ip, body.email ?? '');
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          return signInPage(reply, services, next, { email: body.email, error: `Too many failed sign-ins; try again in ${Math.ceil(wait / 60)} minutes.`, status: 429 });
        }
        const em = services.orm.em.fork();
        try {
          const user = await verifyCredentials(em, body.email ?? '', body.password ?? '');
          throttle.succeed(req.ip, body.email ?? '');
          const session = await createSession(em, user.id);
          setCookie(reply, SESSION_COOKIE, session.token, cookieAttributes(services, Math.floor(SESSION_MAX_MS / 1000)));
          setCookie(reply, LOGIN_CSRF_COOKIE, '', cookieAttributes(services, 0, 'Strict'));
          return reply.redirect(next, 303);
        } catch (err) {
          if (err instanceof LandedError && err.kind === 'authentication') {
            throttle.fail(req.ip, body.email ?? '');
            return signInPage(reply, services, next, { email: body.email, error: err.message, status: 401 });
          }
          throw err;
        }
      });

      scope.post('/sign-out', async (req, reply) => {
        const em = services.orm.em.fork();
        const session = await resolveSession(em, readCookie(req.headers.cookie, SESSION_COOKIE));
        if (session && sameToken(formBody(req)._csrf, session.csrfToken)) await deleteSession(em, session.sessionId);
        else if (session) return reply.status(403).type('text/plain').send('CSRF token missing or invalid');
        setCookie(reply, SESSION_COOKIE, '', cookieAttributes(services, 0));
        return reply.redirect('/dashboard/sign-in', 303);
      });

      scope.post(
        '/mode',
        guarded(services, async (_req, reply, t) => {
          const mode = t.body.mode === 'test' ? 'test' : 'live';
          await t.post().setMode({ mode });
          return reply.redirect(safeReturn(t.body.return_to), 303);
        }),
      );

      registerShipmentRoutes(scope, services);
      registerKeyRoutes(scope, services);
      registerLogRoutes(scope, services);
      registerReportRoutes(scope, services);
      registerBrandRoutes(scope, services);
      registerDataRoutes(scope, services);
    },
    { prefix: '/dashboard' },
  );
}
