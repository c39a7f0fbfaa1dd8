import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** Bad deletions: explicit team required, bad ids 400 naming them, unknown things 404. */

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  await seedTeam(app, { slug: 'shop' });
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  admin = await app.tokenFor({ sub: 'admin-1', groups: ['g-admins'] });
});
afterAll(async () => {
  await app.close();
});

describe('deletions', () => {
  it('need ?team= (400 team_required), even from the caller’s only team', async () => {
    for (const path of [`/intern/feedback/${randomUUID()}`, '/intern/surveys/any']) {
      const answer = await callAs(app, admin, 'DELETE', path);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('team_required');
    }
  });

  it('refuse a feedback id that is no UUID and a surveyId over 200 characters with 400', async () => {
    const id = await callAs(app, admin, 'DELETE', '/intern/feedback/42', { team: 'shop' });
    expect(id.status).toBe(400);
    expect(id.body.errors).toEqual([expect.objectContaining({ path: 'id' })]);
    const survey = await callAs(app, admin, 'DELETE', `/intern/surveys/${'s'.repeat(201)}`, {
      team: 'shop',
    });
    expect(survey.status).toBe(400);
    expect(survey.body.errors).toEqual([expect.objectContaining({ path: 'surveyId' })]);
  });

  it('answer 404 for an unknown item or survey, audited as not_found without the surveyId', async () => {
    const item = await callAs(app, admin, 'DELETE', `/intern/feedback/${randomUUID()}`, {
      team: 'shop',
    });
    expect(item.status).toBe(404);
    expect(item.audits).toEqual([
      expect.objectContaining({ audit_event: 'feedback.delete', audit_outcome: 'not_found' }),
    ]);
    const survey = await callAs(app, admin, 'DELETE', '/intern/surveys/never-submitted', {
      team: 'shop',
    });
    expect(survey.status).toBe(404);
    expect(survey.contentType).toMatch(/^application\/problem\+json/);
    expect(survey.audits).toEqual([
      expect.objectContaining({
        audit_event: 'survey_feedback.delete',
        audit_outcome: 'not_found',
        resource_id_pseudonymized: true,
      }),
    ]);
    expect(JSON.stringify(survey.audits)).not.toContain('never-submitted');
  });
});
