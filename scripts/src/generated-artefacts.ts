import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@heed/server';
import { buildRelease, releaseDirectory } from '@heed/widget/release';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import packageJson from '../../server/package.json' with { type: 'json' };

export const openApiDocumentPath = fileURLToPath(
  new URL('../../contracts/openapi.json', import.meta.url),
);

export const clientTypesPath = fileURLToPath(
  new URL('../../client/src/generated/openapi.ts', import.meta.url),
);

export function renderOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(packageJson.version), null, 2)}\n`;
}

/** The typed client's types, generated from the OpenAPI document (openapi-typescript). */
export async function renderClientTypes(document: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(document) as OpenAPI3, { exportType: false });
  return (
    '/**\n * Generated from contracts/openapi.json by `npm run generate` (openapi-typescript).\n' +
    ' * Do not edit.\n */\n\n' +
    astToString(ast)
  );
}

export interface GeneratedFile {
  path: string;
  contents: string;
}

/** Every committed generated file, as `npm run generate` writes it. */
export async function renderGeneratedFiles(): Promise<GeneratedFile[]> {
  const document = renderOpenApiDocument();
  const { files } = await buildRelease();
  return [
    { path: openApiDocumentPath, contents: document },
    { path: clientTypesPath, contents: await renderClientTypes(document) },
    ...files.map((file) => ({
      path: path.join(releaseDirectory, file.name),
      contents: file.contents,
    })),
  ];
}
