/**
 * Writes the generated artefacts that are committed: the OpenAPI document, the typed client's
 * types and the widget's current release. `npm run generate`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderGeneratedFiles } from './generated-artefacts.ts';

for (const file of await renderGeneratedFiles()) {
  await mkdir(path.dirname(file.path), { recursive: true });
  await writeFile(file.path, file.contents);
  console.log(`wrote ${path.relative(process.cwd(), file.path)}`);
}
