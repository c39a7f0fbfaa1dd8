import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Tagging feedback (Rule: docs/rules/dashboard.md#dashboard-4: `POST /intern/feedback/{id}/tags`
 * 201 / 200 for an existing tag, `DELETE …/tags/{tag}` 204 with `tag.delete`, `GET /intern/tags`
 * with counts).
 */

let app: TestApp;
let team: SeededTeam;
let editor: string;
let first: string;
let second: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'support' });
  await mapGroup(app, 'support', 'g-editors', 'editor');
  editor = await app.tokenFor({ sub: 'editor-1', groups: ['g-editors'] });
  first = await storeTextFeedback(app, team, 'checkout', 'The card was declined.');
  second = await storeTextFeedback(app, team, 'checkout', 'Fast and easy.');
});
afterAll(async () => {
  await app.close();
});

const tag = (id: string, value: string) =>
  callAs(app, editor, 'POST', `/intern/feedback/${id}/tags`, {
    team: 'support',
    body: { tag: value },
  });

describe('tagging', () => {
  it('adds a trimmed, lower-cased tag with 201 and answers every tag of the item, sorted', async () => {
    const added = await tag(first, '  Payment  ');
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ tags: ['payment'] });
    const again = await tag(first, 'Card-Declined');
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ tags: ['card-declined', 'payment'] });
  });

  it('answers 200 with the tags and changes nothing when the item has the tag already', async () => {
    const repeated = await tag(first, 'PAYMENT');
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual({ tags: ['card-declined', 'payment'] });
  });

  it('accepts a tag of exactly 50 characters and one of non-ASCII letters', async () => {
    const long = 'x'.repeat(50);
    expect((await tag(second, long)).status).toBe(201);
    const unicode = await tag(second, 'Ærlig Tilbakemelding');
    expect(unicode.status).toBe(201);
    expect(unicode.body.tags).toContain('ærlig tilbakemelding');
  });

  it('counts each tag over the team in GET /intern/tags, most used first', async () => {
    await tag(second, 'payment');
    const listed = await callAs(app, editor, 'GET', '/intern/tags');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      tags: [
        { tag: 'payment', count: 2 },
        { tag: 'card-declined', count: 1 },
        { tag: 'x'.repeat(50), count: 1 },
        { tag: 'ærlig tilbakemelding', count: 1 },
      ],
    });
  });

  it('removes a tag with 204 (tag in the path, normalised alike) and audits tag.delete', async () => {
    const removed = await callAs(
      app,
      editor,
      'DELETE',
      `/intern/feedback/${first}/tags/${encodeURIComponent('Card-Declined')}`,
      { team: 'support' },
    );
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect(removed.audits).toEqual([
      expect.objectContaining({
        audit_event: 'tag.delete',
        audit_category: 'delete',
        audit_outcome: 'success',
        resource_type: 'feedback_tag',
        resource_id: first,
        team_slug: 'support',
      }),
    ]);
    const listed = await callAs(app, editor, 'GET', '/intern/tags');
    expect(listed.body.tags).not.toContainEqual(expect.objectContaining({ tag: 'card-declined' }));
    expect((await tag(first, 'other')).body).toEqual({ tags: ['other', 'payment'] });
  });

  it('removes a tag with spaces through its encoded path', async () => {
    const removed = await callAs(
      app,
      editor,
      'DELETE',
      `/intern/feedback/${second}/tags/${encodeURIComponent('ærlig tilbakemelding')}`,
      { team: 'support' },
    );
    expect(removed.status).toBe(204);
  });

  it('serves the same over tRPC', async () => {
    const response = await fetch(`${app.url}/trpc/tags.add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: second, team: 'support', tag: 'via-trpc' }),
    });
    // The same status as REST: 201 for a new tag.
    expect(response.status).toBe(201);
    const body = (await response.json()) as { result: { data: { tags: string[] } } };
    expect(body.result.data.tags).toContain('via-trpc');
  });
});
