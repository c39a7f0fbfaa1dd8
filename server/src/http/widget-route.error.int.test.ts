import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function expectNotFound(pathAndQuery: string) {
  const response = await fetch(`${app.url}${pathAndQuery}`);
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(await response.json()).toMatchObject({ status: 404, code: 'not_found' });
}

describe('widget route — errors and traversal', () => {
  it('answers unknown files, versions and channels 404 problem+json', async () => {
    await expectNotFound('/widget/v1/other.js');
    await expectNotFound('/widget/v9/heed.js');
    await expectNotFound('/widget/0.0.1/heed.js');
    await expectNotFound('/widget/heed.js');
    await expectNotFound('/widget/v1/heed.js/extra');
  });

  it('never reads outside the release files', async () => {
    await expectNotFound('/widget/v1/..%2F..%2Fpackage.json');
    await expectNotFound('/widget/..%2F..%2Fserver/package.json');
    await expectNotFound('/widget/v1/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json');
    await expectNotFound('/widget/1.0.0/..%2F..%2Fpackage.json');
    // An unencoded `..` is resolved by the URL parser before it reaches the server.
    const raw = await fetch(`${app.url}/widget/v1/../../package.json`);
    expect(raw.status).toBe(404);
  });
});
