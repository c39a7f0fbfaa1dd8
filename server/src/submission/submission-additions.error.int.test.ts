import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explorerSubmission } from '../testing/feedback-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Rule: docs/rules/limits.md#limits-5, when the additions are wrong: pathname ≤ 500 characters
 * without query or fragment, device type one of three, ≤ 20 tags with keys ≤ 50 and values ≤ 100
 * characters; a bad value is 400 naming its path, never a 500.
 */

let app: TestApp;
let team: SeededTeam;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'additions-errors' });
});

afterAll(async () => {
  await app.close();
});

const tags = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, 'v']));

const BAD: [string, Record<string, unknown>][] = [
  ['context.pathname', { context: { pathname: '/checkout?step=2' } }],
  ['context.pathname', { context: { pathname: '/checkout#pay' } }],
  ['context.pathname', { context: { pathname: `/${'a'.repeat(500)}` } }],
  ['context.pathname', { context: { pathname: 'checkout' } }],
  ['context.deviceType', { context: { deviceType: 'phone' } }],
  ['context.viewport', { context: { viewport: { width: 0, height: 10 } } }],
  ['context.viewport', { context: { viewport: { width: 1.5, height: 10 } } }],
  ['context.locale', { context: { locale: 'not a locale' } }],
  ['context.tags', { context: { tags: tags(21) } }],
  ['context.tags', { context: { tags: { ['k'.repeat(51)]: 'v' } } }],
  ['context.tags', { context: { tags: { key: 'v'.repeat(101) } } }],
  ['context.tags', { context: { tags: { __proto__x: 'v', _hidden: 'v' } } }],
  ['context.tags', { context: { tags: { key: 5 } } }],
  ['context', { context: 'mobile' }],
  ['startedAt', { startedAt: 'yesterday' }],
  ['startedAt', { startedAt: '2026-11-22T10:14:12+01:00' }],
  ['timeToCompleteMs', { timeToCompleteMs: 1.5 }],
  ['timeToCompleteMs', { timeToCompleteMs: '48000' }],
];

describe('POST /api/v1/submission — bad additions', () => {
  it.each(BAD)('answers 400 naming %s', async (path, extra) => {
    const response = await fetch(`${app.url}/api/v1/submission`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${team.secretKey.value}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ...explorerSubmission({ surveyId: 'errors', rating: 3 }), ...extra }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const body = (await response.json()) as { errors: { path: string }[] };
    expect(
      body.errors.some((error) => error.path === path || error.path.startsWith(`${path}.`)),
      JSON.stringify(body),
    ).toBe(true);
  });

  it('accepts the limits exactly', async () => {
    const response = await fetch(`${app.url}/api/v1/submission`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${team.secretKey.value}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        ...explorerSubmission({ surveyId: 'errors', rating: 3 }),
        context: {
          pathname: `/${'a'.repeat(499)}`,
          tags: { ...tags(19), ['k'.repeat(50)]: 'v'.repeat(100) },
        },
      }),
    });
    expect(response.status).toBe(201);
  });
});
