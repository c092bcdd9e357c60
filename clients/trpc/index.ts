import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../src/routers/app-router.js';

export type { AppRouter };

export interface LandedTrpcClientOptions {
  /** Base URL of a landed server, e.g. http://127.0.0.1:3000 */
  url: string;
  /** For shipment procedures: the caller's API key. */
  apiKey?: string;
  /** For internal administration procedures (keys, accounts, brands). */
  adminToken?: string;
  idempotencyKey?: () => string | undefined;
  fetch?: typeof fetch;
}

/**
 * Typed client for internal TypeScript services: every procedure with its inferred input and
 * output types. Errors are TRPCClientError whose `data.error` carries the same envelope as REST.
 */
export function createLandedTrpcClient(opts: LandedTrpcClientOptions) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${opts.url.replace(/\/+$/, '')}/trpc`,
        fetch: opts.fetch,
        headers: () => {
          const h: Record<string, string> = {};
          if (opts.apiKey) h['x-api-key'] = opts.apiKey;
          if (opts.adminToken) h.authorization = `Bearer ${opts.adminToken}`;
          const key = opts.idempotencyKey?.();
          if (key) h['idempotency-key'] = key;
          return h;
        },
      }),
    ],
  });
}

export { TRPCClientError };
