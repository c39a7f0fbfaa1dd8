import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@heed/server';
import { buildRelease, type ReleaseManifest, releaseDirectory } from '@heed/widget/release';
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

export const readmePath = fileURLToPath(new URL('../../README.md', import.meta.url));

const EMBED_START = '<!-- widget-embed:start -->';
const EMBED_END = '<!-- widget-embed:end -->';

/** The README with its widget embed snippet showing the current release and its SRI hash. */
export function renderReadme(readme: string, manifest: ReleaseManifest): string {
  const start = readme.indexOf(EMBED_START);
  const end = readme.indexOf(EMBED_END);
  const script = manifest.files['heed.js'];
  if (start < 0 || end < start || !script) return readme;
  const attributes =
    'data-key="heed_pk_live_…" data-survey="checkout" data-question="How was checkout?"';
  const snippet = [
    EMBED_START,
    '```html',
    '<script src="https://heed.example/widget/v1/heed.js" async',
    `  ${attributes}></script>`,
    '```',
    '',
    `Pinned to one release with Subresource Integrity (widget ${manifest.version}, ${script.gzipBytes} bytes gzip):`,
    '',
    '```html',
    `<script src="https://heed.example/widget/${manifest.version}/heed.js" async crossorigin="anonymous"`,
    `  integrity="${script.integrity}"`,
    `  ${attributes}></script>`,
    '```',
    '',
  ].join('\n');
  return readme.slice(0, start) + snippet + readme.slice(end);
}

export interface GeneratedFile {
  path: string;
  contents: string;
}

/** Every committed generated file, as `npm run generate` writes it. */
export async function renderGeneratedFiles(): Promise<GeneratedFile[]> {
  const document = renderOpenApiDocument();
  const { files, manifest } = await buildRelease();
  return [
    { path: openApiDocumentPath, contents: document },
    { path: clientTypesPath, contents: await renderClientTypes(document) },
    { path: readmePath, contents: renderReadme(await readFile(readmePath, 'utf8'), manifest) },
    ...files.map((file) => ({
      path: path.join(releaseDirectory, file.name),
      contents: file.contents,
    })),
  ];
}
