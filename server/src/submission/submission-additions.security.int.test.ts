import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explorerSubmission, submitBody } from '../testing/feedback-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Personal data in text answers never reaches the database in clear, and the context (never an
 * audit field, Rule: docs/rules/submission.md#submission-7) reaches no printed line at all.
 */

let app: TestApp;
let team: SeededTeam;

const PERSONAL = [
  'kari.nordmann@example.com',
  '+47 912 34 567',
  '15059547175',
  '4111 1111 1111 1111',
  '1234.56.78903',
  'NO93 8601 1117 947',
];
const CONTEXT = {
  pathname: '/private-area/context-path-7f3a',
  locale: 'nb-NO',
  tags: { 'context-key-b41c': 'context-value-d00d' },
};

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'additions-security' });
  await submitBody(app, team, {
    ...explorerSubmission({ surveyId: 'personal', comment: `Kontakt: ${PERSONAL.join(', ')}` }),
    context: CONTEXT,
  });
  await submitBody(
    app,
    team,
    {
      ...explorerSubmission({ surveyId: 'personal', comment: PERSONAL.join('\n') }),
      context: CONTEXT,
    },
    { viaWidget: true },
  );
  await app.runtime.deps.feedbackWriter.drain();
});

afterAll(async () => {
  await app.close();
});

describe('personal data in text answers', () => {
  it('is stored nowhere in the feedback row, in any form of its digits', async () => {
    const rows = await app.runtime.deps.orm.em
      .fork()
      .execute<{ row: string }[]>('select row_to_json(f)::text as row from feedback f');
    expect(rows).toHaveLength(2);
    for (const { row } of rows) {
      for (const value of PERSONAL) {
        expect(row).not.toContain(value);
        expect(row).not.toContain(value.replace(/[^0-9A-Za-z@.]/g, ''));
      }
      expect(row).toContain('"sensitive_data_redacted":true');
    }
  });
});

describe('the submission context', () => {
  it('appears in no log or audit line', () => {
    const values = [CONTEXT.pathname, 'context-key-b41c', 'context-value-d00d', ...PERSONAL];
    for (const line of app.output.lines) {
      for (const value of values) expect(line).not.toContain(value);
    }
  });
});
