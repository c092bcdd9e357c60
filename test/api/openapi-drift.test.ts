import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateArtifacts, OPENAPI_PATH, REST_SCHEMA_PATH } from '../../scripts/openapi-artifacts.js';

describe('committed OpenAPI document and REST client types', () => {
  it('match what the routers generate (run `npm run openapi` after changing a router)', async () => {
    const { openapi, restSchema } = await generateArtifacts();
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(openapi);
    expect(readFileSync(REST_SCHEMA_PATH, 'utf8')).toBe(restSchema);
  });

  it('describes 201 and every error response with the envelope and the key scheme', async () => {
    const doc = JSON.parse((await generateArtifacts()).openapi);
    const create = doc.paths['/shipments/'].post;
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '404', '409']));
    expect(create.responses['200']).toBeUndefined();
    expect(create.responses['400'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    expect(create.security).toEqual([{ ApiKeyAuth: [] }]);
  });
});
