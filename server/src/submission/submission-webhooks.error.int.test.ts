import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSubmission, type SeededTeam } from '../testing/fixtures.ts';
import { startWarmProxiedApp } from '../testing/proxied-app.ts';
import { queryDatabase, submitWithSecretKey } from '../testing/submission-client.ts';
import type { TcpProxy } from '../testing/tcp-proxy.ts';
import type { TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait-for.ts';
import { insertWebhookEndpoint } from '../testing/webhook-fixtures.ts';

/**
 * Rule: docs/rules/webhooks.md#webhooks-3: "an acknowledged submission always gets its
 * feedback.created, a rolled-back change never" — also when the database connection is lost
 * while a batch is in flight: a stored row has exactly one message per subscribed endpoint, a
 * message always has its row, and a submission answered 503 has nothing or its row with its
 * messages.
 */

const SURVEY = 'created-outage';
const CLIENTS = 6;

let app: TestApp;
let team: SeededTeam;
let proxy: TcpProxy;
let subscribed: string[];

beforeAll(async () => {
  ({ app, team, proxy } = await startWarmProxiedApp(
    {
      HEED_DB_CONNECT_TIMEOUT_MS: '500',
      HEED_DB_STATEMENT_TIMEOUT_MS: '1000',
      HEED_READY_TIMEOUT_MS: '500',
    },
    { slug: 'created-outage', rateLimit: 1_000_000 },
    SURVEY,
  ));
  await queryDatabase(app, 'delete from feedback');
  const url = 'https://hooks.example.com/heed';
  subscribed = [];
  for (let i = 0; i < 2; i++) {
    const endpoint = await insertWebhookEndpoint(app, {
      teamId: team.teamId,
      url,
      eventTypes: ['feedback.created'],
    });
    subscribed.push(endpoint.id);
  }
  await insertWebhookEndpoint(app, { teamId: team.teamId, url, eventTypes: ['survey.deleted'] });
});
afterAll(async () => {
  await app?.close();
});

interface Answer {
  key: string;
  status: number;
  id?: string;
}

async function send(key: string): Promise<Answer> {
  const response = await submitWithSecretKey(app, team.secretKey.value, {
    ...ratingSubmission(SURVEY),
    deduplicationKey: key,
  });
  const body = (await response.json()) as { id?: string };
  return { key, status: response.status, ...(response.status < 300 ? { id: body.id } : {}) };
}

/** Every stored row of the survey with the endpoints of its messages (one entry a message). */
async function storedWithMessages() {
  const rows = await queryDatabase<{ id: string; key: string; endpoints: (string | null)[] }>(
    app,
    `select f.id, f.deduplication_key as key, array_agg(m.endpoint_id order by m.endpoint_id) as endpoints
       from feedback f left join webhook_message m on m.feedback_id = f.id
      where f.survey_id = $1 group by f.id, f.deduplication_key`,
    [SURVEY],
  );
  return new Map(rows.map((row) => [row.key, row]));
}

async function orphanMessages() {
  return queryDatabase(
    app,
    `select m.id from webhook_message m
      where m.team_id = $1 and not exists (select 1 from feedback f where f.id = m.feedback_id)`,
    [team.teamId],
  );
}

describe('feedback.created when the database connection is lost', () => {
  it('writes the messages once when the answer to the committed insert is lost', async () => {
    const cut = proxy.cutReplyTo('insert into "feedback"');
    const answer = await send('created-lost-ack-0001');
    await cut;
    expect(answer.status).toBe(201);
    const stored = (await storedWithMessages()).get('created-lost-ack-0001');
    expect(stored?.id).toBe(answer.id);
    expect(stored?.endpoints).toEqual([...subscribed].sort());
  });

  it('never leaves a row without its messages, a message without its row, or two for one item', async () => {
    const startedAt = Date.now();
    const outage = setTimeout(() => {
      proxy.refuse(true);
      proxy.cut();
    }, 400);
    const recovery = setTimeout(() => proxy.refuse(false), 1_400);
    const answers: Answer[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let n = 0; Date.now() - startedAt < 2_200; n++) {
          answers.push(await send(`created-outage-${client}-${String(n).padStart(5, '0')}`));
        }
      }),
    );
    clearTimeout(outage);
    clearTimeout(recovery);
    proxy.refuse(false);

    for (const answer of answers) expect([201, 503, 429]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 201)).toBe(true);
    expect(answers.some((answer) => answer.status !== 201)).toBe(true);

    const stored = await storedWithMessages();
    const expected = [...subscribed].sort();
    for (const answer of answers) {
      const row = stored.get(answer.key);
      if (answer.status === 201) {
        expect(row?.id).toBe(answer.id);
        expect(row?.endpoints).toEqual(expected);
      } else if (row) {
        expect(row.endpoints).toEqual(expected);
      }
    }
    // Whatever was stored (answered or not) has exactly its messages.
    for (const row of stored.values()) expect(row.endpoints).toEqual(expected);
    expect(await orphanMessages()).toEqual([]);
  });
});

describe('feedback.created while an endpoint is deleted', () => {
  it('stores the submission with the messages of the endpoints still there', async () => {
    const url = 'https://hooks.example.com/heed';
    const doomed = await insertWebhookEndpoint(app, {
      teamId: team.teamId,
      url,
      eventTypes: ['feedback.created'],
    });
    const deleter = new pg.Client({ connectionString: app.database.url });
    await deleter.connect();
    let answer: Promise<Answer> | undefined;
    try {
      await deleter.query('begin');
      await deleter.query('delete from webhook_endpoint where id = $1', [doomed.id]);
      // The insert reads the endpoint (its deletion is not committed) and waits for its row. (The
      // batch insert is found by its beginning: `pg_stat_activity` keeps only the first 1 KiB.)
      answer = send('created-endpoint-race-0001');
      const waiting = await waitFor(async () => {
        const rows = await queryDatabase(
          app,
          `select 1 from pg_stat_activity
            where wait_event_type = 'Lock' and query like '%from unnest($1::uuid[]%'`,
        );
        return rows.length > 0 ? true : undefined;
      }, 5_000);
      expect(waiting.value).toBe(true);
      await deleter.query('commit');
    } finally {
      await deleter.end();
    }
    const settled = await answer;
    expect(settled.status).toBe(201);
    const stored = (await storedWithMessages()).get('created-endpoint-race-0001');
    expect(stored?.id).toBe(settled.id);
    expect(stored?.endpoints).toEqual([...subscribed].sort());
  });
});
