import { randomUUID } from 'node:crypto';
import type { HttpMethod, ProcedureContract } from '@heed/contracts';
import { GroupMappingSchema } from '@heed/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonym } from './audit/pseudonym.ts';
import { streamedRouteContracts } from './http/export-route.ts';
import { insertAlertMessage, insertAlertRule } from './testing/alert-fixtures.ts';
import { mapGroup } from './testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from './testing/fixtures.ts';
import {
  addressesTeamByPathOnly,
  coverageOf,
  inputOfRestCall,
  isKeyScoped,
  isTeamScoped,
  type ProcedureId,
  procedureId,
  restPathOf,
  servedProcedures,
  trpcPathOf,
} from './testing/served-procedures.ts';
import { startTestApp, TEST_ADMIN_GROUP, type TestApp } from './testing/test-app.ts';
import { insertWebhookEndpoint, insertWebhookMessage } from './testing/webhook-fixtures.ts';
import { messageIdOf } from './webhooks/message-id.ts';

/**
 * Tenant isolation, one suite for every tenant-scoped procedure (Rules:
 * docs/rules/roles.md#roles-10, docs/rules/keys.md#keys-1: keys are scoped to one team, team access
 * comes from group mappings, 403 for a wrong team; docs/rules/keys.md#keys-7: an unknown or other
 * team's key is 404).
 *
 * The procedures come from the router (`servedContracts()`), not from a list in this file: every
 * served procedure that is team-scoped (`team` in its contract) or key-scoped (caller `api_key` /
 * `secret_key`) must have request builders in the tables below, or this suite fails. Adding such a
 * procedure therefore means adding it here.
 *
 * The world: teams A and B, each with an `sk` and a `pk` key; `group-a` → A and `group-b` → B, both
 * as admin. B also has a survey only it knows, an app name only it uses and extra keys. A's user
 * (groups `['group-a']`, not an org admin) and A's keys then aim every procedure at B.
 */

const ORIGIN = 'https://app.example.com';
const A = 'tenant-a';
const B = 'tenant-b';
const NO_SUCH_TEAM = 'tenant-nobody-has';
const B_ONLY_SURVEY = 'b-private-survey';
const B_ONLY_APP = 'b-only-app';
/** Registered by B first; A later uses the same surveyId with a definition of its own. */
const SHARED_SURVEY = 'shared-survey-id';
const A_ONLY_SURVEY = 'a-own-survey';
/** A rating survey both teams use under the same id; B's label and marker are B's alone. */
const SHARED_RATING = 'shared-rating-survey';
const B_ONLY_LABEL = 'b-private-question';
const B_ONLY_MARKER = 'b-private-marker';
const B_ONLY_TAG = 'b-private-tag';
const B_ONLY_MARKER_LABEL = 'B private marker';
const B_ONLY_THEME = 'B private theme';
const B_ONLY_WEBHOOK_URL = 'https://b-private-hook.example.com/in';
const B_ONLY_ALERT_NAME = 'B private alert rule';
const B_ONLY_SLACK_HOST = 'b-private-slack.example.com';
/** B's user, a member of B under this name. */
const B_USER = 'user-of-b';
const B_ONLY_MEMBER_NAME = 'B private member name';

interface Tenant extends SeededTeam {
  /** Every key id of the team (seeded, created, rotated). */
  keyIds: string[];
  /** Every key value of the team. */
  keyValues: string[];
}

interface World {
  a: Tenant;
  b: Tenant;
  /** A feedback item of each team. */
  aFeedbackId: string;
  bFeedbackId: string;
  /** The id of B's mapping `group-b` → B. */
  bMappingId: string;
  /** Every string that identifies B's data; none may reach A. */
  bMarkers: string[];
  /**
   * B's curated things: a tagged feedback item, a marker, a theme, a webhook and its message, an
   * alert rule and its message.
   */
  bCurated: {
    feedbackId: string;
    markerId: string;
    themeId: string;
    webhookId: string;
    webhookMessageId: string;
    alertRuleId: string;
    alertMessageId: string;
  };
}

interface RequestSpec {
  method: HttpMethod;
  /** Below `/api/v1`. */
  path: string;
  query?: [string, string][];
  headers?: Record<string, string>;
  body?: unknown;
}

interface Answer {
  status: number;
  text: string;
  body: unknown;
  headers: string;
  audits: Record<string, unknown>[];
}

let app: TestApp;
let world: World;
let tokenA: string;
let tokenB: string;
let tokenNobody: string;

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
const publishable = (value: string) => ({ 'x-api-key': value, origin: ORIGIN });

function definitionOf(fieldIds: string[]) {
  return {
    surveyType: 'rating',
    fields: fieldIds.map((fieldId) => ({ fieldId, fieldType: 'TEXT', label: `Label ${fieldId}` })),
  };
}

function submission(surveyId: string, fieldIds: string[]) {
  return {
    schemaVersion: 2,
    surveyId,
    surveyType: 'rating',
    submittedAt: '2026-11-22T10:15:00Z',
    answers: fieldIds.map((fieldId) => ({
      fieldId,
      fieldType: 'TEXT',
      question: { label: `Label ${fieldId}` },
      value: { type: 'text', text: 'Fine.' },
    })),
    definition: definitionOf(fieldIds),
  };
}

function ratingSubmission(label: string) {
  const field = {
    fieldId: 'score',
    fieldType: 'RATING',
    label,
    ratingVariant: 'stars',
    ratingScale: 5,
  };
  return {
    schemaVersion: 2,
    surveyId: SHARED_RATING,
    surveyType: 'rating',
    submittedAt: '2026-11-22T10:15:00Z',
    answers: [
      {
        fieldId: 'score',
        fieldType: 'RATING',
        question: { label },
        value: { type: 'rating', rating: 4, ratingVariant: 'stars', ratingScale: 5 },
      },
    ],
    definition: { surveyType: 'rating', fields: [field] },
  };
}

/** B's definition of the shared survey, and A's (different in structure). */
const B_FIELDS = ['b-comment'];
const A_FIELDS = ['a-comment', 'a-extra'];

async function send(spec: RequestSpec): Promise<Answer> {
  const search = new URLSearchParams(spec.query ?? []).toString();
  return fetchAnswer(`/api/v1${spec.path}${search ? `?${search}` : ''}`, {
    method: spec.method,
    headers: {
      ...spec.headers,
      ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
  });
}

/** The same call over tRPC (`/trpc/<procedure>`), as the dashboard and the CLI make it. */
function sendTrpc(contract: ProcedureContract, spec: RequestSpec): Promise<Answer> {
  const input = JSON.stringify(inputOfRestCall(contract, spec));
  const path = `/trpc/${trpcPathOf(contract)}`;
  const headers = spec.headers?.authorization ? { authorization: spec.headers.authorization } : {};
  return contract.method === 'GET'
    ? fetchAnswer(`${path}?input=${encodeURIComponent(input)}`, { headers })
    : fetchAnswer(path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: input,
      });
}

async function fetchAnswer(path: string, init: RequestInit): Promise<Answer> {
  const before = app.output.auditEvents.length;
  const response = await fetch(`${app.url}${path}`, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  return {
    status: response.status,
    text,
    body,
    headers: JSON.stringify([...response.headers]),
    audits: app.output.auditEvents.slice(before),
  };
}

function withAuth(spec: RequestSpec, headers: Record<string, string>): RequestSpec {
  return { ...spec, headers: { ...spec.headers, ...headers } };
}

/** Nothing of B in the answer: neither in the body nor in a header. */
function expectNoDataOfB(answer: Answer, what: string) {
  for (const marker of world.bMarkers) {
    expect(answer.text, `${what}: body names B's ${marker}`).not.toContain(marker);
    expect(answer.headers, `${what}: a header names B's ${marker}`).not.toContain(marker);
  }
}

async function keySnapshot(team: Tenant) {
  const answer = await send(
    withAuth({ method: 'GET', path: '/admin/api-keys' }, bearer(team.secretKey.value)),
  );
  expect(answer.status).toBe(200);
  const { keys } = answer.body as {
    keys: {
      id: string;
      team: string;
      status: string;
      expiresAt: string | null;
      revokedAt: string | null;
    }[];
  };
  return keys.map(({ id, team: slug, status, expiresAt, revokedAt }) => ({
    id,
    team: slug,
    status,
    expiresAt,
    revokedAt,
  }));
}

async function feedbackTeamOf(feedbackId: string): Promise<string | undefined> {
  const rows = await app.runtime.deps.orm.em
    .fork()
    .execute<{ team_id: string }[]>('select team_id from feedback where id = ?', [feedbackId]);
  return rows[0]?.team_id;
}

async function definitionHashOf(teamId: string, surveyId: string): Promise<string | undefined> {
  const rows = await app.runtime.deps.orm.em
    .fork()
    .execute<{ definition_hash: string }[]>(
      'select definition_hash from survey_definition where team_id = ? and survey_id = ?',
      [teamId, surveyId],
    );
  return rows[0]?.definition_hash;
}

// ---------------------------------------------------------------------------------------------
// Request builders. Keys are procedure ids (`METHOD /path` as in the contract).
// ---------------------------------------------------------------------------------------------

/**
 * A team-scoped procedure called with the team given by `teams` (`?team=` values in order; the
 * path slug, if any, is the first of them, else A's). Credentials are added by the suite.
 */
type TeamRequest = (w: World, teams: string[]) => RequestSpec | Promise<RequestSpec>;

function teamQuery(teams: string[]): [string, string][] {
  return teams.map((team) => ['team', team]);
}

function contractOf(id: ProcedureId): ProcedureContract {
  const contract = servedProcedures((candidate) => procedureId(candidate) === id)[0];
  if (!contract) throw new Error(`${id} is not served`);
  return contract;
}

/** The plain call: `?team=` and, where the contract has one, the team's path parameter. */
function plainTeamCall(
  id: ProcedureId,
  extraQuery?: (w: World) => [string, string][],
): TeamRequest {
  return (w, teams) => {
    const contract = contractOf(id);
    const pathParam = contract.team?.pathParam;
    return {
      method: contract.method,
      path: restPathOf(contract, pathParam ? { [pathParam]: teams[0] ?? w.a.teamSlug } : {}),
      query: [...teamQuery(teams), ...(extraQuery?.(w) ?? [])],
    };
  };
}

/**
 * A call of a curating procedure that changes something. Aimed at team B it targets B's real
 * things (the call must be refused before it touches them); aimed at A it targets a thing made
 * afresh for the call, so that every call in A can succeed; aimed at any other team, ids that do
 * not exist.
 */
function curatingCall(
  id: ProcedureId,
  target: (w: World, owner: 'a' | 'b' | undefined) => Promise<Record<string, string>>,
  body?: unknown,
): TeamRequest {
  return async (w, teams) => {
    const contract = contractOf(id);
    const first = teams[0];
    const owner = first === B ? 'b' : first === A || first === undefined ? 'a' : undefined;
    return {
      method: contract.method,
      path: restPathOf(contract, await target(w, owner)),
      query: teamQuery(teams),
      ...(body === undefined ? {} : { body }),
    };
  };
}

let freshCount = 0;

/** A new feedback item of A, through A's secret key. */
async function freshFeedbackOfA(w: World, surveyId = A_ONLY_SURVEY): Promise<string> {
  const answer = await mustSend(
    withAuth(
      { method: 'POST', path: '/submission', body: submission(surveyId, A_FIELDS) },
      bearer(w.a.secretKey.value),
    ),
    201,
  );
  return (answer.body as { id: string }).id;
}

async function insertFor(sql: string, params: unknown[]): Promise<void> {
  await app.runtime.deps.orm.em.fork().execute(sql, params);
}

/** A new curated thing of A (an id), made in the database for one call. */
const freshOfA = {
  async taggedFeedback(w: World): Promise<string> {
    const feedbackId = await freshFeedbackOfA(w);
    await insertFor(
      "insert into feedback_tag (feedback_id, tag, team_id, created_at) values (?, 'doomed', ?, now())",
      [feedbackId, w.a.teamId],
    );
    return feedbackId;
  },
  async marker(w: World): Promise<string> {
    const markerId = randomUUID();
    await insertFor(
      `insert into marker (id, team_id, survey_id, date, label, created_at, updated_at)
       values (?, ?, ?, '2026-11-20', 'doomed', now(), now())`,
      [markerId, w.a.teamId, A_ONLY_SURVEY],
    );
    return markerId;
  },
  async theme(w: World): Promise<string> {
    const themeId = randomUUID();
    await insertFor(
      `insert into theme (id, team_id, name, keywords, created_at, updated_at)
       values (?, ?, ?, '["doomed"]', now(), now())`,
      [themeId, w.a.teamId, `doomed ${++freshCount}`],
    );
    return themeId;
  },
  /** A's only webhook endpoint: A's earlier ones are deleted, so that A stays below the cap. */
  async webhook(w: World): Promise<string> {
    await insertFor('delete from webhook_endpoint where team_id = ?', [w.a.teamId]);
    const endpoint = await insertWebhookEndpoint(app, {
      teamId: w.a.teamId,
      url: 'https://a-hook.example.com/in',
      eventTypes: ['webhook.test'],
    });
    return endpoint.id;
  },
  /** A webhook endpoint of A with a failed message (the message's `msg_…` id). */
  async webhookMessage(w: World): Promise<{ id: string; messageId: string }> {
    const id = await freshOfA.webhook(w);
    const row = await insertWebhookMessage(app, {
      teamId: w.a.teamId,
      endpointId: id,
      status: 'failed',
      createdAt: new Date(Date.now() - 60_000),
    });
    return { id, messageId: messageIdOf(row) };
  },
  /** An alert rule of A with a Slack destination; A's earlier ones go, to stay below the cap. */
  async alertRule(w: World): Promise<string> {
    await insertFor('delete from alert_rule where team_id = ?', [w.a.teamId]);
    const rule = await insertAlertRule(app, {
      teamId: w.a.teamId,
      filter: { surveyId: A_ONLY_SURVEY },
      destinations: [{ type: 'slack', url: 'https://a-slack.example.com/services/a' }],
    });
    return rule.id;
  },
  async key(w: World): Promise<string> {
    const answer = await mustSend(
      withAuth(
        {
          method: 'POST',
          path: '/admin/api-keys',
          body: { keyType: 'pk', appName: 'doomed', allowedOrigins: [ORIGIN] },
        },
        bearer(w.a.secretKey.value),
      ),
      201,
    );
    return (answer.body as { id: string }).id;
  },
};

/** B's real id, a fresh one of A, or an id that does not exist. */
async function idFor(
  w: World,
  owner: 'a' | 'b' | undefined,
  ofB: string,
  freshA: (w: World) => Promise<string>,
): Promise<string> {
  return owner === 'b' ? ofB : owner === 'a' ? await freshA(w) : randomUUID();
}

const surveyOf = (owner: 'a' | 'b' | undefined) =>
  owner === 'b' ? B_ONLY_SURVEY : owner === 'a' ? A_ONLY_SURVEY : 'no-such-survey';

const CURATING_ROUTES: Record<string, Record<string, TeamRequest>> = {
  'GET /intern/tags': { plain: plainTeamCall('GET /intern/tags') },
  'PATCH /intern/feedback/{id}': {
    plain: curatingCall(
      'PATCH /intern/feedback/{id}',
      async (w, owner) => ({
        id: await idFor(w, owner, w.bCurated.feedbackId, (x) => freshFeedbackOfA(x)),
      }),
      { status: 'resolved', assignee: 'me' },
    ),
  },
  'POST /intern/feedback/bulk': {
    'by ids': async (w, teams) => {
      const owner =
        teams[0] === B ? 'b' : teams[0] === A || teams[0] === undefined ? 'a' : undefined;
      return {
        ...(await curatingCall('POST /intern/feedback/bulk', async () => ({}))(w, teams)),
        body: {
          ids: [await idFor(w, owner, w.bCurated.feedbackId, (x) => freshFeedbackOfA(x))],
          action: { type: 'status', status: 'resolved' },
        },
      };
    },
    "naming B's item, whatever the team": async (w, teams) => ({
      ...(await curatingCall('POST /intern/feedback/bulk', async () => ({}))(w, teams)),
      body: { ids: [w.bCurated.feedbackId], action: { type: 'tag', tag: 'isolation' } },
    }),
    "by filter, on B's own survey": async (w, teams) => ({
      ...(await curatingCall('POST /intern/feedback/bulk', async () => ({}))(w, teams)),
      body: {
        filter: { surveyId: B_ONLY_SURVEY, tag: B_ONLY_TAG },
        action: { type: 'untag', tag: B_ONLY_TAG },
      },
    }),
  },
  'GET /intern/members': { plain: plainTeamCall('GET /intern/members') },
  'POST /intern/feedback/{id}/tags': {
    plain: curatingCall(
      'POST /intern/feedback/{id}/tags',
      async (w, owner) => ({
        id: await idFor(w, owner, w.bCurated.feedbackId, (x) => freshFeedbackOfA(x)),
      }),
      { tag: 'isolation' },
    ),
  },
  'DELETE /intern/feedback/{id}/tags/{tag}': {
    plain: curatingCall('DELETE /intern/feedback/{id}/tags/{tag}', async (w, owner) =>
      owner === 'b'
        ? { id: w.bCurated.feedbackId, tag: B_ONLY_TAG }
        : { id: owner === 'a' ? await freshOfA.taggedFeedback(w) : randomUUID(), tag: 'doomed' },
    ),
  },
  'DELETE /intern/feedback/{id}': {
    plain: curatingCall('DELETE /intern/feedback/{id}', async (w, owner) => ({
      id: await idFor(w, owner, w.bCurated.feedbackId, freshFeedbackOfA),
    })),
  },
  'DELETE /intern/surveys/{surveyId}': {
    plain: curatingCall('DELETE /intern/surveys/{surveyId}', async (w, owner) => {
      if (owner !== 'a') return { surveyId: surveyOf(owner) };
      const surveyId = `a-doomed-survey-${++freshCount}`;
      await freshFeedbackOfA(w, surveyId);
      return { surveyId };
    }),
  },
  'GET /intern/surveys/{surveyId}/markers': {
    plain: curatingCall('GET /intern/surveys/{surveyId}/markers', async (_w, owner) => ({
      surveyId: surveyOf(owner),
    })),
  },
  'POST /intern/surveys/{surveyId}/markers': {
    plain: curatingCall(
      'POST /intern/surveys/{surveyId}/markers',
      async (_w, owner) => ({ surveyId: surveyOf(owner) }),
      { date: '2026-11-21', label: 'isolation' },
    ),
  },
  'PATCH /intern/surveys/{surveyId}/markers/{id}': {
    plain: curatingCall(
      'PATCH /intern/surveys/{surveyId}/markers/{id}',
      async (w, owner) => ({
        surveyId: surveyOf(owner),
        id: await idFor(w, owner, w.bCurated.markerId, freshOfA.marker),
      }),
      { label: 'isolation' },
    ),
  },
  'DELETE /intern/surveys/{surveyId}/markers/{id}': {
    plain: curatingCall('DELETE /intern/surveys/{surveyId}/markers/{id}', async (w, owner) => ({
      surveyId: surveyOf(owner),
      id: await idFor(w, owner, w.bCurated.markerId, freshOfA.marker),
    })),
  },
  'GET /intern/themes': { plain: plainTeamCall('GET /intern/themes') },
  'POST /intern/themes': {
    plain: async (w, teams) => ({
      ...(await curatingCall('POST /intern/themes', async () => ({}))(w, teams)),
      body: { name: `isolation ${++freshCount}`, keywords: ['fine'] },
    }),
  },
  'PATCH /intern/themes/{id}': {
    plain: curatingCall(
      'PATCH /intern/themes/{id}',
      async (w, owner) => ({
        id: await idFor(w, owner, w.bCurated.themeId, freshOfA.theme),
      }),
      { keywords: ['fine'] },
    ),
  },
  'DELETE /intern/themes/{id}': {
    plain: curatingCall('DELETE /intern/themes/{id}', async (w, owner) => ({
      id: await idFor(w, owner, w.bCurated.themeId, freshOfA.theme),
    })),
  },
  'GET /intern/webhooks': { plain: plainTeamCall('GET /intern/webhooks') },
  'POST /intern/webhooks': {
    plain: curatingCall('POST /intern/webhooks', async () => ({}), {
      url: 'https://isolation.example.com/in',
      eventTypes: ['webhook.test'],
    }),
  },
  'PATCH /intern/webhooks/{id}': {
    plain: curatingCall(
      'PATCH /intern/webhooks/{id}',
      async (w, owner) => ({ id: await idFor(w, owner, w.bCurated.webhookId, freshOfA.webhook) }),
      { description: 'isolation', enabled: false },
    ),
  },
  'POST /intern/webhooks/{id}/rotate-secret': {
    plain: curatingCall(
      'POST /intern/webhooks/{id}/rotate-secret',
      async (w, owner) => ({ id: await idFor(w, owner, w.bCurated.webhookId, freshOfA.webhook) }),
      { gracePeriodHours: 1 },
    ),
  },
  'DELETE /intern/webhooks/{id}': {
    plain: curatingCall('DELETE /intern/webhooks/{id}', async (w, owner) => ({
      id: await idFor(w, owner, w.bCurated.webhookId, freshOfA.webhook),
    })),
  },
  'POST /intern/webhooks/{id}/test': {
    plain: curatingCall('POST /intern/webhooks/{id}/test', async (w, owner) => ({
      id: await idFor(w, owner, w.bCurated.webhookId, freshOfA.webhook),
    })),
  },
  'GET /intern/webhooks/{id}/messages': {
    plain: curatingCall('GET /intern/webhooks/{id}/messages', async (w, owner) => ({
      id: await idFor(w, owner, w.bCurated.webhookId, freshOfA.webhook),
    })),
    'filtered to failed messages': async (w, teams) => {
      const spec = await curatingCall('GET /intern/webhooks/{id}/messages', async (x, owner) => ({
        id: await idFor(x, owner, x.bCurated.webhookId, freshOfA.webhook),
      }))(w, teams);
      return { ...spec, query: [...(spec.query ?? []), ['status', 'failed']] };
    },
  },
  'POST /intern/webhooks/{id}/messages/{messageId}/retry': {
    plain: curatingCall(
      'POST /intern/webhooks/{id}/messages/{messageId}/retry',
      async (w, owner) =>
        owner === 'b'
          ? {
              id: w.bCurated.webhookId,
              messageId: messageIdOf(w.bCurated.webhookMessageId),
            }
          : owner === 'a'
            ? await freshOfA.webhookMessage(w)
            : { id: randomUUID(), messageId: messageIdOf(randomUUID()) },
    ),
  },
  'GET /intern/alerts': { plain: plainTeamCall('GET /intern/alerts') },
  'POST /intern/alerts': {
    plain: curatingCall('POST /intern/alerts', async () => ({}), {
      name: 'isolation',
      filter: { surveyId: A_ONLY_SURVEY },
      mode: 'instant',
      destinations: [{ type: 'slack', url: 'https://isolation.example.com/services/x' }],
    }),
  },
  'PATCH /intern/alerts/{id}': {
    plain: curatingCall(
      'PATCH /intern/alerts/{id}',
      async (w, owner) => ({
        id: await idFor(w, owner, w.bCurated.alertRuleId, freshOfA.alertRule),
      }),
      { name: 'isolation', enabled: false },
    ),
  },
  'DELETE /intern/alerts/{id}': {
    plain: curatingCall('DELETE /intern/alerts/{id}', async (w, owner) => ({
      id: await idFor(w, owner, w.bCurated.alertRuleId, freshOfA.alertRule),
    })),
  },
  'POST /intern/alerts/{id}/test': {
    plain: curatingCall('POST /intern/alerts/{id}/test', async (w, owner) => ({
      id: await idFor(w, owner, w.bCurated.alertRuleId, freshOfA.alertRule),
    })),
  },
  'GET /intern/alerts/{id}/deliveries': {
    plain: curatingCall('GET /intern/alerts/{id}/deliveries', async (w, owner) => ({
      id: await idFor(w, owner, w.bCurated.alertRuleId, freshOfA.alertRule),
    })),
  },
  'GET /intern/api-keys': { plain: plainTeamCall('GET /intern/api-keys') },
  'POST /intern/api-keys': {
    plain: curatingCall('POST /intern/api-keys', async () => ({}), {
      keyType: 'sk',
      appName: 'isolation',
    }),
  },
  'POST /intern/api-keys/{id}/rotate': {
    plain: curatingCall(
      'POST /intern/api-keys/{id}/rotate',
      async (w, owner) => ({
        id: await idFor(w, owner, w.b.secretKey.id, freshOfA.key),
      }),
      { gracePeriodHours: 0 },
    ),
  },
  'DELETE /intern/api-keys/{id}': {
    plain: curatingCall('DELETE /intern/api-keys/{id}', async (w, owner) => ({
      id: await idFor(w, owner, w.b.publishableKey.id, freshOfA.key),
    })),
  },
};

const TEAM_ROUTES: Record<string, Record<string, TeamRequest>> = {
  ...CURATING_ROUTES,
  'GET /dashboard/api-keys/events': {
    plain: plainTeamCall('GET /dashboard/api-keys/events'),
    "filtered to B's publishable key": plainTeamCall('GET /dashboard/api-keys/events', (w) => [
      ['keyId', w.b.publishableKey.id],
    ]),
    "filtered to B's secret key": plainTeamCall('GET /dashboard/api-keys/events', (w) => [
      ['keyId', w.b.secretKey.id],
    ]),
  },
  'GET /intern/teams': { plain: plainTeamCall('GET /intern/teams') },
  'GET /intern/filters/bootstrap': { plain: plainTeamCall('GET /intern/filters/bootstrap') },
  'GET /intern/stats/overview': {
    plain: plainTeamCall('GET /intern/stats/overview', () => [['surveyId', SHARED_RATING]]),
    "naming B's own survey": plainTeamCall('GET /intern/stats/overview', () => [
      ['surveyId', B_ONLY_SURVEY],
    ]),
  },
  'GET /intern/stats/trend': {
    plain: plainTeamCall('GET /intern/stats/trend', () => [
      ['surveyId', SHARED_RATING],
      ['fieldId', 'score'],
      ['interval', 'day'],
    ]),
  },
  'GET /intern/pages/overview': {
    plain: plainTeamCall('GET /intern/pages/overview', () => [
      ['surveyId', SHARED_RATING],
      ['fieldId', 'score'],
      ['interval', 'week'],
    ]),
    'the survey answered last': plainTeamCall('GET /intern/pages/overview'),
  },
  'GET /dashboard/surveys/{teamSlug}': {
    plain: plainTeamCall('GET /dashboard/surveys/{teamSlug}'),
  },
  'GET /intern/feedback': {
    plain: plainTeamCall('GET /intern/feedback'),
    "filtered to B's survey and app": plainTeamCall('GET /intern/feedback', () => [
      ['surveyId', B_ONLY_SURVEY],
      ['appName', 'backend'],
      ['q', 'Fine'],
    ]),
  },
  // The item of the team asked for: B's item for B, A's for A (B's item in A is a 404, below).
  'GET /intern/feedback/{id}': {
    plain: (w, teams) => ({
      method: 'GET',
      path: `/intern/feedback/${teams[0] === B ? w.bFeedbackId : w.aFeedbackId}`,
      query: teamQuery(teams),
    }),
  },
  'GET /intern/surveys': { plain: plainTeamCall('GET /intern/surveys') },
};

/**
 * A key-scoped procedure called with one of A's keys at something of B. `nonexistent` is the same
 * call aimed at something that does not exist: the two answers must be the same, so that A cannot
 * even learn that B's thing exists.
 */
interface KeyProbe {
  label: string;
  request: (w: World) => RequestSpec;
  status: number;
  nonexistent?: (w: World) => RequestSpec;
  verify?: (w: World, answer: Answer) => Promise<void>;
}

/** Rotating or revoking one of B's keys with A's secret key. */
function keyIdProbes(
  method: HttpMethod,
  pathOf: (id: string) => string,
  body?: unknown,
): KeyProbe[] {
  const kinds: [string, (w: World) => string][] = [
    ["B's publishable key", (w) => w.b.publishableKey.id],
    ["B's secret key", (w) => w.b.secretKey.id],
    ["B's created publishable key", (w) => w.b.keyIds[2] ?? ''],
    ["B's rotated-in publishable key", (w) => w.b.keyIds[3] ?? ''],
  ];
  return kinds.map(([label, idOf]) => ({
    label: `A's secret key at ${label}`,
    request: (w) => ({ method, path: pathOf(idOf(w)), headers: bearer(w.a.secretKey.value), body }),
    status: 404,
    nonexistent: (w) => ({
      method,
      path: pathOf(randomUUID()),
      headers: bearer(w.a.secretKey.value),
      body,
    }),
    async verify(w) {
      // B's keys are as they were and still work.
      expect(await keySnapshot(w.b)).toEqual(bKeysBefore);
      const check = await send(
        withAuth(
          { method: 'POST', path: '/submission', body: submission(B_ONLY_SURVEY, B_FIELDS) },
          publishable(w.b.publishableKey.value),
        ),
      );
      expect(check.status).toBe(201);
    },
  }));
}

let bKeysBefore: Awaited<ReturnType<typeof keySnapshot>>;

const KEY_ROUTES: Record<string, KeyProbe[]> = {
  'POST /admin/api-keys': [
    {
      label: "A's secret key naming B in body and query creates the key in A",
      request: (w) => ({
        method: 'POST',
        path: '/admin/api-keys',
        query: [['team', w.b.teamSlug]],
        headers: bearer(w.a.secretKey.value),
        body: {
          keyType: 'pk',
          appName: 'a-new-app',
          allowedOrigins: [ORIGIN],
          team: w.b.teamSlug,
          teamId: w.b.teamId,
        },
      }),
      status: 201,
      async verify(w, answer) {
        const issued = answer.body as { id: string; key: string; team: string };
        expect(issued.team).toBe(w.a.teamSlug);
        w.a.keyIds.push(issued.id);
        w.a.keyValues.push(issued.key);
        expect((await keySnapshot(w.a)).map((key) => key.id)).toContain(issued.id);
        expect(await keySnapshot(w.b)).toEqual(bKeysBefore);
      },
    },
  ],
  'GET /admin/api-keys': [
    {
      label: "A's secret key lists only A's keys, even with ?team=<B>",
      request: (w) => ({
        method: 'GET',
        path: '/admin/api-keys',
        query: [['team', w.b.teamSlug]],
        headers: bearer(w.a.secretKey.value),
      }),
      status: 200,
      async verify(w, answer) {
        const { keys } = answer.body as { keys: { id: string; team: string }[] };
        expect(keys.length).toBeGreaterThanOrEqual(2);
        expect(new Set(keys.map((key) => key.team))).toEqual(new Set([w.a.teamSlug]));
        const ofA = await app.runtime.deps.orm.em
          .fork()
          .execute<{ id: string }[]>('select id from api_key where team_id = ?', [w.a.teamId]);
        expect(keys.map((key) => key.id).sort()).toEqual(ofA.map((key) => key.id).sort());
      },
    },
  ],
  'POST /admin/api-keys/{id}/rotate': keyIdProbes('POST', (id) => `/admin/api-keys/${id}/rotate`, {
    gracePeriodHours: 0,
  }),
  'DELETE /admin/api-keys/{id}': keyIdProbes('DELETE', (id) => `/admin/api-keys/${id}`),
  'POST /submission': [
    ...(
      [
        ["A's secret key", (w: World) => bearer(w.a.secretKey.value)],
        ["A's publishable key", (w: World) => publishable(w.a.publishableKey.value)],
      ] as const
    ).map(
      ([label, credentials]): KeyProbe => ({
        label: `${label} submitting B's surveyId registers and stores in A only`,
        request: (w) => ({
          method: 'POST',
          path: '/submission',
          headers: credentials(w),
          body: submission(SHARED_SURVEY, A_FIELDS),
        }),
        status: 201,
        async verify(w, answer) {
          const receipt = answer.body as { id: string; surveyId: string };
          expect(receipt.surveyId).toBe(SHARED_SURVEY);
          expect(await feedbackTeamOf(receipt.id)).toBe(w.a.teamId);
          // A's definition is A's own; B's is untouched.
          const aHash = await definitionHashOf(w.a.teamId, SHARED_SURVEY);
          expect(aHash).toBeDefined();
          expect(aHash).not.toBe(bSharedHashBefore);
          expect(await definitionHashOf(w.b.teamId, SHARED_SURVEY)).toBe(bSharedHashBefore);
          const bAgain = await send(
            withAuth(
              { method: 'POST', path: '/submission', body: submission(SHARED_SURVEY, B_FIELDS) },
              bearer(w.b.secretKey.value),
            ),
          );
          expect(bAgain.status).toBe(201);
          const bWithA = await send(
            withAuth(
              { method: 'POST', path: '/submission', body: submission(SHARED_SURVEY, A_FIELDS) },
              bearer(w.b.secretKey.value),
            ),
          );
          expect(bWithA.status).toBe(409);
          const aWithB = await send(
            withAuth(
              { method: 'POST', path: '/submission', body: submission(SHARED_SURVEY, B_FIELDS) },
              bearer(w.a.secretKey.value),
            ),
          );
          expect(aWithB.status).toBe(409);
          // B's dashboard counts only B's submissions of the shared survey.
          const bSurveys = await send(
            withAuth(
              {
                method: 'GET',
                path: `/dashboard/surveys/${w.b.teamSlug}`,
                query: [['team', w.b.teamSlug]],
              },
              bearer(tokenB),
            ),
          );
          const shared = (
            bSurveys.body as { surveys: { surveyId: string; responses: number }[] }
          ).surveys.find((survey) => survey.surveyId === SHARED_SURVEY);
          expect(shared?.responses).toBe(await feedbackCount(w.b.teamId, SHARED_SURVEY));
        },
      }),
    ),
  ],
};

let bSharedHashBefore: string | undefined;

async function feedbackCount(teamId: string, surveyId: string): Promise<number> {
  const rows = await app.runtime.deps.orm.em
    .fork()
    .execute<{ n: number }[]>(
      'select count(*)::int as n from feedback where team_id = ? and survey_id = ?',
      [teamId, surveyId],
    );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Organisation-level procedures that name a team in their path but have no team scope: they are
 * for org admins only, so a team admin of A gets 403 for B (and for A).
 */
const ORG_TEAM_ROUTES: Record<string, (w: World, team: string) => RequestSpec> = {
  'GET /admin/org/teams/{slug}/group-mappings': (_w, team) => ({
    method: 'GET',
    path: `/admin/org/teams/${team}/group-mappings`,
  }),
  'POST /admin/org/teams/{slug}/group-mappings': (_w, team) => ({
    method: 'POST',
    path: `/admin/org/teams/${team}/group-mappings`,
    body: { oidcGroupId: 'group-a', role: 'admin' },
  }),
  'DELETE /admin/org/teams/{slug}/group-mappings/{id}': (w, team) => ({
    method: 'DELETE',
    path: `/admin/org/teams/${team}/group-mappings/${w.bMappingId}`,
  }),
};

// ---------------------------------------------------------------------------------------------

const teamScoped = servedProcedures(isTeamScoped);
const keyScoped = servedProcedures((contract) => isKeyScoped(contract) && !isTeamScoped(contract));
const orgTeamScoped = servedProcedures(
  (contract) => contract.caller === 'oidc' && addressesTeamByPathOnly(contract),
);

async function tenant(slug: string): Promise<Tenant> {
  const seeded = await seedTeam(app, { slug, allowedOrigins: [ORIGIN] });
  return {
    ...seeded,
    keyIds: [seeded.secretKey.id, seeded.publishableKey.id],
    keyValues: [seeded.secretKey.value, seeded.publishableKey.value],
  };
}

async function mustSend(spec: RequestSpec, status: number): Promise<Answer> {
  const answer = await send(spec);
  if (answer.status !== status) {
    throw new Error(`${spec.method} ${spec.path}: ${answer.status} ${answer.text}`);
  }
  return answer;
}

beforeAll(async () => {
  app = await startTestApp();
  const a = await tenant(A);
  const b = await tenant(B);
  await mapGroup(app, A, 'group-a', 'admin');
  await mapGroup(app, B, 'group-b', 'admin');
  const mapping = await app.runtime.deps.orm.em
    .fork()
    .findOneOrFail(GroupMappingSchema, { oidcGroupId: 'group-b' });

  // B's data: surveys, an app name and more keys (created and rotated with B's secret key).
  const bReceipts: string[] = [];
  for (const [surveyId, fields] of [
    [B_ONLY_SURVEY, B_FIELDS],
    [SHARED_SURVEY, B_FIELDS],
  ] as const) {
    const receipt = await mustSend(
      withAuth(
        { method: 'POST', path: '/submission', body: submission(surveyId, [...fields]) },
        bearer(b.secretKey.value),
      ),
      201,
    );
    bReceipts.push((receipt.body as { id: string }).id);
  }
  const created = await mustSend(
    withAuth(
      {
        method: 'POST',
        path: '/admin/api-keys',
        body: { keyType: 'pk', appName: B_ONLY_APP, allowedOrigins: [ORIGIN] },
      },
      bearer(b.secretKey.value),
    ),
    201,
  );
  const createdKey = created.body as { id: string; key: string };
  const rotated = await mustSend(
    withAuth(
      {
        method: 'POST',
        path: `/admin/api-keys/${createdKey.id}/rotate`,
        body: { gracePeriodHours: 24 },
      },
      bearer(b.secretKey.value),
    ),
    201,
  );
  const rotatedKey = rotated.body as { id: string; key: string };
  b.keyIds.push(createdKey.id, rotatedKey.id);
  b.keyValues.push(createdKey.key, rotatedKey.key);

  // A's own data.
  const aReceipt = await mustSend(
    withAuth(
      { method: 'POST', path: '/submission', body: submission(A_ONLY_SURVEY, A_FIELDS) },
      bearer(a.secretKey.value),
    ),
    201,
  );

  // The shared rating survey: in both teams, B's with its own label and a marker today.
  for (const [team, label] of [
    [b, B_ONLY_LABEL],
    [a, 'Score'],
  ] as const) {
    await mustSend(
      withAuth(
        { method: 'POST', path: '/submission', body: ratingSubmission(label) },
        bearer(team.secretKey.value),
      ),
      201,
    );
  }
  await app.runtime.deps.orm.em.fork().execute(
    `insert into marker (id, team_id, survey_id, date, label, created_at, updated_at)
     values (?, ?, ?, ?, ?, now(), now())`,
    [randomUUID(), b.teamId, SHARED_RATING, new Date().toISOString().slice(0, 10), B_ONLY_MARKER],
  );

  const bFeedbackId = bReceipts[0] ?? '';
  // B's curated things: a tagged item, a marker and a theme.
  const bFeedback = await mustSend(
    withAuth(
      { method: 'POST', path: '/submission', body: submission(B_ONLY_SURVEY, B_FIELDS) },
      bearer(b.secretKey.value),
    ),
    201,
  );
  const bWebhook = await insertWebhookEndpoint(app, {
    teamId: b.teamId,
    url: B_ONLY_WEBHOOK_URL,
    eventTypes: ['webhook.test'],
  });
  const bAlert = await insertAlertRule(app, {
    teamId: b.teamId,
    filter: { surveyId: B_ONLY_SURVEY },
    name: B_ONLY_ALERT_NAME,
    destinations: [
      { type: 'slack', url: `https://${B_ONLY_SLACK_HOST}/services/b` },
      { type: 'webhook', endpointId: bWebhook.id },
    ],
  });
  const bCurated = {
    feedbackId: (bFeedback.body as { id: string }).id,
    markerId: randomUUID(),
    themeId: randomUUID(),
    webhookId: bWebhook.id,
    webhookMessageId: await insertWebhookMessage(app, {
      teamId: b.teamId,
      endpointId: bWebhook.id,
      status: 'failed',
      createdAt: new Date(Date.now() - 60_000),
    }),
    alertRuleId: bAlert.id,
    alertMessageId: await insertAlertMessage(app, {
      teamId: b.teamId,
      ruleId: bAlert.id,
      target: { destinationId: String(bAlert.destinationIds[0]) },
      status: 'failed',
      createdAt: new Date(Date.now() - 60_000),
    }),
  };
  await insertFor(
    'insert into feedback_tag (feedback_id, tag, team_id, created_at) values (?, ?, ?, now())',
    [bCurated.feedbackId, B_ONLY_TAG, b.teamId],
  );
  await insertFor(
    `insert into marker (id, team_id, survey_id, date, label, created_at, updated_at)
     values (?, ?, ?, '2026-11-20', ?, now(), now())`,
    [bCurated.markerId, b.teamId, B_ONLY_SURVEY, B_ONLY_MARKER_LABEL],
  );
  await insertFor(
    `insert into theme (id, team_id, name, keywords, created_at, updated_at)
     values (?, ?, ?, '["fine"]', now(), now())`,
    [bCurated.themeId, b.teamId, B_ONLY_THEME],
  );

  world = {
    a,
    b,
    aFeedbackId: (aReceipt.body as { id: string }).id,
    bFeedbackId,
    bMappingId: mapping.id,
    bMarkers: [
      b.teamId,
      B,
      ...b.keyIds,
      ...b.keyValues,
      B_ONLY_SURVEY,
      B_ONLY_APP,
      mapping.id,
      B_ONLY_LABEL,
      B_ONLY_MARKER,
      ...bReceipts,
      B_ONLY_TAG,
      B_ONLY_MARKER_LABEL,
      B_ONLY_THEME,
      ...Object.values(bCurated),
      messageIdOf(bCurated.webhookMessageId),
      new URL(B_ONLY_WEBHOOK_URL).host,
      B_ONLY_ALERT_NAME,
      B_ONLY_SLACK_HOST,
      ...bAlert.destinationIds,
      messageIdOf(bCurated.alertMessageId),
      bWebhook.secret,
      pseudonym(B_USER),
      B_ONLY_MEMBER_NAME,
    ],
    bCurated,
  };
  tokenA = await app.tokenFor({ sub: 'user-of-a', groups: ['group-a'] });
  tokenB = await app.issuer.mintToken({
    sub: B_USER,
    groups: ['group-b'],
    claims: { name: B_ONLY_MEMBER_NAME },
  });
  tokenNobody = await app.tokenFor({ sub: 'user-of-nobody', groups: ['group-unmapped'] });
  bKeysBefore = await keySnapshot(b);
  bSharedHashBefore = await definitionHashOf(b.teamId, SHARED_SURVEY);
});
afterAll(async () => {
  await app.close();
});

describe('the suite covers every tenant-scoped procedure the router serves', () => {
  it('finds the team-scoped and key-scoped procedures', () => {
    expect(teamScoped.length).toBeGreaterThanOrEqual(4);
    expect(keyScoped.length).toBeGreaterThanOrEqual(5);
  });

  it('has request builders for every team-scoped procedure, and no stale ones', () => {
    expect(coverageOf(teamScoped, TEAM_ROUTES)).toEqual({ missing: [], stale: [] });
  });

  it('has request builders for every key-scoped procedure, and no stale ones', () => {
    expect(coverageOf(keyScoped, KEY_ROUTES)).toEqual({ missing: [], stale: [] });
  });

  it('has request builders for every org procedure that names a team in its path', () => {
    expect(coverageOf(orgTeamScoped, ORG_TEAM_ROUTES)).toEqual({ missing: [], stale: [] });
  });

  it('serves the team-scoped procedures to OIDC users only', () => {
    expect(teamScoped.filter((contract) => contract.caller !== 'oidc').map(procedureId)).toEqual(
      [],
    );
  });
});

function buildersOf(contract: ProcedureContract): [string, TeamRequest][] {
  const builders = TEAM_ROUTES[procedureId(contract)];
  if (!builders) {
    throw new Error(`${procedureId(contract)} is team-scoped but has no builder in TEAM_ROUTES`);
  }
  return Object.entries(builders);
}

describe.each(teamScoped.map((contract) => [procedureId(contract), contract] as const))(
  'team-scoped %s',
  (_id, contract) => {
    it("is denied with 403 to A's user aimed at B, exactly as for a team that does not exist", async () => {
      for (const [variant, build] of buildersOf(contract)) {
        for (const teams of [[B], [B, A], [B.toUpperCase()]]) {
          const what = `${variant}, ?team=${teams.join('&team=')}`;
          const answer = await send(withAuth(await build(world, teams), bearer(tokenA)));
          expect(answer.status, what).toBe(403);
          expect(answer.body, what).toMatchObject({ status: 403, code: 'forbidden' });
          expectNoDataOfB(answer, what);
          const first = teams[0] ?? '';
          expect(answer.audits, what).toEqual([
            expect.objectContaining({
              audit_event: 'auth.team.denied',
              audit_outcome: 'denied',
              resource_id: pseudonym(first),
              resource_id_pseudonymized: true,
            }),
          ]);
          expect(JSON.stringify(answer.audits), what).not.toContain(world.b.teamId);
          const nowhere = await send(withAuth(await build(world, [NO_SUCH_TEAM]), bearer(tokenA)));
          expect(nowhere.status, what).toBe(403);
          expect(answer.body, what).toEqual(nowhere.body);
        }
      }
    });

    it('is denied with 403 over tRPC as well', async () => {
      for (const [variant, build] of buildersOf(contract)) {
        const answer = await sendTrpc(contract, withAuth(await build(world, [B]), bearer(tokenA)));
        expect(answer.status, `${variant}: ${answer.text}`).toBe(403);
        expectNoDataOfB(answer, variant);
        const own = await sendTrpc(contract, withAuth(await build(world, [A]), bearer(tokenA)));
        // tRPC answers the contract's success status too (a 204 as 200: tRPC has a body).
        const success = contract.successStatus === 204 ? 200 : contract.successStatus;
        expect(own.status, `${variant}: ${own.text}`).toBe(success);
        expectNoDataOfB(own, variant);
      }
    });

    it("answers A's user in team A without any data of B", async () => {
      for (const [variant, build] of buildersOf(contract)) {
        const answer = await send(withAuth(await build(world, [A]), bearer(tokenA)));
        expect(answer.status, variant).toBe(contract.successStatus);
        expectNoDataOfB(answer, variant);
      }
    });

    it("never falls back on B when A's user names no team", async () => {
      for (const [variant, build] of buildersOf(contract)) {
        const answer = await send(withAuth(await build(world, []), bearer(tokenA)));
        expect([contract.successStatus, 400], variant).toContain(answer.status);
        expectNoDataOfB(answer, variant);
      }
    });

    it('is denied with 403 to a user without any group mapping, for every team', async () => {
      for (const [variant, build] of buildersOf(contract)) {
        for (const team of [A, B]) {
          const answer = await send(withAuth(await build(world, [team]), bearer(tokenNobody)));
          expect(answer.status, `${variant}, ?team=${team}`).toBe(403);
          expect(answer.body).toMatchObject({ code: 'forbidden' });
          expectNoDataOfB(answer, variant);
        }
        const implicit = await send(withAuth(await build(world, []), bearer(tokenNobody)));
        expectNoDataOfB(implicit, variant);
        if (implicit.status === 200) {
          // Only the aggregate read answers a team-less user, with nothing in it.
          expect(contract.team?.selection, variant).toBe('aggregate');
          expect(implicit.body).toEqual({ teams: [], isOrgAdmin: false });
        } else {
          expect([400, 403], variant).toContain(implicit.status);
        }
      }
    });

    it('does not take a secret key of A in place of a user token (401)', async () => {
      for (const [variant, build] of buildersOf(contract)) {
        const answer = await send(
          withAuth(await build(world, [A]), bearer(world.a.secretKey.value)),
        );
        expect(answer.status, variant).toBe(401);
        expectNoDataOfB(answer, variant);
      }
    });

    // Reads only: B's own changes (deleting B's survey, revoking B's keys) would alter the world
    // every other check relies on; B's things the changing calls aim at are seeded above.
    if (contract.method === 'GET') {
      it("answers B's own user in B (the data the other checks look for is really there)", async () => {
        const plain = buildersOf(contract)[0]?.[1];
        if (!plain) throw new Error(`${procedureId(contract)}: no request builder`);
        const answer = await send(withAuth(await plain(world, [B]), bearer(tokenB)));
        expect(answer.status).toBe(contract.successStatus);
        expect(world.bMarkers.filter((marker) => answer.text.includes(marker))).not.toEqual([]);
      });
    }
  },
);

function probesOf(contract: ProcedureContract): KeyProbe[] {
  const probes = KEY_ROUTES[procedureId(contract)];
  if (!probes) {
    throw new Error(`${procedureId(contract)} is key-scoped but has no probe in KEY_ROUTES`);
  }
  return probes;
}

describe.each(keyScoped.map((contract) => [procedureId(contract), contract] as const))(
  'key-scoped %s',
  (_id, contract) => {
    it("stays in A's team when called with A's key at B", async () => {
      const probes = probesOf(contract);
      expect(probes.length).toBeGreaterThan(0);
      for (const probe of probes) {
        const answer = await send(probe.request(world));
        expect(answer.status, `${probe.label}: ${answer.text}`).toBe(probe.status);
        expectNoDataOfB(answer, probe.label);
        if (probe.nonexistent) {
          const nowhere = await send(probe.nonexistent(world));
          expect(nowhere.status, probe.label).toBe(answer.status);
          expect(nowhere.body, probe.label).toEqual(answer.body);
        }
        await probe.verify?.(world, answer);
      }
    });

    it('refuses the same over tRPC (secret-key probes that are refused over REST)', async () => {
      const refused = probesOf(contract).filter(
        (probe) => probe.status >= 400 && probe.request(world).headers?.authorization,
      );
      for (const probe of refused) {
        const answer = await sendTrpc(contract, probe.request(world));
        expect(answer.status, `${probe.label}: ${answer.text}`).toBe(probe.status);
        expectNoDataOfB(answer, probe.label);
        await probe.verify?.(world, answer);
      }
    });

    it("does not take A's user token in place of a key (401)", async () => {
      for (const probe of probesOf(contract)) {
        const spec = probe.request(world);
        const { authorization: _a, 'x-api-key': _k, ...rest } = spec.headers ?? {};
        const answer = await send({ ...spec, headers: { ...rest, ...bearer(tokenA) } });
        expect(answer.status, probe.label).toBe(401);
        expectNoDataOfB(answer, probe.label);
      }
    });
  },
);

describe.each(orgTeamScoped.map((contract) => [procedureId(contract), contract] as const))(
  'organisation procedure %s (names a team in its path)',
  (_id, contract) => {
    it("is denied with 403 to A's team admin, for B and for A alike, and changes nothing", async () => {
      const build = ORG_TEAM_ROUTES[procedureId(contract)];
      if (!build) throw new Error(`${procedureId(contract)} has no builder in ORG_TEAM_ROUTES`);
      for (const team of [B, A]) {
        const answer = await send(withAuth(await build(world, team), bearer(tokenA)));
        expect(answer.status, team).toBe(403);
        expect(answer.body).toMatchObject({ code: 'forbidden' });
        expectNoDataOfB(answer, team);
        expect(answer.audits.map((event) => event.audit_event)).toEqual(['auth.org_admin.denied']);
      }
      const mappings = await app.runtime.deps.orm.em
        .fork()
        .find(GroupMappingSchema, {}, { populate: ['team'] });
      expect(
        mappings.map((mapping) => `${mapping.oidcGroupId}→${mapping.team.slug}`).sort(),
      ).toEqual(['group-a→tenant-a', 'group-b→tenant-b']);
      const teams = await send({ method: 'GET', path: '/intern/teams', headers: bearer(tokenA) });
      expect(teams.body).toEqual({
        teams: [{ slug: A, name: A, role: 'admin' }],
        isOrgAdmin: false,
      });
    });
  },
);

/**
 * Team-scoped contracts served by a dedicated streaming route instead of tRPC (the export): the
 * same checks over REST.
 */
const STREAMED_ROUTES: Record<string, TeamRequest> = {
  'GET /intern/export': (_w, teams) => ({
    method: 'GET',
    path: '/intern/export',
    query: [...teamQuery(teams), ['surveyId', SHARED_RATING], ['format', 'csv']],
  }),
};

describe.each(streamedRouteContracts.map((contract) => [procedureId(contract), contract] as const))(
  'streamed team-scoped route %s',
  (id, contract) => {
    const build = (w: World, teams: string[]) => {
      const builder = STREAMED_ROUTES[id];
      if (!builder) throw new Error(`${id} has no builder in STREAMED_ROUTES`);
      return builder(w, teams);
    };

    it('has a request builder', () => {
      expect(contract.team).toBeDefined();
      expect(Object.keys(STREAMED_ROUTES)).toContain(id);
    });

    it("is denied with 403 to A's user aimed at B, exactly as for a team that does not exist", async () => {
      for (const teams of [[B], [B, A], [B.toUpperCase()]]) {
        const answer = await send(withAuth(await build(world, teams), bearer(tokenA)));
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ status: 403, code: 'forbidden' });
        expectNoDataOfB(answer, id);
        expect(answer.audits).toEqual([
          expect.objectContaining({
            audit_event: 'auth.team.denied',
            resource_id: pseudonym(teams[0] ?? ''),
          }),
        ]);
        const nowhere = await send(withAuth(await build(world, [NO_SUCH_TEAM]), bearer(tokenA)));
        expect(nowhere.body).toEqual(answer.body);
      }
    });

    it("answers A's user in team A with A's data only; no team named is 400", async () => {
      const own = await send(withAuth(await build(world, [A]), bearer(tokenA)));
      expect(own.status).toBe(contract.successStatus);
      expect(own.text).toContain('score (Score)');
      expectNoDataOfB(own, id);
      const none = await send(withAuth(await build(world, []), bearer(tokenA)));
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({ code: 'team_required' });
      expectNoDataOfB(none, id);
    });

    it('is denied to a user without a mapping (403) and to a secret key in place of a token (401)', async () => {
      for (const team of [A, B]) {
        const answer = await send(withAuth(await build(world, [team]), bearer(tokenNobody)));
        expect(answer.status).toBe(403);
        expectNoDataOfB(answer, id);
      }
      const key = await send(withAuth(await build(world, [A]), bearer(world.a.secretKey.value)));
      expect(key.status).toBe(401);
    });

    it("answers B's own user in B (the data the other checks look for is really there)", async () => {
      const answer = await send(withAuth(await build(world, [B]), bearer(tokenB)));
      expect(answer.status).toBe(contract.successStatus);
      expect(answer.text).toContain(B_ONLY_LABEL);
    });
  },
);
describe("B's feedback item asked for in A", () => {
  it('is 404 to A’s user, exactly like an id nobody has, over REST and tRPC', async () => {
    const asked = await send(
      withAuth({ method: 'GET', path: `/intern/feedback/${world.bFeedbackId}` }, bearer(tokenA)),
    );
    const nowhere = await send(
      withAuth({ method: 'GET', path: `/intern/feedback/${randomUUID()}` }, bearer(tokenA)),
    );
    expect(asked.status).toBe(404);
    expect(asked.body).toEqual(nowhere.body);
    expectNoDataOfB(asked, 'REST');
    const contract = contractOf('GET /intern/feedback/{id}');
    const overTrpc = await sendTrpc(
      contract,
      withAuth({ method: 'GET', path: `/intern/feedback/${world.bFeedbackId}` }, bearer(tokenA)),
    );
    expect(overTrpc.status).toBe(404);
    expectNoDataOfB(overTrpc, 'tRPC');
  });
});

describe('sanity of the world', () => {
  it('lets an org admin see B, so B is reachable for someone', async () => {
    const admin = await app.tokenFor({ sub: 'org-admin', groups: [TEST_ADMIN_GROUP] });
    const answer = await send({
      method: 'GET',
      path: `/dashboard/surveys/${B}`,
      query: [['team', B]],
      headers: bearer(admin),
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(B_ONLY_SURVEY);
  });
});
