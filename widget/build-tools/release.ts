/**
 * Builds the widget's release files in memory: `heed.js` (script tag, IIFE) and `heed.mjs` (ESM
 * for bundlers), and `manifest.json` with their size and Subresource Integrity hash. The files
 * are committed in `widget/release/<version>/` (the API serves them from there); `npm run
 * generate` rewrites the current version's and `npm run check:generated` fails when they differ
 * from a fresh build. A release is published by raising the version in `widget/package.json`.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import packageJson from '../package.json' with { type: 'json' };

/** Releases, one directory per exact version; the current version's is rebuilt, older ones kept. */
export const releaseDirectory = fileURLToPath(
  new URL(`../release/${packageJson.version}/`, import.meta.url),
);

/** The script tag build must stay within this many bytes gzipped. */
export const GZIP_BUDGET_BYTES = 12_000;

export interface ReleaseFile {
  name: string;
  contents: string;
}

export interface ReleaseManifest {
  version: string;
  files: Record<string, { bytes: number; gzipBytes: number; integrity: string }>;
}

async function bundle(entry: string, format: 'iife' | 'esm'): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`../src/${entry}`, import.meta.url))],
    bundle: true,
    minify: true,
    format,
    target: 'es2022',
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    banner: { js: `/*! Heed widget ${packageJson.version} | MIT */` },
  });
  return result.outputFiles[0]?.text ?? '';
}

export function gzipSize(contents: string): number {
  return gzipSync(Buffer.from(contents), { level: 9 }).length;
}

export async function buildRelease(): Promise<{ files: ReleaseFile[]; manifest: ReleaseManifest }> {
  const files: ReleaseFile[] = [
    { name: 'heed.js', contents: await bundle('script-tag.ts', 'iife') },
    { name: 'heed.mjs', contents: await bundle('index.ts', 'esm') },
  ];
  const manifest: ReleaseManifest = { version: packageJson.version, files: {} };
  for (const file of files) {
    const digest = createHash('sha384').update(file.contents).digest('base64');
    manifest.files[file.name] = {
      bytes: Buffer.byteLength(file.contents),
      gzipBytes: gzipSize(file.contents),
      integrity: `sha384-${digest}`,
    };
  }
  files.push({ name: 'manifest.json', contents: `${JSON.stringify(manifest, null, 2)}\n` });
  return { files, manifest };
}
