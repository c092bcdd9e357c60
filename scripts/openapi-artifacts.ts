import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from '../src/server/openapi.js';

export const OPENAPI_PATH = 'openapi/openapi.json';
export const REST_SCHEMA_PATH = 'clients/rest/schema.d.ts';

/** The committed artifacts, as the current routers generate them. */
export async function generateArtifacts(): Promise<{ openapi: string; restSchema: string }> {
  const doc = buildOpenApiDocument();
  const openapi = `${JSON.stringify(doc, null, 2)}\n`;
  const ast = await openapiTS(JSON.parse(openapi));
  const restSchema = `// Generated from openapi/openapi.json by \`npm run openapi\`. Do not edit.\n${astToString(ast)}`;
  return { openapi, restSchema };
}
