import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonym } from '../audit/pseudonym.ts';
import {
  callAs,
  sqlRows,
  storeTextFeedback,
  submit,
  textSubmission,
} from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Deletions (Rule: docs/rules/dashboard.md#dashboard-8: `DELETE /intern/feedback/{id}` 204 with
 * `feedback.delete`; `DELETE /intern/surveys/{surveyId}` 200 `{ surveyId, deletedCount }`, the
 * survey's feedback, tags, theme matches, markers and definition in one transaction, a later
 * submission registers a new definition, audits `survey_feedback.delete` and
 * `admin.survey_definition.delete` with a pseudonymised resource_id).
 */

const SURVEY = 'survey to delete';

let app: TestApp;
let replica: TestApp;
let shop: SeededTeam;
let admin: string;
let editor: string;

beforeAll(async () => {
  app = await startTestApp();
  replica = await startTestApp({}, { replicaOf: app });
  shop = await seedTeam(app, { slug: 'shop' });
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  await mapGroup(app, 'shop', 'g-editors', 'editor');
  admin = await app.tokenFor({ sub: 'admin-1', groups: ['g-admins'] });
  editor = await app.tokenFor({ sub: 'editor-1', groups: ['g-editors'] });
});
afterAll(async () => {
  await replica.close();
  await app.close();
});

async function count(sql: string, params: unknown[]): Promise<number> {
  const rows = await sqlRows<{ n: number }>(app, `select count(*)::int as n from ${sql}`, params);
  return Number(rows[0]?.n ?? 0);
}

describe('deleting one feedback item', () => {
  it('answers 204, takes the item’s tags and theme matches along, audits feedback.delete', async () => {
    const id = await storeTextFeedback(app, shop, 'single', 'Payment failed.');
    const keep = await storeTextFeedback(app, shop, 'single', 'Payment failed again.');
    await callAs(app, editor, 'POST', `/intern/feedback/${id}/tags`, {
      team: 'shop',
      body: { tag: 'urgent' },
    });
    await callAs(app, editor, 'POST', '/intern/themes', {
      team: 'shop',
      body: { name: 'Payments', keywords: ['payment failed'] },
    });
    expect(await count('feedback_theme where feedback_id = ?', [id])).toBe(1);

    const deleted = await callAs(app, admin, 'DELETE', `/intern/feedback/${id}`, { team: 'shop' });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(deleted.audits).toEqual([
      expect.objectContaining({
        audit_event: 'feedback.delete',
        audit_category: 'delete',
        audit_outcome: 'success',
        resource_type: 'feedback',
        resource_id: id,
        team_slug: 'shop',
      }),
    ]);
    expect(await count('feedback where id = ?', [id])).toBe(0);
    expect(await count('feedback_tag where feedback_id = ?', [id])).toBe(0);
    expect(await count('feedback_theme where feedback_id = ?', [id])).toBe(0);
    expect(await count('feedback where id = ?', [keep])).toBe(1);
    const again = await callAs(app, admin, 'DELETE', `/intern/feedback/${id}`, { team: 'shop' });
    expect(again.status).toBe(404);
  });
});

describe('deleting a survey', () => {
  it('deletes its feedback, tags, theme matches, markers and definition; other surveys stay', async () => {
    const ids = [
      await storeTextFeedback(app, shop, SURVEY, 'Card declined.'),
      await storeTextFeedback(app, shop, SURVEY, 'Card declined again.'),
      await storeTextFeedback(app, shop, SURVEY, 'Fine.'),
    ];
    const other = await storeTextFeedback(app, shop, 'other survey', 'Card declined.');
    const path = `/intern/surveys/${encodeURIComponent(SURVEY)}`;
    await callAs(app, editor, 'POST', `/intern/feedback/${ids[0]}/tags`, {
      team: 'shop',
      body: { tag: 'card' },
    });
    await callAs(app, editor, 'POST', '/intern/themes', {
      team: 'shop',
      body: { name: 'Cards', keywords: ['card declined'] },
    });
    const marker = await callAs(app, editor, 'POST', `${path}/markers`, {
      team: 'shop',
      body: { date: '2026-11-20', label: 'Release' },
    });
    expect(marker.status).toBe(201);

    const deleted = await callAs(app, admin, 'DELETE', path, { team: 'shop' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ surveyId: SURVEY, deletedCount: 3 });
    expect(deleted.audits).toEqual([
      expect.objectContaining({
        audit_event: 'survey_feedback.delete',
        audit_category: 'delete',
        audit_outcome: 'success',
        resource_id: pseudonym(SURVEY),
        resource_id_pseudonymized: true,
        resource_count: 3,
      }),
      expect.objectContaining({
        audit_event: 'admin.survey_definition.delete',
        audit_category: 'admin',
        audit_outcome: 'success',
        resource_id: pseudonym(SURVEY),
        resource_id_pseudonymized: true,
      }),
    ]);
    expect(JSON.stringify(deleted.audits)).not.toContain(SURVEY);
    expect(await count('feedback where survey_id = ?', [SURVEY])).toBe(0);
    expect(await count('feedback_tag where feedback_id = ?', [ids[0]])).toBe(0);
    expect(await count('feedback_theme where feedback_id = ?', [ids[0]])).toBe(0);
    expect(await count('marker where survey_id = ?', [SURVEY])).toBe(0);
    expect(await count('survey_definition where survey_id = ?', [SURVEY])).toBe(0);
    expect(await count('feedback where id = ?', [other])).toBe(1);
    expect(await count('feedback_theme where feedback_id = ?', [other])).toBe(1);
    const again = await callAs(app, admin, 'DELETE', path, { team: 'shop' });
    expect(again.status).toBe(404);
  });

  it('lets a later submission register a new, changed definition on this replica', async () => {
    const surveyId = 'reshaped here';
    expect((await submit(app, shop, textSubmission(surveyId, 'One.', ['a']))).status).toBe(201);
    const changed = textSubmission(surveyId, 'Two.', ['b', 'c']);
    expect((await submit(app, shop, changed)).status).toBe(409);
    const path = `/intern/surveys/${encodeURIComponent(surveyId)}`;
    expect((await callAs(app, admin, 'DELETE', path, { team: 'shop' })).status).toBe(200);
    expect((await submit(app, shop, changed)).status).toBe(201);
    expect((await submit(app, shop, textSubmission(surveyId, 'One.', ['a']))).status).toBe(409);
  });

  it('lets a later submission register anew on a replica that cached the old definition', async () => {
    for (const [surveyId, shape] of [
      ['same shape elsewhere', ['a']],
      ['reshaped elsewhere', ['b', 'c']],
    ] as const) {
      // The replica registers the definition and caches it; the survey is deleted on the other.
      const first = await submit(replica, shop, textSubmission(surveyId, 'One.', ['a']));
      expect(first.status).toBe(201);
      const path = `/intern/surveys/${encodeURIComponent(surveyId)}`;
      expect((await callAs(app, admin, 'DELETE', path, { team: 'shop' })).status).toBe(200);
      const next = await submit(replica, shop, textSubmission(surveyId, 'Two.', [...shape]));
      expect(next.status, JSON.stringify(next.body)).toBe(201);
      const definitions = await sqlRows<{ definition: { fields: { fieldId: string }[] } }>(
        app,
        'select definition from survey_definition where survey_id = ?',
        [surveyId],
      );
      expect(definitions.map((row) => row.definition.fields.map((f) => f.fieldId))).toEqual([
        [...shape],
      ]);
      expect(await count('feedback where survey_id = ?', [surveyId])).toBe(1);
    }
  });
});
