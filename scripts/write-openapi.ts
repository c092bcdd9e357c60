import { writeFileSync } from 'node:fs';
import { generateArtifacts, OPENAPI_PATH, REST_SCHEMA_PATH } from './openapi-artifacts.js';

const { openapi, restSchema } = await generateArtifacts();
writeFileSync(OPENAPI_PATH, openapi);
writeFileSync(REST_SCHEMA_PATH, restSchema);
console.log(`wrote ${OPENAPI_PATH} and ${REST_SCHEMA_PATH}`);
