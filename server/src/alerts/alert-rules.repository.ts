import { type HeedQueries, isoUtc } from '@heed/db';
import { sql } from 'kysely';

/**
 * Alert rules and their destinations (`alert_rule`, `alert_destination`): the administration's
 * queries, and `destinationsOfRules`, how anyone reads a rule's destinations.
 */

/** `instant` or `digest`. */
export type AlertMode = 'instant' | 'digest';

/** A destination's kind. */
export type AlertDestinationType = 'slack' | 'teams' | 'email' | 'webhook';

/**
 * Locks the team's row (`for no key update`: submissions and other references to the team go on)
 * until the transaction ends, so that rule creations of one team take turns and the cap of rules
 * a team holds under concurrent requests.
 */
export async function lockTeamForAlertRules(db: HeedQueries, teamId: string): Promise<void> {
  await db.selectFrom('team').select('id').where('id', '=', teamId).forNoKeyUpdate().execute();
}

/** How many alert rules the team has. */
export async function countTeamAlertRules(db: HeedQueries, teamId: string): Promise<number> {
  const row = await db
    .selectFrom('alert_rule')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function ruleColumns() {
  return [
    'r.id',
    'r.name',
    'r.survey_id',
    'r.filter',
    'r.mode',
    'r.digest_hour',
    'r.tz',
    'r.enabled',
    isoUtc(sql.ref('r.last_triggered_at')).as('last_triggered_at'),
    isoUtc(sql.ref('r.created_at')).as('created_at'),
    isoUtc(sql.ref('r.updated_at')).as('updated_at'),
  ] as const;
}

/** The team's rules, oldest first. */
export function alertRulesOfTeam(db: HeedQueries, teamId: string) {
  return db
    .selectFrom('alert_rule as r')
    .select(ruleColumns())
    .where('r.team_id', '=', teamId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/**
 * A rule of the team, or undefined when the team has no such rule. With `lock`, its row stays
 * locked until the transaction ends: `update` while it is changed (changes take turns), `share`
 * while messages are written for its destinations (a change waits until they are).
 */
export function alertRuleOfTeam(
  db: HeedQueries,
  teamId: string,
  ruleId: string,
  lock?: 'update' | 'share',
) {
  const query = db
    .selectFrom('alert_rule as r')
    .select(ruleColumns())
    .where('r.id', '=', ruleId)
    .where('r.team_id', '=', teamId);
  const locked =
    lock === 'update' ? query.forUpdate() : lock === 'share' ? query.forShare() : query;
  return locked.executeTakeFirst();
}

/** A rule's row as it is read back. */
export type AlertRuleRow = NonNullable<Awaited<ReturnType<typeof alertRuleOfTeam>>>;

/** What a rule is stored with (its destinations apart). */
export interface AlertRuleValues {
  name: string;
  filter: Record<string, unknown>;
  surveyId: string;
  mode: AlertMode;
  digestHour: number | null;
  tz: string | null;
  nextDigestAt: Date | null;
  enabled: boolean;
}

export async function insertAlertRule(
  db: HeedQueries,
  rule: AlertRuleValues & { id: string; teamId: string; at: Date },
): Promise<void> {
  await db
    .insertInto('alert_rule')
    .values({
      id: rule.id,
      team_id: rule.teamId,
      name: rule.name,
      survey_id: rule.surveyId,
      filter: sql`${JSON.stringify(rule.filter)}::jsonb`,
      mode: rule.mode,
      digest_hour: rule.digestHour,
      tz: rule.tz,
      enabled: rule.enabled,
      next_digest_at: rule.nextDigestAt,
      created_at: rule.at,
      updated_at: rule.at,
    })
    .execute();
}

/**
 * Changes the fields given of a rule (`nextDigestAt` with its schedule) and sets `updated_at`.
 * The columns the matching and the delivery keep (`last_triggered_at`, the hour window) stay.
 */
export async function updateAlertRule(
  db: HeedQueries,
  ruleId: string,
  changes: Partial<AlertRuleValues> & { at: Date },
): Promise<void> {
  await db
    .updateTable('alert_rule')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.filter !== undefined
        ? { filter: sql`${JSON.stringify(changes.filter)}::jsonb`, survey_id: changes.surveyId }
        : {}),
      ...(changes.mode !== undefined ? { mode: changes.mode } : {}),
      ...(changes.digestHour !== undefined ? { digest_hour: changes.digestHour } : {}),
      ...(changes.tz !== undefined ? { tz: changes.tz } : {}),
      ...(changes.nextDigestAt !== undefined ? { next_digest_at: changes.nextDigestAt } : {}),
      ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
      updated_at: changes.at,
    })
    .where('id', '=', ruleId)
    .execute();
}

/**
 * Deletes a rule of the team; its destinations and its outbox messages, pending ones included,
 * go with it (the foreign keys cascade). False when the team has no such rule.
 */
export async function deleteTeamAlertRule(
  db: HeedQueries,
  teamId: string,
  ruleId: string,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('alert_rule')
    .where('id', '=', ruleId)
    .where('team_id', '=', teamId)
    .returning('id')
    .execute();
  return deleted.length > 0;
}

/**
 * The destinations of the rules, each rule's in its order (`position`). Slack and Teams
 * destinations carry `url_sealed` (open it with `openDestinationUrl`, alert-destination-url.ts)
 * and `url_masked`; e-mail ones `email_to`; webhook ones `endpoint_id`. Rules of other teams
 * have none here.
 */
export function destinationsOfRules(db: HeedQueries, teamId: string, ruleIds: readonly string[]) {
  return db
    .selectFrom('alert_destination')
    .select([
      'id',
      'rule_id',
      'position',
      'type',
      'url_sealed',
      'url_masked',
      'email_to',
      'endpoint_id',
    ])
    .where('team_id', '=', teamId)
    .where('rule_id', '=', (eb) => eb.fn.any(eb.val([...ruleIds])))
    .orderBy('rule_id')
    .orderBy('position')
    .execute();
}

/** A destination's row as `destinationsOfRules` reads it. */
export type AlertDestinationRow = Awaited<ReturnType<typeof destinationsOfRules>>[number];

/** A destination to write (a new one, or a kept one at its new place). */
export interface AlertDestinationValues {
  id: string;
  position: number;
  type: AlertDestinationType;
  urlSealed: string | null;
  urlMasked: string | null;
  emailTo: string[] | null;
  endpointId: string | null;
}

/**
 * Makes the rule's destinations exactly `destinations`, in their order: rows whose id is not
 * among them are deleted (their messages with them), rows whose id is kept move to their place,
 * the others are inserted. Run it in the transaction that changes the rule.
 */
export async function replaceAlertDestinations(
  db: HeedQueries,
  rule: { id: string; teamId: string; at: Date },
  destinations: readonly (AlertDestinationValues & { kept: boolean })[],
): Promise<void> {
  const keptIds = destinations.filter((d) => d.kept).map((d) => d.id);
  let removal = db
    .deleteFrom('alert_destination')
    .where('rule_id', '=', rule.id)
    .where('team_id', '=', rule.teamId);
  if (keptIds.length > 0) {
    removal = removal.where('id', 'not in', keptIds);
  }
  await removal.execute();
  for (const kept of destinations.filter((d) => d.kept)) {
    await db
      .updateTable('alert_destination')
      .set({ position: kept.position })
      .where('id', '=', kept.id)
      .where('rule_id', '=', rule.id)
      .execute();
  }
  const added = destinations.filter((d) => !d.kept);
  if (added.length === 0) return;
  await db
    .insertInto('alert_destination')
    .values(
      added.map((destination) => ({
        id: destination.id,
        team_id: rule.teamId,
        rule_id: rule.id,
        position: destination.position,
        type: destination.type,
        url_sealed: destination.urlSealed,
        url_masked: destination.urlMasked,
        email_to: destination.emailTo,
        endpoint_id: destination.endpointId,
        created_at: rule.at,
      })),
    )
    .execute();
}

/** Which of `endpointIds` are webhook endpoints of the team. */
export async function endpointsOfTeam(
  db: HeedQueries,
  teamId: string,
  endpointIds: readonly string[],
): Promise<Set<string>> {
  if (endpointIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('webhook_endpoint')
    .select('id')
    .where('team_id', '=', teamId)
    .where('id', '=', (eb) => eb.fn.any(eb.val([...endpointIds])))
    .execute();
  return new Set(rows.map((row) => row.id));
}
