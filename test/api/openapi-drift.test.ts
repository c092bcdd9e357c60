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

describe('documentation examples', () => {
  it('satisfy the schemas they illustrate', async () => {
    const { createShipmentInput, createShipmentRequestExample } = await import('../../src/routers/shipments/create-shipment.types.js');
    const { shipmentOutput, shipmentExample } = await import('../../src/routers/shipments/shipment.schema.js');
    expect(createShipmentInput.safeParse(createShipmentRequestExample).success).toBe(true);
    expect(shipmentOutput.safeParse(shipmentExample).success).toBe(true);
    const doc = JSON.parse((await generateArtifacts()).openapi);
    expect(doc.paths['/shipments/'].post.requestBody.content['application/json'].example).toEqual(createShipmentRequestExample);
    expect(doc.paths['/shipments/'].post.responses['201'].content['application/json'].example.total_amount).toBe(shipmentExample.total_amount);
  });
});
