/**
 * The submission lane (`submission-lane.ts`) serves the plain submission without the app's
 * middleware chain; every other shape of the same request (here: a chunked body) goes through the
 * app. Both must give the same answer to the same submission — status, problem code and every
 * header a client or browser acts on — for a success, each way a body can be wrong, a refused key
 * and a refused origin; and both count in the request metrics.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { metricValue, scrapeMetrics } from '../testing/metrics-scrape.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const ORIGIN = 'https://lane.example.com';
const HEADERS = [
  'access-control-allow-origin',
  'access-control-expose-headers',
  'x-content-type-options',
  'content-type',
  'cache-control',
  'ratelimit-limit',
  'ratelimit-remaining',
  'www-authenticate',
  'retry-after',
] as const;

let app: TestApp;
let team: SeededTeam;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'lane-team', allowedOrigins: [ORIGIN] });
});
afterAll(async () => {
  await app?.close();
});

interface Answer {
  status: number;
  headers: Partial<Record<(typeof HEADERS)[number], string>>;
  body: Record<string, unknown>;
}

/** POSTs `body` to the submission endpoint, with a length (the lane) or chunked (the app). */
function post(
  framing: 'length' | 'chunked',
  body: string | Buffer,
  headers: Record<string, string>,
): Promise<Answer> {
  const url = new URL('/api/v1/submission', app.url);
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...headers,
          ...(framing === 'length'
            ? { 'content-length': String(bytes.length) }
            : { 'transfer-encoding': 'chunked' }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const picked: Answer['headers'] = {};
          for (const name of HEADERS) {
            const value = res.headers[name];
            if (typeof value === 'string') picked[name] = value;
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: picked,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          });
        });
      },
    );
    call.on('error', reject);
    if (framing === 'chunked') {
      // Two chunks, so the app's reader really joins a body.
      call.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
      call.end(bytes.subarray(Math.floor(bytes.length / 2)));
    } else {
      call.end(bytes);
    }
  });
}

/** The same call through both ways; the rate limit's remaining count differs by one. */
async function bothWays(body: string | Buffer, headers: Record<string, string>) {
  const lane = await post('length', body, headers);
  const app = await post('chunked', body, headers);
  const comparable = ({ status, headers: h, body: b }: Answer) => ({
    status,
    headers: {
      ...h,
      'ratelimit-remaining': h['ratelimit-remaining'] === undefined ? 'absent' : 'n',
    },
    code: b.code,
    keys: Object.keys(b).sort(),
  });
  expect(comparable(lane)).toEqual(comparable(app));
  return { lane, app };
}

const publishable = () => ({ 'x-api-key': team.publishableKey.value, origin: ORIGIN });

describe('the submission lane and the app answer alike', () => {
  it('stores a valid submission (201, receipt, CORS, nosniff, rate limit)', async () => {
    const { lane, app: viaApp } = await bothWays(
      JSON.stringify(ratingSubmission('lane-survey')),
      publishable(),
    );
    expect(lane.status).toBe(201);
    expect(lane.headers['access-control-allow-origin']).toBe('*');
    expect(lane.headers['x-content-type-options']).toBe('nosniff');
    expect(lane.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(lane.headers['ratelimit-limit']).toBe('1000');
    expect(lane.body.id).not.toBe(viaApp.body.id);
  });

  it('reads a body that starts with a byte-order mark', async () => {
    const json = JSON.stringify(ratingSubmission('lane-survey'));
    const { lane } = await bothWays(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]),
      publishable(),
    );
    expect(lane.status).toBe(201);
  });

  it.each([
    ['not JSON', '{"schemaVersion":'],
    ['a JSON string (not an object)', '"hello"'],
    ['only blanks', '   '],
    ['JSON of the wrong shape', '{"schemaVersion":2}'],
  ])('refuses a body that is %s with the same 400', async (_name, body) => {
    const { lane } = await bothWays(body, publishable());
    expect(lane.status).toBe(400);
    expect(lane.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(lane.headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses an unknown key with the same 401 and challenge', async () => {
    const { lane } = await bothWays(JSON.stringify(ratingSubmission('lane-survey')), {
      authorization: 'Bearer heed_sk_live_not-a-key',
    });
    expect(lane.status).toBe(401);
    expect(lane.headers['www-authenticate']).toMatch(/^Bearer realm="heed"/);
  });

  it('refuses an origin the publishable key does not allow with the same 403', async () => {
    const { lane } = await bothWays(JSON.stringify(ratingSubmission('lane-survey')), {
      ...publishable(),
      origin: 'https://elsewhere.example.com',
    });
    expect(lane.status).toBe(403);
  });

  it('counts the answers of both ways in the request and submission metrics', async () => {
    const requests = (text: string) =>
      metricValue(text, 'heed_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/v1/submission',
        status: '201',
      });
    const accepted = (text: string) =>
      metricValue(text, 'heed_submissions_total', { outcome: 'accepted' });
    const before = await scrapeMetrics(app);
    await bothWays(JSON.stringify(ratingSubmission('lane-survey')), publishable());
    const after = await scrapeMetrics(app);
    expect(requests(after)).toBe(requests(before) + 2);
    expect(accepted(after)).toBe(accepted(before) + 2);
  });
});
