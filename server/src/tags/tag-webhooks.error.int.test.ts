import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, storeTextFeedback } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { insertEndpointSet, outboxMessages } from '../testing/outbox-fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A tag change that is refused writes no `feedback.updated`: the 21st tag (400), a tag the item
 * does not carry, an unknown item and another team's item (404).
 */

let app: TestApp;
let team: SeededTeam;
let other: SeededTeam;
let editor: string;

beforeAll(async () => {
  // The outbox as the change writes it: no delivery worker takes the messages meanwhile.
  app = await startTestApp({}, { webhookDelivery: false });
  team = await seedTeam(app, { slug: 'support' });
  other = await seedTeam(app, { slug: 'support-other' });
  await mapGroup(app, 'support', 'g-editors', 'editor');
  editor = await app.tokenFor({ sub: 'editor-1', groups: ['g-editors'] });
  for (const [owner, stranger] of [
    [team, other],
    [other, team],
  ] as const) {
    await insertEndpointSet(app, {
      teamId: owner.teamId,
      otherTeamId: stranger.teamId,
      eventType: 'feedback.updated',
    });
  }
});
afterAll(async () => {
  await app?.close();
});

const tagPath = (id: string) => `/intern/feedback/${id}/tags`;
const updates = async () => (await outboxMessages(app, 'feedback.updated')).length;

describe('refused tag changes', () => {
  it('the 21st tag writes nothing', async () => {
    const full = await storeTextFeedback(app, team, 'checkout', 'Many tags.');
    await app.runtime.deps.orm.em
      .fork()
      .execute(
        'insert into feedback_tag (feedback_id, tag, team_id, created_at) select ?, $t$tag-$t$ || n, ?, now() from generate_series(1, 20) n',
        [full, team.teamId],
      );
    const before = await updates();
    const over = await callAs(app, editor, 'POST', tagPath(full), {
      team: 'support',
      body: { tag: 'tag-21' },
    });
    expect(over.status).toBe(400);
    expect(await updates()).toBe(before);
  });

  it('removing a tag the item lacks, or tagging an unknown or another team’s item, writes nothing', async () => {
    const item = await storeTextFeedback(app, team, 'checkout', 'Fine.');
    const theirs = await storeTextFeedback(app, other, 'checkout', 'Theirs.');
    await app.runtime.deps.orm.em
      .fork()
      .execute(
        "insert into feedback_tag (feedback_id, tag, team_id, created_at) values (?, 'kept', ?, now())",
        [theirs, other.teamId],
      );
    const before = await updates();
    const absent = await callAs(app, editor, 'DELETE', `${tagPath(item)}/never`, {
      team: 'support',
    });
    expect(absent.status).toBe(404);
    for (const id of [randomUUID(), theirs]) {
      const added = await callAs(app, editor, 'POST', tagPath(id), {
        team: 'support',
        body: { tag: 'x' },
      });
      expect(added.status).toBe(404);
      const removed = await callAs(app, editor, 'DELETE', `${tagPath(id)}/kept`, {
        team: 'support',
      });
      expect(removed.status).toBe(404);
    }
    expect(await updates()).toBe(before);
  });
});
