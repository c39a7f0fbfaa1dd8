import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, sqlRows, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Themes (Rule: docs/rules/dashboard.md#dashboard-6: a text answer matches a theme when one of its
 * keywords occurs in it as whole words, in order, adjacent, case-insensitive; matches are kept in
 * `feedback_theme` and recomputed when a theme is created or its keywords change; deleting a
 * theme takes its matches along, audited as `theme.delete`).
 */

let app: TestApp;
let shop: SeededTeam;
let other: SeededTeam;
let editor: string;
let admin: string;
const items: Record<string, string> = {};

const TEXTS: Record<string, string> = {
  phrase: 'My payment failed twice at checkout.',
  upper: 'PAYMENT   Failed!',
  reversed: 'The failed payment was refunded.',
  plural: 'All payments failed.',
  apart: 'Payment has failed.',
  delivery: 'Delivery was late.',
  none: 'Great service.',
};

beforeAll(async () => {
  app = await startTestApp();
  shop = await seedTeam(app, { slug: 'shop' });
  other = await seedTeam(app, { slug: 'other' });
  await mapGroup(app, 'shop', 'g-editors', 'editor');
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  editor = await app.tokenFor({ sub: 'editor-1', groups: ['g-editors'] });
  admin = await app.tokenFor({ sub: 'admin-1', groups: ['g-admins'] });
  for (const [name, text] of Object.entries(TEXTS)) {
    items[name] = await storeTextFeedback(app, shop, 'checkout', text);
  }
  // Another team's item with the same text must never match the shop's theme.
  items.otherTeam = await storeTextFeedback(app, other, 'checkout', TEXTS.phrase ?? '');
});
afterAll(async () => {
  await app.close();
});

async function matchesOf(themeId: string): Promise<string[]> {
  const rows = await sqlRows<{ feedback_id: string }>(
    app,
    'select feedback_id from feedback_theme where theme_id = ?',
    [themeId],
  );
  const names = Object.fromEntries(Object.entries(items).map(([name, id]) => [id, name]));
  return rows.map((row) => names[row.feedback_id] ?? row.feedback_id).sort();
}

describe('themes', () => {
  let payment: string;

  it('creates a theme with 201 and matches the team’s stored text answers as phrases', async () => {
    const created = await callAs(app, editor, 'POST', '/intern/themes', {
      team: 'shop',
      body: {
        name: ' Payments ',
        keywords: ['payment failed', ' card declined '],
        color: '#d62728',
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Payments',
      keywords: ['payment failed', 'card declined'],
      color: '#d62728',
      createdAt: expect.any(String),
    });
    payment = String(created.body.id);
    expect(await matchesOf(payment)).toEqual(['phrase', 'upper']);
  });

  it('lets an item match several themes', async () => {
    const created = await callAs(app, editor, 'POST', '/intern/themes', {
      team: 'shop',
      body: { name: 'Checkout', keywords: ['checkout', 'late'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.color).toBeNull();
    expect(await matchesOf(String(created.body.id))).toEqual(['delivery', 'phrase']);
  });

  it('lists the team’s themes by name', async () => {
    const listed = await callAs(app, editor, 'GET', '/intern/themes', { team: 'shop' });
    expect(listed.status).toBe(200);
    expect((listed.body.themes as { name: string }[]).map((theme) => theme.name)).toEqual([
      'Checkout',
      'Payments',
    ]);
    const others = await callAs(app, admin, 'GET', '/intern/themes', { team: 'shop' });
    expect(others.body).toEqual(listed.body);
  });

  it('recomputes the matches when the keywords change, and keeps them on a rename', async () => {
    const changed = await callAs(app, editor, 'PATCH', `/intern/themes/${payment}`, {
      team: 'shop',
      body: { keywords: ['failed payment', 'payments'] },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Payments',
      keywords: ['failed payment', 'payments'],
    });
    expect(await matchesOf(payment)).toEqual(['plural', 'reversed']);
    const renamed = await callAs(app, editor, 'PATCH', `/intern/themes/${payment}`, {
      team: 'shop',
      body: { name: 'Billing', color: null },
    });
    expect(renamed.body).toMatchObject({ name: 'Billing', color: null });
    expect(await matchesOf(payment)).toEqual(['plural', 'reversed']);
  });

  it('deletes a theme with 204, its matches with it, audited as theme.delete', async () => {
    const deleted = await callAs(app, admin, 'DELETE', `/intern/themes/${payment}`, {
      team: 'shop',
    });
    expect(deleted.status).toBe(204);
    expect(deleted.audits).toEqual([
      expect.objectContaining({
        audit_event: 'theme.delete',
        audit_category: 'delete',
        audit_outcome: 'success',
        resource_type: 'theme',
        resource_id: payment,
        team_slug: 'shop',
      }),
    ]);
    expect(await matchesOf(payment)).toEqual([]);
  });
});
