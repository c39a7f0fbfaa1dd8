import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMessagesOf, insertAlertRule } from '../testing/alert-fixtures.ts';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import {
  type AnswerSpec,
  createTheme,
  explorerSubmission,
  submitBody,
} from '../testing/feedback-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { ManualClock, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Rule: docs/rules/alerts.md#alerts-6: "an item matches a rule exactly when the list under
 * the rule's filter would contain it". Generated items (ratings, choices, texts, apps, device
 * types) are submitted through the public API against generated rules (any combination of the
 * list filters: ratings, choices, text or none, tags, themes, device, app, words, days in a time
 * zone); for every rule, the items it wrote an alert for are exactly the items `GET
 * /intern/feedback` lists under its filter. Real HTTP, real PostgreSQL.
 */

// Close to midnight UTC: the same instant is another day in Oslo, Los Angeles or Kiritimati.
const clock = new ManualClock(new Date('2026-06-15T23:30:00.000Z'));
let app: TestApp;
let team: SeededTeam;
let viewer: string;
let themes: string[];
let run = 0;

const WORDS = ['slow', 'card', 'declined', 'great', 'refund', 'the', 'was'];
const CHOICES = ['channel:web', 'channel:app', 'topics:price', 'topics:speed', 'topics:design'];
const DAYS = ['2026-06-14', '2026-06-15', '2026-06-16', '2026-06-17'];
const ZONES = ['UTC', 'Europe/Oslo', 'America/Los_Angeles', 'Pacific/Kiritimati'];

const oneOrSome = <T>(values: readonly T[]) =>
  fc.oneof(
    fc.constantFrom(...values),
    fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 2 }),
  );

const itemArbitrary: fc.Arbitrary<Omit<AnswerSpec, 'surveyId'>> = fc
  .record(
    {
      rating: fc.integer({ min: 1, max: 5 }),
      comment: fc
        .array(fc.constantFrom(...WORDS), { maxLength: 4 })
        .map((words) => words.join(' ')),
      channel: fc.constantFrom('web' as const, 'app' as const),
      topics: fc.subarray(['price', 'speed', 'design'] as const),
      deviceType: fc.constantFrom('mobile' as const, 'tablet' as const, 'desktop' as const),
      viaWidget: fc.boolean(),
    },
    { requiredKeys: ['viaWidget'] },
  )
  // A submission answers at least one question (the device is context, not an answer).
  .filter(
    (item) =>
      item.rating !== undefined ||
      item.comment !== undefined ||
      item.channel !== undefined ||
      item.topics !== undefined,
  );

type FilterValue = string | string[];

/** `arbitrary`'s value one time in `inOf`, else absent: a filter narrows by a few things at once. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, inOf = 4) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: inOf - 1 }, { arbitrary, weight: 1 });

function filterArbitrary(themeIds: string[]): fc.Arbitrary<Record<string, FilterValue>> {
  return fc
    .record({
      rating: sometimes(
        oneOrSome(['overall:1', 'overall:2', 'overall:3', 'overall:4', 'overall:5']),
      ),
      choice: sometimes(oneOrSome(CHOICES)),
      hasText: sometimes(fc.constantFrom('true', 'false')),
      // No item carries a tag when it is stored: such a rule matches nothing, nor does the list.
      tag: sometimes(fc.constant('urgent'), 20),
      theme: sometimes(fc.constantFrom(...themeIds, 'uncategorized')),
      deviceType: sometimes(fc.constantFrom('mobile', 'tablet', 'desktop')),
      appName: sometimes(fc.constantFrom('backend', 'widget')),
      q: sometimes(fc.constantFrom('slow', 'declined', 'card declined', 'refund')),
      days: sometimes(
        fc.record({
          tz: fc.constantFrom(...ZONES),
          range: fc.uniqueArray(fc.constantFrom(...DAYS), { minLength: 1, maxLength: 2 }),
        }),
        3,
      ),
    })
    .map(({ days, ...rest }) => {
      const filter: Record<string, FilterValue> = {};
      for (const [name, value] of Object.entries(rest)) {
        if (value !== undefined) filter[name] = value;
      }
      if (days) {
        const [from, to = from] = [...days.range].sort();
        Object.assign(filter, { tz: days.tz, from: from as string, to: to as string });
      }
      return filter;
    });
}

/** The filter as the list's query parameters (a repeated name for each value of a list). */
function queryOf(filter: Record<string, FilterValue>): [string, string][] {
  return Object.entries(filter).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => [name, one] as [string, string]),
  );
}

async function listed(filter: Record<string, FilterValue>): Promise<string[]> {
  const response = await getAs(app, '/intern/feedback', viewer, [
    ...queryOf(filter),
    ['limit', '200'],
  ]);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { items: { id: string }[] }).items.map((item) => item.id);
}

beforeAll(async () => {
  app = await startTestApp({}, { clock, webhookDelivery: false });
  team = await seedTeam(app, { slug: 'alerts-property' });
  await mapGroup(app, 'alerts-property', 'g-alerts-property', 'viewer');
  viewer = await app.tokenFor({ sub: 'property-viewer', groups: ['g-alerts-property'] });
  themes = [
    await createTheme(app, team.teamId, 'Payments', ['declined', 'refund']),
    await createTheme(app, team.teamId, 'Speed', ['slow']),
  ];
});
afterAll(async () => {
  await app?.close();
});

describe('alert matching against the explorer’s list', () => {
  it('alerts a rule for exactly the items the list under its filter contains', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(itemArbitrary, { minLength: 1, maxLength: 8 }),
        fc.array(filterArbitrary(themes), { minLength: 1, maxLength: 4 }),
        async (items, filters) => {
          run++;
          const surveyId = `property-${run}`;
          const rules = [];
          for (const filter of filters) {
            rules.push(
              await insertAlertRule(app, {
                teamId: team.teamId,
                filter: { ...filter, surveyId },
                destinations: [{ type: 'email', to: ['watch@example.com'] }],
              }),
            );
          }
          // At once: the group commit stores them in batches of several rows.
          const ids = await Promise.all(
            items.map(({ viaWidget, ...spec }) =>
              submitBody(app, team, explorerSubmission({ ...spec, surveyId }), { viaWidget }),
            ),
          );
          expect(new Set(ids).size).toBe(items.length);
          for (const [index, rule] of rules.entries()) {
            const filter = { ...(filters[index] as Record<string, FilterValue>), surveyId };
            const alerted = (await alertMessagesOf(app, rule.id)).map((m) => m.feedback_id);
            expect(alerted.sort(), JSON.stringify(filter)).toEqual((await listed(filter)).sort());
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
});
