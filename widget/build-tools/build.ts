/** Writes the release files to `widget/release/` (also done by `npm run generate`). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildRelease, releaseDirectory } from './release.ts';

const { files } = await buildRelease();
await mkdir(releaseDirectory, { recursive: true });
for (const file of files) await writeFile(path.join(releaseDirectory, file.name), file.contents);
console.log(`wrote ${files.map((file) => file.name).join(', ')} to ${releaseDirectory}`);
