import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/server/openapi.js';
import { api, startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bodies: Array<string | undefined> = [
  undefined,
  '',
  'null',
  '[]',
  '"text"',
  '{',
  '{}',
  '{"items": "x", "brand_id": 5, "currency": null}',
  '{"items": [{"description": null, "declared_value": "1e400", "quantity": 1e308, "hs_code": {}}]}',
  JSON.stringify({ url: 'not a url', events: ['nope'], brand_id: '../../etc', host: 'x'.repeat(5000), port: -1 }),
];
const ids = ['00000000-0000-4000-8000-000000000000', '-'.repeat(36), 'x', "1' or '1'='1", '%00', 'ä'];

describe('every REST operation answers bad input with a 4xx, never a 5xx', () => {
  it('sweeps all documented operations with malformed ids and bodies, as live and test keys', async () => {
    const doc = buildOpenApiDocument();
    const failures: string[] = [];
    let calls = 0;
    for (const [template, ops] of Object.entries(doc.paths ?? {})) {
      for (const method of Object.keys(ops as object)) {
        for (const id of ids) {
          const path = `/api${template.replace(/\{[^}]+\}/g, encodeURIComponent(id))}`;
          for (const rawBody of method === 'get' || method === 'delete' ? [undefined] : bodies) {
            for (const key of [t.demo.keys.live, t.demo.keys.test, undefined]) {
              const res = await api(t.baseUrl, path, { method: method.toUpperCase(), key, rawBody });
              calls++;
              if (res.status >= 500 || res.status < 400) {
                // A valid-looking request may legitimately succeed (e.g. a list); only 5xx are failures.
                if (res.status >= 500) failures.push(`${method.toUpperCase()} ${path} body=${rawBody?.slice(0, 40)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
                continue;
              }
              if (!res.body?.error?.message) failures.push(`${method.toUpperCase()} ${path} -> ${res.status} without the error envelope`);
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);
});
