import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import { ratingSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { labelValues } from '../testing/metrics-scrape.ts';
import { submitWithSecretKey } from '../testing/submission-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Metrics never carry a customer's values (a key, a team slug, a `surveyId`, a tag, a path they
 * made up) and are not served to anyone who asks.
 */

const SLUG = 'slug-chosen-by-customer';
const SURVEY_ID = 'survey-id-chosen-by-customer';
const TAG = 'tag-chosen-by-customer';
const TOKEN = 'metrics-token-for-tests-0123456789';

let app: TestApp;
let team: SeededTeam;

beforeAll(async () => {
  app = await startTestApp({ HEED_METRICS_TOKEN: TOKEN });
  team = await seedTeam(app, { slug: SLUG });
});
afterAll(async () => {
  await app?.close();
});

function scrape(authorization?: string): Promise<Response> {
  return fetch(`${app.url}/internal/metrics`, {
    headers: authorization ? { authorization } : {},
  });
}

describe('GET /internal/metrics with HEED_METRICS_TOKEN', () => {
  it('refuses a request without the token or with another one (401 problem)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      const body = await response.text();
      expect(body).not.toContain('heed_');
      expect(body).not.toContain(TOKEN);
    }
  });

  it('serves the token bearer', async () => {
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('heed_submissions_total');
  });
});

describe('metric labels', () => {
  it('hold no key, slug, surveyId, tag or made-up path, only values from fixed sets', async () => {
    const submitted = await submitWithSecretKey(
      app,
      team.secretKey.value,
      ratingSubmission(SURVEY_ID),
    );
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    await mapGroup(app, SLUG, 'privacy-editors', 'editor');
    const token = await app.tokenFor({ groups: ['privacy-editors'] });
    const tagged = await fetch(`${app.url}/api/v1/intern/feedback/${id}/tags?team=${SLUG}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tag: TAG }),
    });
    expect(tagged.status).toBe(201);
    const markers = await getAs(app, `/intern/surveys/${SURVEY_ID}/markers`, token, [
      ['team', SLUG],
    ]);
    expect(markers.status).toBe(200);
    await (await getAs(app, `/intern/${SURVEY_ID}/${TAG}`, token)).text();
    await (await fetch(`${app.url}/${SURVEY_ID}`)).text();
    await (await fetch(`${app.url}/trpc/${SURVEY_ID}`)).text();
    await (
      await fetch(`${app.url}/api/v1/submission`, {
        method: 'POST',
        headers: { authorization: `Bearer ${team.publishableKey.value}`, 'content-type': 'x/y' },
      })
    ).text();

    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    for (const secret of [
      SLUG,
      SURVEY_ID,
      TAG,
      id,
      team.teamId,
      team.secretKey.value,
      team.secretKey.id,
      team.publishableKey.value,
      TOKEN,
    ]) {
      expect(text).not.toContain(secret);
    }
    const values = new Set(labelValues(text));
    expect(values).toContain('/api/v1/intern/surveys/{surveyId}/markers');
    expect(values).toContain('/api/v1/intern/feedback/{id}/tags');
    expect(values).toContain('/api/v1/…');
    expect(values).toContain('/trpc/…');
    expect(values).toContain('other');
    for (const value of values) {
      expect(value).toMatch(/^([A-Z]+|\d{3}|[a-z_]*|other|\/[A-Za-z0-9/{}._…-]*)$/);
    }
  });
});
