/**
 * Writes the generated artefacts that are committed: the OpenAPI document. `npm run generate`.
 */
import { writeFile } from 'node:fs/promises';
import { openApiDocumentPath, renderOpenApiDocument } from './generated-artefacts.ts';

await writeFile(openApiDocumentPath, renderOpenApiDocument());
console.log(`wrote ${openApiDocumentPath}`);
