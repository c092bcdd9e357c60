import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { timingSafeEqual } from 'node:crypto';
import { authenticateApiKey } from '../core/auth/authenticate.js';
import { AuthenticationError, errorTypeForKind, httpStatusForKind, InvalidRequestError, LandedError, type FieldIssue } from '../core/errors/index.js';
import { DataFormatError, LandedCostError } from '../core/money/errors.js';
import { header, type Context } from './context.js';

/** Procedure metadata: the OpenAPI route plus the REST success status (201 for creations). */
export type Meta = OpenApiMeta<{ successStatus?: number; requestExample?: unknown; responseExample?: unknown }>;

/** The error envelope every REST error uses (and tRPC errors carry in `data.error`). */
export interface ErrorBody {
  type: string;
  code: string;
  message: string;
  param?: string;
  errors?: FieldIssue[];
}

const trpcCodeForStatus: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
};

function zodPath(path: PropertyKey[]): string {
  return path.reduce<string>((acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)), '');
}

export function errorBodyFor(error: TRPCError): { status: number; body: ErrorBody } {
  const cause = error.cause;
  if (cause instanceof LandedError) {
    return {
      status: httpStatusForKind[cause.kind],
      body: { type: errorTypeForKind[cause.kind], code: cause.code, message: cause.message, ...(cause.param ? { param: cause.param } : {}), ...(cause.issues.length ? { errors: cause.issues } : {}) },
    };
  }
  if (cause instanceof ZodError || (cause as Error | undefined)?.name === 'ZodError') {
    const issues = (cause as ZodError).issues.map((i) => ({ param: zodPath(i.path) || 'body', message: i.message, code: i.code }));
    const message = issues.length === 1 ? `${issues[0].param}: ${issues[0].message}` : `Invalid request: ${issues.map((i) => `${i.param} (${i.message})`).join('; ')}`;
    return { status: 400, body: { type: 'invalid_request_error', code: 'validation_failed', message, param: issues[0]?.param, errors: issues } };
  }
  if (error.code === 'PARSE_ERROR') return { status: 400, body: { type: 'invalid_request_error', code: 'invalid_json', message: 'Request body is not valid JSON' } };
  if (error.code === 'UNSUPPORTED_MEDIA_TYPE') return { status: 415, body: { type: 'invalid_request_error', code: 'unsupported_media_type', message: 'Content-Type must be application/json' } };
  if (error.code === 'NOT_FOUND') return { status: 404, body: { type: 'invalid_request_error', code: 'route_not_found', message: error.message } };
  if (error.code === 'PAYLOAD_TOO_LARGE') return { status: 413, body: { type: 'invalid_request_error', code: 'payload_too_large', message: error.message } };
  if (error.code === 'METHOD_NOT_SUPPORTED') return { status: 405, body: { type: 'invalid_request_error', code: 'method_not_allowed', message: error.message } };
  if (error.code !== 'INTERNAL_SERVER_ERROR') {
    const status = Object.entries(trpcCodeForStatus).find(([, c]) => c === error.code)?.[0];
    return { status: status ? Number(status) : 400, body: { type: 'invalid_request_error', code: error.code.toLowerCase(), message: error.message } };
  }
  return { status: 500, body: { type: 'api_error', code: 'internal_error', message: 'An internal error occurred; it has been logged with the request id' } };
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const { status, body } = errorBodyFor(error);
      return { ...shape, message: body.message, data: { ...shape.data, httpStatus: status, stack: undefined, error: body } };
    },
  });

export const router = t.router;
export const middleware = t.middleware;

/** The engine names request parts by its own vocabulary; the API's fields are these. */
const engineFieldToParam: Record<string, string> = { destination: 'consignee_country', origin: 'sender_country', shipping: 'shipping.currency', insurance: 'insurance.currency' };

/** Turns typed domain errors into tRPC errors with the domain error kept as the cause. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof LandedCostError && !(result.error.cause instanceof DataFormatError)) {
    // The landed-cost engine's request errors (unsupported destination or currency, no exchange
    // rate for the date, …) name the field at fault: they are the client's to fix, so 400.
    const e = result.error.cause;
    const cause = new InvalidRequestError(e.message, e.field ? (engineFieldToParam[e.field] ?? e.field) : undefined, e.code.toLowerCase());
    throw new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
  }
  if (!result.ok && result.error.cause instanceof LandedError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: trpcCodeForStatus[httpStatusForKind[cause.kind]] ?? 'BAD_REQUEST', message: cause.message, cause });
  }
  return result;
});

export const publicProcedure = t.procedure.use(domainErrors);

/** Authenticated by `X-API-Key`; the key alone decides account, brand scope and live/test mode. */
export const apiKeyProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const principal = await authenticateApiKey(ctx.em, header(ctx, 'x-api-key'));
  return next({ ctx: { ...ctx, principal } });
});

/** Internal operations (key administration) for trusted services, with the admin bearer token. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const auth = header(ctx, 'authorization') ?? '';
  const presented = Buffer.from(auth.replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(ctx.services.adminToken);
  if (!auth || presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
    throw new AuthenticationError('Invalid admin credential', 'invalid_admin_token');
  }
  return next();
});
