import { timingSafeEqual } from 'node:crypto';
import type { Principal } from '../../core/auth/principal.js';
import { AuthenticationError, PermissionError } from '../../core/errors/index.js';
import { resolveSession, type DashboardIdentity } from '../../core/users/sessions.js';
import { header } from '../context.js';
import { publicProcedure } from '../trpc.js';

export const SESSION_COOKIE = 'landed_session';
export const CSRF_HEADER = 'x-csrf-token';

/** The value of one cookie from a Cookie header (our values are base64url, so no decoding is needed). */
export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function sameToken(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Dashboard procedures: authenticated by the `landed_session` cookie. `ctx.principal` is the
 * session's account in the mode of the header toggle, so the same core queries as the API serve
 * the dashboard and the mode separation holds. Mutations also need the session's CSRF token in
 * `X-CSRF-Token` (the server-rendered pages pass the form's hidden `_csrf` field).
 */
export const sessionProcedure = publicProcedure.use(async ({ ctx, type, next }) => {
  const session = await resolveSession(ctx.em, readCookie(header(ctx, 'cookie'), SESSION_COOKIE));
  if (!session) throw new AuthenticationError('Sign in to the dashboard', 'not_signed_in');
  if (type === 'mutation' && !sameToken(header(ctx, CSRF_HEADER), session.csrfToken)) {
    throw new PermissionError('The form has expired or did not come from the dashboard; reload the page and try again', 'csrf_failed');
  }
  const principal: Principal = { accountId: session.accountId, brandId: null, mode: session.mode, isTest: session.isTest, keyId: `session:${session.sessionId}` };
  return next({ ctx: { ...ctx, session: session as DashboardIdentity, principal } });
});
