import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWidgetAssets } from './widget-route.ts';

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'heed-widget-release-'));
  for (const version of ['1.2.0', '1.10.1', '1.9.9', '2.0.0', 'next']) {
    await mkdir(path.join(directory, version));
    await writeFile(path.join(directory, version, 'heed.js'), `/* ${version} */`);
    await writeFile(path.join(directory, version, 'notes.txt'), 'not served');
  }
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('widget release files', () => {
  it('points each major channel at its newest release, by number not by text', () => {
    const assets = loadWidgetAssets(directory);
    expect(assets.get('v1/heed.js')?.body.toString()).toBe('/* 1.10.1 */');
    expect(assets.get('v2/heed.js')?.body.toString()).toBe('/* 2.0.0 */');
    expect(assets.get('v1/heed.js')?.caching).toBe('channel');
  });

  it('keeps every exact release, immutable, so pinned sites keep working after an update', () => {
    const assets = loadWidgetAssets(directory);
    for (const version of ['1.2.0', '1.9.9', '1.10.1', '2.0.0']) {
      expect(assets.get(`${version}/heed.js`)?.body.toString()).toBe(`/* ${version} */`);
      expect(assets.get(`${version}/heed.js`)?.caching).toBe('immutable');
    }
  });

  it('serves only the known file names of version directories', () => {
    const keys = [...loadWidgetAssets(directory).keys()];
    expect(keys.some((key) => key.includes('notes.txt') || key.startsWith('next/'))).toBe(false);
    expect(loadWidgetAssets(path.join(directory, 'missing')).size).toBe(0);
  });
});
