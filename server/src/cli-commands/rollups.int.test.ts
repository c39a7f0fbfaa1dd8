import type { Answer, FieldDefinition, SurveyDefinition } from '@heed/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../testing/curating.fixtures.ts';
import {
  answersFor,
  insertFeedbackRows,
  insertTheme,
  registerSurvey,
  submitAnswers,
} from '../testing/feedback-rows.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { rebuildRollups, verifyRollups } from './rollups.service.ts';

/**
 * `heed rollups verify|rebuild`: the stored counts of `feedback_rollup` (items, answers and theme
 * matches) compared with a recount from the rows, and corrected in small transactions, also while
 * submissions, bulk inserts and deletions go on.
 */

let app: TestApp;
let north: SeededTeam;
let south: SeededTeam;

const definition = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'stars',
      fieldType: 'RATING',
      label: 'Stars',
      ratingVariant: 'stars',
      ratingScale: 5,
    },
    { fieldId: 'note', fieldType: 'TEXT', label: 'Note' },
    {
      fieldId: 'topics',
      fieldType: 'MULTI_CHOICE',
      label: 'Topics',
      options: [
        { optionId: 'price', label: 'Price' },
        { optionId: 'speed', label: 'Speed' },
      ],
    },
  ],
} as SurveyDefinition;
const fields = definition.fields as FieldDefinition[];
const NOTES = ['', '  ', 'fast delivery', 'too expensive', 'slow and expensive'];
const TOPICS = [[], ['price'], ['price', 'speed']];

function itemAnswers(index: number): Answer[] {
  return answersFor(fields, {
    stars: 1 + (index % 5),
    note: NOTES[index % NOTES.length] ?? '',
    topics: TOPICS[index % TOPICS.length] ?? [],
  });
}

/** Items every 9.7 hours (about five months for 400), in two surveys and two apps. */
async function seed(team: SeededTeam, count: number, offset = 0): Promise<void> {
  for (const survey of ['alpha', 'beta']) {
    await insertFeedbackRows(
      app,
      team,
      survey,
      Array.from({ length: count }, (_, index) => ({
        receivedAt: new Date(Date.UTC(2026, 5, 1) + (index + offset) * 582 * 60_000),
        answers: itemAnswers(index + offset),
        appName: index % 3 === 0 ? 'kiosk' : 'webshop',
      })),
    );
  }
}

const system = () => ({ em: app.runtime.deps.orm.em.fork(), actor: { type: 'system' } as const });

async function differences(team?: string) {
  return (await verifyRollups(system(), team === undefined ? {} : { team })).differences;
}

/**
 * Spoils some of a team's counts: raised, lowered, removed (items, themes, quarter hours), and
 * bogus ones.
 */
async function corrupt(team: SeededTeam): Promise<void> {
  await sqlRows(
    app,
    `update feedback_rollup set n = n + 3
      where (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text) in (
        select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text
          from feedback_rollup where team_id = ? and value = '' order by bucket limit 4)`,
    [team.teamId],
  );
  await sqlRows(
    app,
    `update feedback_rollup set n = n - 1
      where (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text) in (
        select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text
          from feedback_rollup where team_id = ? and n > 1 and grain = 'm' limit 2)`,
    [team.teamId],
  );
  await sqlRows(
    app,
    `delete from feedback_rollup
      where (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text) in (
        (select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text
           from feedback_rollup where team_id = ? and value like 'theme:%' order by bucket limit 3)
        union all
        (select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text
           from feedback_rollup where team_id = ? and value = '3' order by bucket desc limit 3))`,
    [team.teamId, team.teamId],
  );
  await sqlRows(
    app,
    `insert into feedback_rollup (team_id, grain, field_id, survey_id, bucket, value, app_name,
                                  has_text, n)
     values (?, 'd', 'stars', 'alpha', '2026-07-04T00:00:00Z', '9', 'webshop', false, 5),
            (?, 'q', 'stars', 'alpha', '2026-07-04T10:45:00Z', '2', 'webshop', false, 2)`,
    [team.teamId, team.teamId],
  );
  // Quarter-hour counts of items, removed.
  await sqlRows(
    app,
    `delete from feedback_rollup
      where (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text) in (
        select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text
          from feedback_rollup where team_id = ? and grain = 'q' and field_id = ''
         order by bucket limit 2)`,
    [team.teamId],
  );
}

beforeAll(async () => {
  app = await startTestApp();
  north = await seedTeam(app, { slug: 'rollups-north' });
  south = await seedTeam(app, { slug: 'rollups-south' });
  for (const team of [north, south]) {
    await insertTheme(app, team, 'Speed', ['fast', 'slow']);
    await insertTheme(app, team, 'Price', ['expensive']);
    for (const survey of ['alpha', 'beta']) await registerSurvey(app, team, survey, definition);
    await seed(team, 400);
  }
});
afterAll(async () => {
  await app.close();
});

describe('rollups verify and rebuild', () => {
  it('find no difference where the triggers kept the counts', async () => {
    const matches = await sqlRows<{ n: number }>(
      app,
      'select count(*)::int as n from feedback_theme where team_id = ?',
      [north.teamId],
    );
    expect(matches[0]?.n).toBeGreaterThan(100);
    const verified = await verifyRollups(system(), {});
    expect(verified.teams).toEqual(expect.arrayContaining(['rollups-north', 'rollups-south']));
    expect(verified.differences).toEqual([]);
  });

  it('report each spoiled count, and rebuild one team only with --team', async () => {
    await corrupt(north);
    await corrupt(south);
    const found = await differences('rollups-north');
    expect(found.length).toBeGreaterThanOrEqual(10);
    expect(found.every((difference) => difference.team === 'rollups-north')).toBe(true);
    expect(found).toContainEqual(
      expect.objectContaining({
        grain: 'd',
        bucket: '2026-07-04T00:00:00.000Z',
        survey_id: 'alpha',
        app_name: 'webshop',
        has_text: false,
        field_id: 'stars',
        value: '9',
        stored: 5,
        counted: 0,
      }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({
        grain: 'q',
        bucket: '2026-07-04T10:45:00.000Z',
        field_id: 'stars',
        value: '2',
        stored: 2,
        counted: 0,
      }),
    );
    expect(
      found.filter(
        (difference) =>
          difference.grain === 'q' && difference.field_id === '' && difference.stored === 0,
      ),
    ).toHaveLength(2);
    expect(found.some((difference) => difference.value.startsWith('theme:'))).toBe(true);
    expect(found.some((difference) => difference.stored === difference.counted + 3)).toBe(true);
    expect(found.some((difference) => difference.stored === 0)).toBe(true);

    const rebuilt = await rebuildRollups(system(), { team: 'rollups-north' });
    expect(rebuilt.teams).toEqual(['rollups-north']);
    expect(rebuilt.changed).toEqual(expect.arrayContaining(found));
    expect(rebuilt.changed).toHaveLength(found.length);
    expect(await differences('rollups-north')).toEqual([]);
    expect((await differences('rollups-south')).length).toBeGreaterThanOrEqual(10);

    await rebuildRollups(system(), {});
    expect(await differences()).toEqual([]);
    const empty = await sqlRows<{ n: number }>(
      app,
      'select count(*)::int as n from feedback_rollup where n <= 0',
    );
    expect(empty[0]?.n).toBe(0);
    expect((await rebuildRollups(system(), {})).changed).toEqual([]);
  });

  it('report and correct the triage counts: changed, removed and bogus ones', async () => {
    // Some items of north change status the way the API does (the triggers keep the counts).
    await sqlRows(
      app,
      `update feedback set status = 'resolved', status_changed_at = now()
        where id in (select id from feedback where team_id = ? and survey_id = 'alpha' limit 30)`,
      [north.teamId],
    );
    expect((await verifyRollups(system(), { team: 'rollups-north' })).triage).toEqual([]);
    await sqlRows(
      app,
      `update feedback_triage_count set n = n + 2
        where team_id = ? and survey_id = 'alpha' and status = 'resolved'`,
      [north.teamId],
    );
    await sqlRows(
      app,
      "delete from feedback_triage_count where team_id = ? and survey_id = 'beta'",
      [north.teamId],
    );
    await sqlRows(
      app,
      `insert into feedback_triage_count (team_id, survey_id, status, n)
       values (?, 'alpha', 'ignored', 4)`,
      [north.teamId],
    );
    const expected = [
      { team: 'rollups-north', survey_id: 'alpha', status: 'ignored', stored: 4, counted: 0 },
      { team: 'rollups-north', survey_id: 'alpha', status: 'resolved', stored: 32, counted: 30 },
      { team: 'rollups-north', survey_id: 'beta', status: 'new', stored: 0, counted: 400 },
    ];
    const found = await verifyRollups(system(), {});
    expect(found.triage.map(({ team_id: _id, ...rest }) => rest)).toEqual(expected);
    const rebuilt = await rebuildRollups(system(), { team: 'rollups-north' });
    expect(rebuilt.triageChanged.map(({ team_id: _id, ...rest }) => rest)).toEqual(expected);
    expect((await verifyRollups(system(), {})).triage).toEqual([]);
    const zero = await sqlRows<{ n: number }>(
      app,
      "select count(*)::int as n from feedback_triage_count where team_id = ? and status = 'ignored'",
      [north.teamId],
    );
    expect(zero[0]?.n).toBe(0);
  });

  it('refuse an unknown team', async () => {
    await expect(verifyRollups(system(), { team: 'nobody' })).rejects.toThrow(
      "No team with the slug 'nobody'",
    );
    await expect(rebuildRollups(system(), { team: 'nobody' })).rejects.toThrow(
      "No team with the slug 'nobody'",
    );
  });

  it('end with every count right when submissions and deletions run during a rebuild', async () => {
    await corrupt(north);
    let writing = true;
    let rounds = 0;
    const writes = (async () => {
      while (writing) {
        rounds++;
        // Into the months being rebuilt, as bulk inserts and deletions, and through the API.
        await seed(north, 15, 400 + rounds * 15);
        await sqlRows(
          app,
          `delete from feedback where id in (
             select id from feedback where team_id = ? order by md5(id::text || ?) limit 4)`,
          [north.teamId, String(rounds)],
        );
        const answers = await Promise.all(
          Array.from({ length: 4 }, (_, index) =>
            submitAnswers(app, north, 'alpha', definition, itemAnswers(rounds + index)),
          ),
        );
        expect(answers.map((response) => response.status)).toEqual([201, 201, 201, 201]);
      }
    })();
    try {
      // Rebuilds run until writes have gone on during at least two of them.
      let overlapped = 0;
      for (let pass = 0; pass < 10 && overlapped < 2; pass++) {
        // Every count of the team off by one: each batch corrects every key while writes add to
        // them. Locked in the rollup's key order, as every writer of counts locks them, so the
        // spoiling itself cannot deadlock with the writes going on.
        await sqlRows(
          app,
          `update feedback_rollup r set n = r.n + 1
             from (select ctid from feedback_rollup where team_id = ?
                    order by team_id, grain, field_id, survey_id, bucket, value, app_name, has_text
                    for update) o
            where r.ctid = o.ctid`,
          [north.teamId],
        );
        const before = rounds;
        const rebuilt = await rebuildRollups(system(), { team: 'rollups-north' });
        expect(rebuilt.batches).toBeGreaterThan(6);
        if (rounds > before) overlapped++;
      }
      expect(overlapped).toBe(2);
    } finally {
      writing = false;
      await writes;
    }
    expect(await differences()).toEqual([]);
  }, 120_000);
});
