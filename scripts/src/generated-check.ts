/**
 * Fails when a committed generated artefact is stale: run `npm run generate` and commit.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderGeneratedFiles } from './generated-artefacts.ts';

const root = path.resolve(import.meta.dirname, '../..');
let stale = 0;
for (const file of await renderGeneratedFiles()) {
  const committed = await readFile(file.path, 'utf8').catch(() => '');
  if (committed !== file.contents) {
    console.error(
      `${path.relative(root, file.path)} is stale: run \`npm run generate\` and commit the result.`,
    );
    stale++;
  }
}
if (stale > 0) process.exit(1);
console.log('generated artefacts are up to date');
