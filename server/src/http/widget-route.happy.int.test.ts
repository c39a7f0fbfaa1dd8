import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { WIDGET_RELEASE_DIRECTORY } from './widget-route.ts';

let app: TestApp;
let manifest: { version: string; files: Record<string, { integrity: string; bytes: number }> };

beforeAll(async () => {
  app = await startTestApp();
  const response = await fetch(`${app.url}/widget/v1/manifest.json`);
  manifest = (await response.json()) as typeof manifest;
});
afterAll(async () => {
  await app.close();
});

function integrityOf(body: ArrayBuffer): string {
  return `sha384-${createHash('sha384').update(Buffer.from(body)).digest('base64')}`;
}

describe('widget route — happy path', () => {
  it('serves the script tag build at the major channel, cached for a day and loadable anywhere', async () => {
    const response = await fetch(`${app.url}/widget/v1/heed.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await response.arrayBuffer();
    const committed = await readFile(
      path.join(WIDGET_RELEASE_DIRECTORY, manifest.version, 'heed.js'),
    );
    expect(Buffer.from(body).equals(committed)).toBe(true);
  });

  it('serves the exact version as immutable, matching the published SRI hash', async () => {
    const response = await fetch(`${app.url}/widget/${manifest.version}/heed.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(integrityOf(await response.arrayBuffer())).toBe(manifest.files['heed.js']?.integrity);
  });

  it('serves the ESM build and the manifest with their content types', async () => {
    const esm = await fetch(`${app.url}/widget/v1/heed.mjs`);
    expect(esm.status).toBe(200);
    expect(esm.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(integrityOf(await esm.arrayBuffer())).toBe(manifest.files['heed.mjs']?.integrity);
    const json = await fetch(`${app.url}/widget/v1/manifest.json`);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(manifest.version).toMatch(/^1\.\d+\.\d+$/);
  });

  it('answers a revalidation with the same ETag 304', async () => {
    const first = await fetch(`${app.url}/widget/v1/heed.js`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await fetch(`${app.url}/widget/v1/heed.js`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(second.status).toBe(304);
  });
});
