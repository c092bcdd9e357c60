import createClient from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths };
export type Shipment = components['schemas']['Shipment'];
export type CreateShipmentRequest = NonNullable<paths['/shipments/']['post']['requestBody']>['content']['application/json'];
export type ApiError = components['schemas']['Error'];

/** REST client generated from openapi/openapi.json, for any TypeScript or JavaScript caller. */
export function createLandedRestClient(opts: { baseUrl: string; apiKey: string; fetch?: typeof fetch }) {
  return createClient<paths>({
    baseUrl: `${opts.baseUrl.replace(/\/+$/, '')}/api`,
    headers: { 'X-API-Key': opts.apiKey },
    fetch: opts.fetch,
  });
}
