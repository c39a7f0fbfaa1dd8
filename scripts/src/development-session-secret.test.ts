import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { developmentSessionSecret, SESSION_SECRET_FILE } from './development-session-secret.ts';

/** `npm start`'s session secret survives restarts (webhook endpoints stay readable). */

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'heed-secret-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the development session secret', () => {
  it('is made once, readable by its owner only, and the same on every start', async () => {
    const inside = path.join(dataDir, 'nested');
    const first = await developmentSessionSecret(inside);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(inside, SESSION_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await developmentSessionSecret(inside)).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
  });

  it('is the same for starts that race', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 5 }, () => developmentSessionSecret(dataDir)),
    );
    expect(new Set(secrets).size).toBe(1);
  });

  it('refuses a file that holds no usable secret, naming the way out', async () => {
    await writeFile(path.join(dataDir, SESSION_SECRET_FILE), 'short\n');
    await expect(developmentSessionSecret(dataDir)).rejects.toThrow(/HEED_SESSION_SECRET/);
  });
});
