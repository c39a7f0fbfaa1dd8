/**
 * Fails when a committed generated artefact is stale: run `npm run generate` and commit.
 */
import { readFile } from 'node:fs/promises';
import { openApiDocumentPath, renderOpenApiDocument } from './generated-artefacts.ts';

const committed = await readFile(openApiDocumentPath, 'utf8').catch(() => '');
if (committed !== renderOpenApiDocument()) {
  console.error('contracts/openapi.json is stale: run `npm run generate` and commit the result.');
  process.exit(1);
}
console.log('generated artefacts are up to date');
