import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Markers on a survey (Rule: docs/rules/dashboard.md#dashboard-5: list with optional `from`/`to`,
 * create 201, partial PATCH with `null` clearing, DELETE 204 with `marker.delete`).
 */

const SURVEY = 'checkout satisfaction/2026';
const path = `/intern/surveys/${encodeURIComponent(SURVEY)}/markers`;

let app: TestApp;
let team: SeededTeam;
let editor: string;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'shop' });
  await mapGroup(app, 'shop', 'g-editors', 'editor');
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  editor = await app.tokenFor({ sub: 'editor-1', groups: ['g-editors'] });
  admin = await app.tokenFor({ sub: 'admin-1', groups: ['g-admins'] });
  await storeTextFeedback(app, team, SURVEY, 'Fine.');
});
afterAll(async () => {
  await app.close();
});

const create = (body: Record<string, unknown>) =>
  callAs(app, editor, 'POST', path, { team: 'shop', body });

describe('markers', () => {
  let releaseId: string;

  it('creates a marker with 201 and answers it whole', async () => {
    const created = await create({
      date: '2026-11-20',
      label: ' Release 4.2 ',
      description: 'New checkout flow',
      color: '#1F77B4',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      surveyId: SURVEY,
      date: '2026-11-20',
      label: 'Release 4.2',
      description: 'New checkout flow',
      color: '#1F77B4',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    releaseId = String(created.body.id);
  });

  it('creates one without description and colour (both null)', async () => {
    const created = await create({ date: '2024-02-29', label: 'Campaign' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ description: null, color: null });
  });

  it('lists the survey’s markers by date, narrowed by from and to (inclusive)', async () => {
    await create({ date: '2026-12-01', label: 'Winter sale' });
    const all = await callAs(app, editor, 'GET', path, { team: 'shop' });
    expect(all.status).toBe(200);
    const dates = (all.body.markers as { date: string }[]).map((marker) => marker.date);
    expect(dates).toEqual(['2024-02-29', '2026-11-20', '2026-12-01']);
    const narrowed = await callAs(app, editor, 'GET', path, {
      team: 'shop',
      query: [
        ['from', '2026-11-20'],
        ['to', '2026-12-01'],
      ],
    });
    expect((narrowed.body.markers as { date: string }[]).map((marker) => marker.date)).toEqual([
      '2026-11-20',
      '2026-12-01',
    ]);
    const from = await callAs(app, editor, 'GET', path, {
      team: 'shop',
      query: [['from', '2026-11-21']],
    });
    expect((from.body.markers as { date: string }[]).map((marker) => marker.date)).toEqual([
      '2026-12-01',
    ]);
  });

  it('changes only the fields sent; null clears description and colour', async () => {
    const changed = await callAs(app, editor, 'PATCH', `${path}/${releaseId}`, {
      team: 'shop',
      body: { label: 'Release 4.2.1', color: null },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: releaseId,
      date: '2026-11-20',
      label: 'Release 4.2.1',
      description: 'New checkout flow',
      color: null,
    });
    const cleared = await callAs(app, editor, 'PATCH', `${path}/${releaseId}`, {
      team: 'shop',
      body: { description: null, date: '2026-11-19' },
    });
    expect(cleared.body).toMatchObject({ description: null, date: '2026-11-19' });
  });

  it('deletes a marker with 204 and audits marker.delete (admin)', async () => {
    const deleted = await callAs(app, admin, 'DELETE', `${path}/${releaseId}`, { team: 'shop' });
    expect(deleted.status).toBe(204);
    expect(deleted.audits).toEqual([
      expect.objectContaining({
        audit_event: 'marker.delete',
        audit_category: 'delete',
        audit_outcome: 'success',
        resource_type: 'marker',
        resource_id: releaseId,
      }),
    ]);
    const all = await callAs(app, editor, 'GET', path, { team: 'shop' });
    expect((all.body.markers as { id: string }[]).map((marker) => marker.id)).not.toContain(
      releaseId,
    );
  });
});
