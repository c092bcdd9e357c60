import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import type { TRPCError } from '@trpc/server';
import { appRouter, type AppRouter } from '../routers/app-router.js';
import { makeCreateContext, type Context } from '../routers/context.js';
import { procedureMetas } from '../routers/procedure-meta.js';
import { errorBodyFor } from '../routers/trpc.js';
import { errorTypeForKind, httpStatusForKind, LandedError } from '../core/errors/index.js';
import { guardInputCoercion } from './coercion-guard.js';
import { buildOpenApiDocument } from './openapi.js';
import type { AppServices } from './services.js';

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{8,128}$/;

export interface ServerOptions {
  logger?: FastifyServerOptions['logger'];
  /** Extra routes (payment pages, dashboard, inbound webhooks) registered by other modules. */
  plugins?: Array<(app: FastifyInstance, services: AppServices) => Promise<void> | void>;
}

export async function buildServer(services: AppServices, options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Honour a caller's request id when it is sane, so their logs and ours line up.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : `req_${randomBytes(12).toString('hex')}`;
    },
    // tRPC batches put every procedure name in the path (shipments.create,shipments.create,…).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 5000 },
  });
  guardInputCoercion(appRouter);
  const createContext = makeCreateContext(services);
  const openApiDocument = buildOpenApiDocument();
  const successStatus = new Map<string, number>();
  for (const [path, meta] of procedureMetas()) if (meta?.successStatus) successStatus.set(path, meta.successStatus);

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // The REST adapter's error body is fixed; rewrite it to our envelope (carried in data.error by the errorFormatter).
  app.addHook('onSend', async (req, reply, payload) => {
    // The REST adapter rewrites req.url (it strips /api), so go by the matched route.
    if (!req.routeOptions.url?.startsWith('/api/') || reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const parsed = JSON.parse(payload) as { data?: { error?: Record<string, unknown> }; error?: Record<string, unknown> };
      if (parsed.error && !parsed.data) return payload;
      const error = parsed.data?.error ?? { type: 'api_error', code: 'internal_error', message: 'An internal error occurred' };
      return JSON.stringify({ error: { ...error, request_id: req.id } });
    } catch {
      return payload;
    }
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    // Typed domain errors thrown by plain fastify routes (binary or form endpoints) get the same
    // envelope and status as the tRPC/REST procedures.
    if (err instanceof LandedError) {
      const body = { type: errorTypeForKind[err.kind], code: err.code, message: err.message, ...(err.param ? { param: err.param } : {}), ...(err.issues.length ? { errors: err.issues } : {}) };
      void reply.status(httpStatusForKind[err.kind]).type('application/json').send({ error: { ...body, request_id: req.id } });
      return;
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'unhandled error');
    const code =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
        ? 'invalid_json'
        : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'empty_body'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'unsupported_media_type'
            : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'payload_too_large'
              : status === 500
                ? 'internal_error'
                : 'invalid_request';
    const message = code === 'invalid_json' ? `Request body is not valid JSON: ${err.message}` : status === 500 ? 'An internal error occurred; it has been logged with the request id' : err.message;
    void reply.status(code === 'invalid_json' ? 400 : status).send({ error: { type: status === 500 ? 'api_error' : 'invalid_request_error', code, message, request_id: req.id } });
  });

  app.setNotFoundHandler((req, reply) => {
    void reply.status(404).send({ error: { type: 'invalid_request_error', code: 'route_not_found', message: `No route for ${req.method} ${req.url.split('?')[0]}`, request_id: req.id } });
  });

  app.get('/healthz', async (_req, reply) => {
    await services.orm.em.fork().execute('select 1');
    return reply.send({ status: 'ok' });
  });
  app.get('/openapi.json', async () => openApiDocument);
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  await app.register(scalar, { routePrefix: '/docs', configuration: { url: '/openapi.json', title: 'landed API' } });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError: ({ error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') (req as unknown as { log: FastifyInstance['log'] }).log.error({ err: error.cause ?? error }, 'tRPC error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await app.register(fastifyTRPCOpenApiPlugin as never, {
    basePath: '/api',
    router: appRouter,
    createContext,
    onError: ({ error, req }: { error: TRPCError; req: { log?: FastifyInstance['log'] } }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') req.log?.error({ err: error.cause ?? error }, 'REST error');
    },
    responseMeta: ({ paths, errors, ctx }: { paths?: string[]; errors: TRPCError[]; ctx?: Context }) => {
      const headers = { ...(ctx?.responseHeaders ?? {}) };
      if (errors.length) return { status: errorBodyFor(errors[0]).status, headers };
      return { status: (paths?.[0] && successStatus.get(paths[0])) || 200, headers };
    },
  });

  for (const plugin of options.plugins ?? []) await plugin(app, services);
  return app;
}
