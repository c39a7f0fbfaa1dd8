import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@heed/server';
import packageJson from '../../server/package.json' with { type: 'json' };

export const openApiDocumentPath = fileURLToPath(
  new URL('../../contracts/openapi.json', import.meta.url),
);

export function renderOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(packageJson.version), null, 2)}\n`;
}
