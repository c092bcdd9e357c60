import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { appRouter } from '../routers/app-router.js';
import { procedureMetas } from '../routers/procedure-meta.js';
import type { Meta } from '../routers/trpc.js';
import { addWebhooksSection } from '../core/events/openapi-webhooks.js';

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['type', 'code', 'message'],
      properties: {
        type: { type: 'string', enum: ['invalid_request_error', 'authentication_error', 'permission_error', 'idempotency_error', 'rate_limit_error', 'api_error'] },
        code: { type: 'string', description: 'Machine-readable code, e.g. validation_failed, invalid_api_key, brand_not_found' },
        message: { type: 'string', description: 'Human-readable message' },
        param: { type: 'string', description: 'The request field at fault, as a JSON path such as items[0].quantity' },
        errors: {
          type: 'array',
          description: 'Every offending field, for validation failures',
          items: { type: 'object', required: ['param', 'message'], properties: { param: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' } } },
        },
        request_id: { type: 'string', description: 'Also in the X-Request-Id response header' },
      },
    },
  },
} as const;

const errorExamples: Record<string, { type: string; code: string; message: string; param?: string }> = {
  '400': { type: 'invalid_request_error', code: 'brand_required', message: 'brand_id is required when using an unrestricted API key', param: 'brand_id' },
  '401': { type: 'authentication_error', code: 'missing_api_key', message: 'Missing API key' },
  '403': { type: 'permission_error', code: 'permission_denied', message: 'Not allowed' },
  '404': { type: 'invalid_request_error', code: 'brand_not_found', message: 'Brand not found', param: 'brand_id' },
  '409': { type: 'idempotency_error', code: 'idempotency_key_reused', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with', param: 'Idempotency-Key' },
  '429': { type: 'rate_limit_error', code: 'rate_limited', message: 'Too many requests' },
};

const description = `landed calculates and collects import duties, taxes and fees on cross-border parcels.

**Authentication.** Send your key in \`X-API-Key\`. Keys are \`svc_live_…\` or \`svc_test_…\`; the prefix alone decides the mode.
Test mode calculates exactly like live mode, has no external side effects, and test and live data never see each other.

**Amounts.** Every amount is a decimal string. Each line (item duty, item tax, fee) is computed with decimal arithmetic and
rounded once, half-up, to the minor unit of its currency (ISO 4217; JPY has none); totals are sums of the rounded lines.

**Errors.** Every error has the body \`{"error": {"type", "code", "message", "param"?, "errors"?, "request_id"}}\`;
validation failures are 400 and list every offending field in \`errors\`. Every response carries \`X-Request-Id\`.

**Idempotency.** \`POST\` creations accept \`Idempotency-Key\`; a retry with the same key and body returns the first response.`;

/** The public REST contract, generated from the routers. Deterministic, so the committed copy can be checked for drift. */
export function buildOpenApiDocument(): OpenAPIObject {
  const doc = generateOpenApiDocument<Meta>(appRouter, {
    title: 'landed API',
    description,
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: { ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
    license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
  });
  doc.components = doc.components ?? {};
  doc.components.schemas = { ...(doc.components.schemas ?? {}), Error: errorSchema as never };
  for (const [, meta] of procedureMetas()) {
    if (!meta?.openapi) continue;
    const path = meta.openapi.path.replace(/\/$/, '') || '/';
    const op = (doc.paths?.[path] as Record<string, { responses?: Record<string, unknown> }> | undefined)?.[meta.openapi.method.toLowerCase()];
    if (!op?.responses) continue;
    if (meta.successStatus && meta.successStatus !== 200 && op.responses['200']) {
      op.responses[String(meta.successStatus)] = op.responses['200'];
      delete op.responses['200'];
    }
    // Keep the path exactly as the contract writes it (`/shipments/`); the server accepts both forms.
    if (meta.openapi.path !== path && doc.paths) {
      doc.paths[meta.openapi.path] = { ...(doc.paths[meta.openapi.path] ?? {}), [meta.openapi.method.toLowerCase()]: op };
      delete (doc.paths[path] as Record<string, unknown>)[meta.openapi.method.toLowerCase()];
      if (Object.keys(doc.paths[path] as object).length === 0) delete doc.paths[path];
    }
    const json = (content: unknown) => (content as Record<string, Record<string, unknown>> | undefined)?.['application/json'];
    const requestBody = (op as { requestBody?: { content?: unknown } }).requestBody;
    if (meta.requestExample && json(requestBody?.content)) json(requestBody!.content)!.example = meta.requestExample;
    for (const [status, response] of Object.entries(op.responses)) {
      if (Number(status) < 400) {
        if (meta.responseExample && json((response as { content?: unknown }).content)) json((response as { content?: unknown }).content)!.example = meta.responseExample;
        continue;
      }
      const r = response as { description?: string; content?: unknown };
      const example = errorExamples[status];
      r.content = { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, ...(example ? { example: { error: { ...example, request_id: 'req_2f6c1d0e9a7b4c3d' } } } : {}) } };
    }
  }
  // The generator's own error schemas are replaced by Error above.
  for (const name of Object.keys(doc.components.schemas ?? {})) if (name.startsWith('error.')) delete doc.components.schemas![name];
  addWebhooksSection(doc as never);
  return doc;
}
