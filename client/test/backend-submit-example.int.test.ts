import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  queryDatabase,
  type SeededTeam,
  seedTeam,
  startTestApp,
  type TestApp,
} from '@heed/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const example = fileURLToPath(new URL('../../examples/backend-submit.ts', import.meta.url));

let app: TestApp;
let team: SeededTeam;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'example-team' });
});
afterAll(async () => {
  await app.close();
});

describe('examples/backend-submit.ts', () => {
  it('submits with a secret key, handles the definition conflict and lists the keys', async () => {
    const { stdout } = await run(process.execPath, [example], {
      env: { ...process.env, HEED_API_URL: app.url, HEED_SECRET_KEY: team.secretKey.value },
    });
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^stored [0-9a-f-]{36} \(id:[0-9a-f]{12}\)$/);
    expect(lines.filter((line) => line.startsWith('definition conflict: '))).toEqual([
      expect.stringMatching(/^definition conflict: moved (resolved|comment)$/),
    ]);
    expect(lines.filter((line) => line.startsWith('key '))).toEqual(
      expect.arrayContaining([
        'key heed_sk_live sk backend active',
        'key heed_pk_live pk widget active',
      ]),
    );
    expect(stdout).not.toContain(team.secretKey.value);

    const rows = await queryDatabase<{ survey_id: string; context: unknown }>(
      app,
      'select survey_id, context from feedback',
    );
    expect(rows).toEqual([{ survey_id: 'support-chat', context: { tags: { channel: 'chat' } } }]);
  });
});
