import type { SurveyDefinition } from '@heed/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import { answersFor, submitAnswers } from '../testing/feedback-rows.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The share of a choice option is of the responses to its question, not of the options chosen:
 * 24 responses, "Card" chosen by 12 of them, 36 options chosen in all → Card's share is 0.5 (not
 * 12 / 36). Submitted through the public API, read through the REST edge, both from the rollups
 * (survey only) and from the rows (a rating filter, which the rollups cannot cross).
 */

const SURVEY = 'payment-survey';
const definition: SurveyDefinition = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'overall',
      fieldType: 'RATING',
      label: 'Overall',
      ratingVariant: 'stars',
      ratingScale: 5,
    },
    {
      fieldId: 'payment',
      fieldType: 'MULTI_CHOICE',
      label: 'How did you pay?',
      options: [
        { optionId: 'card', label: 'Card' },
        { optionId: 'invoice', label: 'Invoice' },
        { optionId: 'paypal', label: 'PayPal' },
      ],
    },
    {
      fieldId: 'channel',
      fieldType: 'SINGLE_CHOICE',
      label: 'Channel',
      options: [
        { optionId: 'web', label: 'Web' },
        { optionId: 'app', label: 'App' },
      ],
    },
  ],
};

/** Response `i` of 24: card for 0–11 (12), invoice for 10–23 (14), PayPal for 0–4 and 12–16 (10). */
function paymentOf(i: number): string[] {
  return [
    ...(i < 12 ? ['card'] : []),
    ...(i >= 10 ? ['invoice'] : []),
    ...(i % 12 < 5 ? ['paypal'] : []),
  ];
}

let app: TestApp;
let team: SeededTeam;
let viewer: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'shares' });
  await mapGroup(app, 'shares', 'g-shares', 'viewer');
  viewer = await app.tokenFor({ sub: 'shares-viewer', groups: ['g-shares'] });
  for (let i = 0; i < 24; i++) {
    const answers = answersFor(definition.fields, {
      overall: 4,
      payment: paymentOf(i),
      channel: i < 18 ? 'web' : 'app',
    });
    const response = await submitAnswers(app, team, SURVEY, definition, answers);
    expect(response.status, await response.clone().text()).toBe(201);
  }
});
afterAll(async () => {
  await app.close();
});

async function overview(query: [string, string][]) {
  const response = await getAs(app, '/intern/stats/overview', viewer, [
    ['surveyId', SURVEY],
    ...query,
  ]);
  const body = (await response.json()) as { fields: Record<string, unknown>[] };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return (fieldId: string) => body.fields.find((field) => field.fieldId === fieldId);
}

describe('GET /api/v1/intern/stats/overview: choice shares', () => {
  for (const [path, query] of [
    ['from the rollups', []],
    ['from the rows', [['rating', 'overall:4']]],
  ] as [string, [string, string][]][]) {
    it(`gives each option its share of the responses, ${path}`, async () => {
      const field = await overview(query);
      expect(field('payment')).toEqual({
        fieldId: 'payment',
        fieldType: 'MULTI_CHOICE',
        label: 'How did you pay?',
        masked: false,
        responses: 24,
        distribution: { card: 12, invoice: 14, paypal: 10 },
        // 12 of 24 responses, not 12 of the 36 options chosen (33 %).
        shares: { card: 0.5, invoice: 0.5833, paypal: 0.4167 },
      });
      // One answer each: the shares of a single choice add up to the whole.
      expect(field('channel')).toMatchObject({
        responses: 24,
        distribution: { web: 18, app: 6 },
        shares: { web: 0.75, app: 0.25 },
      });
    });
  }

  it('answers shares of 0 for a period without responses', async () => {
    const field = await overview([
      ['from', '2020-01-01'],
      ['to', '2020-01-01'],
    ]);
    expect(field('payment')).toMatchObject({
      masked: false,
      responses: 0,
      shares: { card: 0, invoice: 0, paypal: 0 },
    });
  });
});
