import type { Answer } from '@heed/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { insertFeedbackRows } from '../testing/feedback-rows.ts';
import { fourFieldSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { EXPORT_LIMIT_PER_MINUTE } from './feedback-export.service.ts';

/**
 * The export's failures: everything found before the first byte is a problem+json answer naming
 * what was wrong; a failure while streaming aborts the transfer (the receiver never holds a file
 * that looks complete); the export has its own rate limit (30 a minute a user).
 */

const SURVEY = 'survey-x';
let app: TestApp;
let team: SeededTeam;
let editor: string;
let viewer: string;

function exportUrl(query: [string, string][]) {
  return `${app.url}/api/v1/intern/export?${new URLSearchParams(query)}`;
}

function fetchExport(query: [string, string][], token: string | null = editor) {
  return fetch(exportUrl(query), { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function expectProblem(response: Response, status: number, path?: string) {
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(response.headers.get('content-disposition')).toBeNull();
  const body = (await response.json()) as {
    status: number;
    code: string;
    errors?: { path: string }[];
  };
  expect(response.status, JSON.stringify(body)).toBe(status);
  if (path) expect(body.errors?.map((error) => error.path)).toContain(path);
  return body;
}

const base: [string, string][] = [
  ['team', 'export-errors'],
  ['surveyId', SURVEY],
  ['format', 'csv'],
];

beforeAll(async () => {
  app = await startTestApp();
  team = await seedTeam(app, { slug: 'export-errors' });
  await mapGroup(app, 'export-errors', 'g-xe', 'editor');
  await mapGroup(app, 'export-errors', 'g-xv', 'viewer');
  editor = await app.tokenFor({ sub: 'export-error-editor', groups: ['g-xe'] });
  viewer = await app.tokenFor({ sub: 'export-error-viewer', groups: ['g-xv'] });
  const response = await fetch(`${app.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${team.secretKey.value}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(fourFieldSubmission(SURVEY)),
  });
  expect(response.status).toBe(201);
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/v1/intern/export — refused before the first byte', () => {
  it('needs a format of csv, json or xlsx', async () => {
    await expectProblem(
      await fetchExport(base.filter(([name]) => name !== 'format')),
      400,
      'format',
    );
    await expectProblem(await fetchExport([...base.slice(0, 2), ['format', 'pdf']]), 400, 'format');
  });

  it('needs valid filters and no unknown parameter', async () => {
    await expectProblem(await fetchExport([...base, ['rating', 'overall']]), 400, 'rating');
    await expectProblem(await fetchExport([...base, ['rating', 'overall:2-1']]), 400, 'rating');
    await expectProblem(await fetchExport([...base, ['rating', 'overall:0-11']]), 400, 'rating');
    await expectProblem(await fetchExport([...base, ['tz', 'Nowhere/Land']]), 400, 'tz');
    await expectProblem(await fetchExport([...base, ['limit', '10']]), 400);
  });

  it('needs an explicit team (400 team_required, audited without naming a team)', async () => {
    const before = app.output.auditEvents.length;
    const body = await expectProblem(await fetchExport(base.slice(1)), 400, 'team');
    expect(body.code).toBe('team_required');
    expect(app.output.auditEvents.slice(before)).toEqual([
      expect.objectContaining({
        audit_event: 'auth.team.explicit_team_missing',
        authorization_policy: 'explicit_team_required',
      }),
    ]);
  });

  it('needs the editor role (viewer 403, audited) and a token (401)', async () => {
    const before = app.output.auditEvents.length;
    const body = await expectProblem(await fetchExport(base, viewer), 403);
    expect(body.code).toBe('forbidden');
    expect(app.output.auditEvents.slice(before)).toEqual([
      expect.objectContaining({
        audit_event: 'auth.team.denied',
        authorization_policy: 'team_editor_required',
        required_role: 'editor',
      }),
    ]);
    await expectProblem(await fetchExport(base, null), 401);
  });

  it(`allows ${EXPORT_LIMIT_PER_MINUTE} exports a minute per user, then 429 with Retry-After`, async () => {
    const token = await app.tokenFor({ sub: 'export-busy', groups: ['g-xe'] });
    const empty: [string, string][] = [...base, ['from', '2031-01-01']];
    for (let sent = 0; sent < EXPORT_LIMIT_PER_MINUTE; sent += 1) {
      const response = await fetchExport(empty, token);
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe(String(EXPORT_LIMIT_PER_MINUTE));
      await response.arrayBuffer();
    }
    const denied = await fetchExport(empty, token);
    const body = await expectProblem(denied, 429);
    expect(body.code).toBe('rate_limited');
    expect(Number(denied.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Its own budget: the same user's statistics are not limited by it.
    const stats = await fetch(`${app.url}/api/v1/intern/stats/overview?team=export-errors`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stats.status).toBe(200);
  });
});

describe('GET /api/v1/intern/export — every survey, wider than a worksheet', () => {
  it('refuses XLSX when the union of field ids passes 16,384 columns, and still writes CSV and JSON', async () => {
    const wide = await seedTeam(app, { slug: 'export-wide' });
    await mapGroup(app, 'export-wide', 'g-xw', 'editor');
    const token = await app.tokenFor({ sub: 'export-wide-editor', groups: ['g-xw'] });
    // 330 surveys of 50 distinct text fields: 16,500 field columns (plus the fixed ones).
    await app.runtime.deps.orm.em.fork().execute(
      `insert into survey_definition (id, team_id, survey_id, definition_hash, definition, created_at)
       select gen_random_uuid(), ?, 'wide-' || s, md5(s::text),
              jsonb_build_object('surveyType', 'wide', 'fields',
                (select jsonb_agg(jsonb_build_object('fieldId', 'f' || s || '-' || f,
                   'fieldType', 'TEXT', 'label', '')) from generate_series(1, 50) f)),
              now()
         from generate_series(1, 330) s`,
      [wide.teamId],
    );
    const answers: Answer[] = [
      {
        fieldId: 'f200-7',
        fieldType: 'TEXT',
        question: { label: '' },
        value: { type: 'text', text: '=wide' },
      },
    ];
    const [id] = await insertFeedbackRows(app, wide, 'wide-200', [
      { answers, receivedAt: new Date('2026-11-20T10:00:00Z') },
    ]);
    const resolved = await callAs(app, token, 'PATCH', `/intern/feedback/${id}`, {
      team: 'export-wide',
      body: { status: 'resolved' },
    });
    expect(resolved.status, resolved.text).toBe(200);
    const query = (format: string): [string, string][] => [
      ['team', 'export-wide'],
      ['format', format],
    ];
    const refused = await expectProblem(await fetchExport(query('xlsx'), token), 400, 'format');
    expect(JSON.stringify(refused)).toMatch(/16384/);
    const csv = await fetchExport(query('csv'), token);
    expect(csv.status).toBe(200);
    // Wider than one COPY can select: written row by row, with the same cells.
    const [header = [], row = [], ...rest] = parse(await csv.text(), { bom: true }) as string[][];
    // id, surveyId, two times and the app; the fields; tags, themes, triage (3), context.
    expect(header).toHaveLength(1 + 1 + 3 + 16_500 + 6);
    expect(rest).toEqual([]);
    expect(row[header.indexOf('surveyId')]).toBe('wide-200');
    expect(row[header.indexOf('f200-7')]).toBe("'=wide");
    expect(row[header.indexOf('status')]).toBe('resolved');
    expect(row[header.indexOf('assignee')]).toBe('');
    expect(row[header.indexOf('statusChangedAt')]).toBe(resolved.body.statusChangedAt);
    expect(row.filter((cell) => cell !== '')).toHaveLength(8);
    const json = await fetchExport(query('json'), token);
    expect(json.status).toBe(200);
    expect(await json.json()).toHaveLength(1);
  });
});

describe('GET /api/v1/intern/export — failure while streaming', () => {
  it('aborts the transfer when the database connection dies midway, and audits a failure', async () => {
    // About 48 MB in all (the bulk in the context, which costs the insert no text search): far
    // more than the socket and stream buffers between PostgreSQL and this reader hold, so the
    // COPY is still sending when the first chunk arrives.
    const long = `/${'x'.repeat(4000)}`;
    const rows = Array.from({ length: 12_000 }, (_, index) => ({
      receivedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
      answers: [
        {
          fieldId: 'comment',
          fieldType: 'TEXT',
          question: { label: 'Anything to add?' },
          value: { type: 'text', text: `${index} fine` },
        },
      ] as Answer[],
      context: { pathname: long },
    }));
    await insertFeedbackRows(app, team, SURVEY, rows);
    const response = await fetchExport(base);
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const first = await reader.read();
    expect(first.done).toBe(false);
    // The export's COPY is the only one running in this database now.
    const killed = await app.runtime.deps.orm.em.fork().execute<{ killed: boolean }[]>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query like 'copy (%'`,
    );
    expect(killed.map((row) => row.killed)).toEqual([true]);
    let received = first.value?.byteLength ?? 0;
    const drained = (async () => {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return 'complete';
        received += chunk.value.byteLength;
      }
    })();
    await expect(drained).rejects.toThrow();
    // Far less than the ~48 MB the whole file would be.
    expect(received).toBeLessThan(12_000 * long.length);
    const audit = app.output.auditEvents
      .filter((event) => event.audit_event === 'export.feedback')
      .at(-1);
    expect(audit).toMatchObject({ audit_outcome: 'failure' });
    expect(Number(audit?.resource_count)).toBeLessThan(12_000);
  });
});
