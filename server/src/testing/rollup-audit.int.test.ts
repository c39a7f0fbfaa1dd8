import type { SurveyDefinition } from '@heed/contracts';
import { expect, it } from 'vitest';
import { sqlRows } from './curating.fixtures.ts';
import { answersFor, insertFeedbackRows, registerSurvey } from './feedback-rows.ts';
import { seedTeam } from './fixtures.ts';
import { startTestApp } from './test-app.ts';

/**
 * The test application's close runs `heed rollups verify` over its database (every test file's
 * data): a count kept at write time that differs from the recount fails the file.
 */

const definition: SurveyDefinition = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'stars',
      fieldType: 'RATING' as const,
      label: 'Stars',
      ratingVariant: 'stars',
      ratingScale: 5,
    },
  ],
};

it('closes quietly when the counts agree, and fails naming the difference when one drifted', async () => {
  for (const drift of [false, true]) {
    const app = await startTestApp();
    const team = await seedTeam(app, { slug: 'audit' });
    await registerSurvey(app, team, 'pulse', definition);
    await insertFeedbackRows(app, team, 'pulse', [
      {
        answers: answersFor(definition.fields, { stars: 4 }),
        receivedAt: new Date('2026-05-04T10:00:00Z'),
      },
    ]);
    if (drift) {
      const [counted] = await sqlRows<{ n: number }>(
        app,
        `update feedback_rollup set n = n + 2
          where ctid = (select ctid from feedback_rollup
                         where grain = 'm' and field_id = '' and value = '' limit 1)
          returning (n - 2)::int as n`,
      );
      await expect(app.close()).rejects.toThrow(
        new RegExp(
          `found 1 difference\\(s\\)[^]*field '' value '': stored ${Number(counted?.n) + 2}, counted ${counted?.n}`,
        ),
      );
    } else {
      await expect(app.close()).resolves.toBeUndefined();
    }
  }
});
