import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';
import { generateApiKey } from './api-key-format.ts';
import { UNKNOWN_KEY_TTL_MS } from './unknown-key-cache.ts';

/**
 * Well-formed but unknown API keys (anyone can compute the checksum) are answered 401 from a
 * small per-replica negative cache after the first lookup, so a flood of them costs memory
 * lookups, not one database query each. An entry lives `UNKNOWN_KEY_TTL_MS`: a key that appears
 * in the database afterwards (created through another replica) works once that has passed.
 */

const clock = new ManualClock();
let app: TestApp;
let team: SeededTeam;

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  team = await seedTeam(app, { slug: 'unknown-keys' });
});
afterAll(async () => {
  await app.close();
});

function submitWith(key: string): Promise<Response> {
  return fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(ratingSubmission('unknown-keys')),
  });
}

describe('unknown API keys', () => {
  it('looks each unknown key up once, then answers 401 from memory', async () => {
    const lookups = vi.spyOn(app.runtime.deps.apiKeys, 'findByHash');
    try {
      const made = Array.from({ length: 20 }, () => generateApiKey('sk').value);
      for (let round = 0; round < 5; round++) {
        for (const key of made) {
          const response = await submitWith(key);
          expect(response.status).toBe(401);
          expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        }
      }
      expect(lookups).toHaveBeenCalledTimes(made.length);
    } finally {
      lookups.mockRestore();
    }
  });

  it('keeps answering for a real key while unknown ones are refused from memory', async () => {
    const made = generateApiKey('sk').value;
    expect((await submitWith(made)).status).toBe(401);
    expect((await submitWith(team.secretKey.value)).status).toBe(201);
  });

  it('accepts a key that appears in the database once its negative entry has expired', async () => {
    const made = generateApiKey('sk');
    expect((await submitWith(made.value)).status).toBe(401);

    // The key comes into existence, as when another replica creates it: its hash is now stored.
    const seeded = await seedTeam(app, { slug: 'appears-later' });
    await app.runtime.deps.orm.em
      .getConnection()
      .execute('update api_key set key_hash = ? where id = ?', [made.hash, seeded.secretKey.id]);

    // Within the entry's life this replica still answers from memory...
    expect((await submitWith(made.value)).status).toBe(401);
    // ...and a few seconds later asks the database again and finds it.
    clock.advance(UNKNOWN_KEY_TTL_MS + 1);
    expect((await submitWith(made.value)).status).toBe(201);
  });
});
