import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import { sealedEndpointColumns } from '@heed/server/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HeedResult, runHeed } from './testing/run-heed.ts';

/**
 * `heed webhooks list|retry-failed` as an operator runs them, as child processes against a
 * migrated database: endpoint rows sealed as the API seals them, messages of every state; the list
 * never prints a URL's credentials, retry-failed makes the failed messages of the last 30 days
 * due again.
 */

const SESSION_SECRET = 'heed-cli-test-session-secret-0123456789';
const SLACK_TOKEN = 'XXXXsecretXXXXtoken';
let database: TestDatabase;
let client: pg.Client;
let teamId: string;
const endpoints: { slack: string; plain: string } = { slack: randomUUID(), plain: randomUUID() };

function heed(args: string[], env: Record<string, string> = {}): Promise<HeedResult> {
  return runHeed(args, { DATABASE_URL: database.url, HEED_SESSION_SECRET: SESSION_SECRET, ...env });
}

/** The human output, without JSON log lines. */
function text(result: HeedResult): string {
  return result.stdout
    .split('\n')
    .filter((line) => !line.startsWith('{'))
    .join('\n');
}

async function insertEndpoint(id: string, url: string, enabled: boolean, reason: string | null) {
  const sealed = sealedEndpointColumns(SESSION_SECRET, id, url);
  await client.query(
    `insert into webhook_endpoint (id, team_id, url_sealed, description, event_types, enabled,
       disabled_reason, secret_sealed, created_at, updated_at)
     values ($1, $2, $3, '', $4, $5, $6, $7, now(), now())`,
    [id, teamId, sealed.url_sealed, ['feedback.created'], enabled, reason, sealed.secret_sealed],
  );
}

async function insertMessage(endpointId: string, status: string, daysAgo: number): Promise<string> {
  const id = randomUUID();
  await client.query(
    `insert into webhook_message (id, team_id, endpoint_id, event_type, payload, status, attempts,
       next_attempt_at, created_at)
     values ($1, $2, $3, 'webhook.test', '{}'::jsonb, $4, 8, $5, now() - make_interval(days => $6))`,
    [
      id,
      teamId,
      endpointId,
      status,
      status === 'pending' ? new Date(Date.now() + 86_400_000) : null,
      daysAgo,
    ],
  );
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  expect((await heed(['setup', '--name', 'Hook Corp'])).code).toBe(0);
  const { rows } = await client.query<{ id: string }>("select id from team where slug = 'default'");
  teamId = String(rows[0]?.id);
  await insertEndpoint(
    endpoints.slack,
    `https://hooks.slack.example.com/services/T000/B000/${SLACK_TOKEN}?x=${SLACK_TOKEN}`,
    false,
    'failing',
  );
  await insertEndpoint(endpoints.plain, 'https://user:pw@ops.example.org:8443/', true, null);
  await insertMessage(endpoints.slack, 'failed', 1);
  await insertMessage(endpoints.slack, 'failed', 2);
  await insertMessage(endpoints.slack, 'failed', 40);
  await insertMessage(endpoints.slack, 'pending', 0);
  await insertMessage(endpoints.slack, 'delivered', 0);
  await insertMessage(endpoints.plain, 'failed', 3);
});
afterAll(async () => {
  await client.end();
  await database.drop();
});

describe('heed webhooks', () => {
  it('lists endpoints with state, events and backlog, never a URL’s credentials', async () => {
    const listed = await heed(['webhooks', 'list', '--team', 'default']);
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    const out = text(listed);
    const slack = out.split('\n').find((line) => line.startsWith(endpoints.slack));
    expect(slack?.split(/\s{2,}/)).toEqual([
      endpoints.slack,
      'https://hooks.slack.example.com/services/…',
      'disabled (failing)',
      '1',
      '2',
      'feedback.created',
    ]);
    const plain = out.split('\n').find((line) => line.startsWith(endpoints.plain));
    expect(plain?.split(/\s{2,}/)).toEqual([
      endpoints.plain,
      'https://ops.example.org:8443/',
      'enabled',
      '0',
      '1',
      'feedback.created',
    ]);
    expect(listed.stdout).not.toContain(SLACK_TOKEN);
    expect(listed.stdout).not.toContain('user:pw');
  });

  it('needs the session secret the endpoints were sealed with', async () => {
    const without = await heed(['webhooks', 'list', '--team', 'default'], {
      HEED_SESSION_SECRET: '',
    });
    expect(without.code).toBe(1);
    expect(without.stderr).toMatch(/sealed with a key from HEED_SESSION_SECRET/);
  });

  it('sends the failed messages of the last 30 days again, of one endpoint or all', async () => {
    const one = await heed([
      'webhooks',
      'retry-failed',
      '--team',
      'default',
      '--endpoint',
      endpoints.plain,
    ]);
    expect(one.code, one.stderr).toBe(0);
    expect(text(one)).toContain('webhooks: 1 failed message(s) of team default are due again');
    const all = await heed(['webhooks', 'retry-failed', '--team', 'default']);
    expect(text(all)).toContain('webhooks: 2 failed message(s) of team default are due again');
    const { rows } = await client.query<{ status: string; n: number; due: number }>(
      `select status, count(*)::int as n, count(*) filter (where next_attempt_at <= now())::int as due
       from webhook_message group by status order by status`,
    );
    expect(rows).toEqual([
      { status: 'delivered', n: 1, due: 0 },
      { status: 'failed', n: 1, due: 0 },
      { status: 'pending', n: 4, due: 3 },
    ]);
    const again = await heed(['webhooks', 'retry-failed', '--team', 'default']);
    expect(text(again)).toContain('webhooks: 0 failed message(s)');
  });

  it('fails clearly for an unknown team or endpoint, and on bad options', async () => {
    const team = await heed(['webhooks', 'list', '--team', 'nobody']);
    expect(team.code).toBe(1);
    expect(team.stderr).toContain("No team with the slug 'nobody'");
    const endpoint = await heed([
      'webhooks',
      'retry-failed',
      '--team',
      'default',
      '--endpoint',
      randomUUID(),
    ]);
    expect(endpoint.code).toBe(1);
    expect(endpoint.stderr).toMatch(/no webhook endpoint/);
    const usage = await heed(['webhooks', 'retry-failed', '--team', 'default', '--endpoint', 'x']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--endpoint');
    expect((await heed(['webhooks', 'list'])).code).toBe(2);
  });

  it('is in the help', async () => {
    const help = await heed(['help', 'webhooks']);
    expect(help.stdout).toContain('webhooks list');
    expect(help.stdout).toContain('webhooks retry-failed');
  });
});
