/**
 * A team's alert rules (`/api/v1/intern/alerts`): viewers read them and their deliveries, editors
 * create, change and test them, admins delete them (the contracts' team scope checks the role).
 * At most `MAX_ALERT_RULES` a team. A rule's filter is the explorer's, checked by its own parser;
 * Slack and Teams URLs are stored sealed and only ever shown masked. Creations, changes and
 * deletions are audited (`alert_rule.*`) with the rule's id only: never its name, filter or
 * destinations. Rules: docs/rules/alerts.md.
 */
import { randomUUID } from 'node:crypto';
import {
  ALERT_LIMITS,
  type AlertDestination,
  type AlertDestinationInput,
  type AlertFilter,
  type AlertRule,
  type alertDeliverySchema,
  type createAlertContract,
  MAX_ALERT_RULES,
  type updateAlertContract,
} from '@heed/contracts';
import { type HeedQueries, queriesOf } from '@heed/db';
import type { z } from 'zod';
import type { AuditEventId } from '../audit/audit-event.ts';
import { ConflictError, InvalidRequestError, NotFoundError } from '../errors/domain-errors.ts';
import { timeZoneNamesOf } from '../feedback/time-zone-names.ts';
import type { TeamAccess } from '../org/team-access.ts';
import { auditTeamAction, selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import { lastAttemptOf } from '../webhooks/last-attempt.ts';
import { messageIdOf } from '../webhooks/message-id.ts';
import { alertBodyOf } from './alert-body.ts';
import { maskDestinationUrl, sealDestinationUrl } from './alert-destination-url.ts';
import { deliveriesOfRule, newestItemOfSurvey } from './alert-messages.repository.ts';
import { writeAlertMessages } from './alert-outbox.repository.ts';
import {
  type AlertSchedule,
  alertSchedule,
  checkAlertFilter,
  checkDestinationAddresses,
} from './alert-rule-input.ts';
import {
  type AlertDestinationRow,
  type AlertDestinationValues,
  type AlertMode,
  type AlertRuleRow,
  type AlertRuleValues,
  alertRuleOfTeam,
  alertRulesOfTeam,
  countTeamAlertRules,
  deleteTeamAlertRule,
  destinationsOfRules,
  endpointsOfTeam,
  insertAlertRule,
  lockTeamForAlertRules,
  replaceAlertDestinations,
  updateAlertRule,
} from './alert-rules.repository.ts';
import { sampleFeedbackItem } from './sample-feedback-item.ts';

type CreateInput = z.output<(typeof createAlertContract)['input']>;
type UpdateInput = z.output<(typeof updateAlertContract)['input']>;
type Delivery = z.output<typeof alertDeliverySchema>;

const NO_RULE = 'No such alert rule in this team.';

/** The sealing key of Slack and Teams URLs; a 409 problem without `HEED_SESSION_SECRET`. */
function sealingKey(ctx: TeamActionContext): Buffer {
  const key = ctx.deps.webhookSealingKey;
  if (!key) {
    throw new ConflictError(
      'Slack and Teams destinations need HEED_SESSION_SECRET: set it (the same on every replica); ' +
        'their URLs are sealed with a key derived from it.',
    );
  }
  return key;
}

function audit(
  ctx: TeamActionContext,
  team: TeamAccess,
  event: Extract<AuditEventId, `alert_rule.${string}`>,
  operation: 'create' | 'update' | 'delete',
  outcome: 'success' | 'not_found',
  id: string,
): void {
  auditTeamAction(ctx, team, { event, operation, outcome, resource: { type: 'alert_rule', id } });
}

/** A destination as answered: Slack and Teams URLs only masked. Rule: docs/rules/alerts.md#alerts-3. */
function destinationView(row: AlertDestinationRow): AlertDestination {
  switch (row.type) {
    case 'slack':
    case 'teams':
      return { id: row.id, type: row.type, url: row.url_masked ?? '' };
    case 'email':
      return { id: row.id, type: 'email', to: row.email_to ?? [] };
    default:
      return { id: row.id, type: 'webhook', endpointId: row.endpoint_id ?? '' };
  }
}

function ruleView(row: AlertRuleRow, destinations: readonly AlertDestinationRow[]): AlertRule {
  return {
    id: row.id,
    name: row.name,
    filter: row.filter as AlertFilter,
    mode: row.mode as AlertMode,
    digestHour: row.digest_hour,
    tz: row.tz,
    destinations: destinations.map(destinationView),
    enabled: row.enabled,
    lastTriggeredAt: row.last_triggered_at ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A rule of the team with its destinations, as answered. */
async function readRule(db: HeedQueries, teamId: string, ruleId: string): Promise<AlertRule> {
  const row = await alertRuleOfTeam(db, teamId, ruleId);
  if (!row) throw new NotFoundError(NO_RULE);
  return ruleView(row, await destinationsOfRules(db, teamId, [ruleId]));
}

/**
 * The rows the destinations are stored as, in their order: a new Slack or Teams URL sealed under a
 * new destination id; a saved Slack or Teams destination (`id`) kept, when the rule has it with
 * that type; an e-mail or webhook destination the rule has already, the same, kept (its delivery
 * log with it); a webhook endpoint only of the team. Rule: docs/rules/alerts.md#alerts-3.
 */
async function destinationRows(
  db: HeedQueries,
  ctx: TeamActionContext,
  teamId: string,
  wanted: readonly AlertDestinationInput[],
  saved: readonly AlertDestinationRow[],
): Promise<(AlertDestinationValues & { kept: boolean })[]> {
  const endpointIds = wanted.flatMap((d) => (d.type === 'webhook' ? [d.endpointId] : []));
  const ofTeam = await endpointsOfTeam(db, teamId, endpointIds);
  const unclaimed = new Map(saved.map((row) => [row.id, row]));
  const keep = (row: AlertDestinationRow | undefined, position: number) => {
    if (!row) return undefined;
    unclaimed.delete(row.id);
    return {
      id: row.id,
      position,
      type: row.type as AlertDestinationValues['type'],
      urlSealed: row.url_sealed,
      urlMasked: row.url_masked,
      emailTo: row.email_to,
      endpointId: row.endpoint_id,
      kept: true,
    };
  };
  const empty = { urlSealed: null, urlMasked: null, emailTo: null, endpointId: null, kept: false };
  return wanted.map((destination, position) => {
    const path = `destinations.${position}`;
    const name = `destinations[${position}]`;
    switch (destination.type) {
      case 'slack':
      case 'teams': {
        if (destination.id !== undefined) {
          const row = unclaimed.get(destination.id);
          const kept = keep(row?.type === destination.type ? row : undefined, position);
          if (!kept) {
            throw new InvalidRequestError(
              `${name}: the rule has no saved ${destination.type} destination with this id.`,
              [{ path: `${path}.id`, message: `Not a saved ${destination.type} destination.` }],
            );
          }
          return kept;
        }
        const id = randomUUID();
        const url = destination.url as string;
        return {
          ...empty,
          id,
          position,
          type: destination.type,
          urlSealed: sealDestinationUrl(sealingKey(ctx), id, url),
          urlMasked: maskDestinationUrl(url),
        };
      }
      case 'email': {
        const same = [...unclaimed.values()].find(
          (row) =>
            row.type === 'email' &&
            JSON.stringify(row.email_to ?? []) === JSON.stringify(destination.to),
        );
        return (
          keep(same, position) ?? {
            ...empty,
            id: randomUUID(),
            position,
            type: 'email',
            emailTo: destination.to,
          }
        );
      }
      default: {
        if (!ofTeam.has(destination.endpointId)) {
          throw new InvalidRequestError(`${name}: the team has no such webhook endpoint.`, [
            { path: `${path}.endpointId`, message: 'Not a webhook endpoint of this team.' },
          ]);
        }
        const same = [...unclaimed.values()].find(
          (row) => row.type === 'webhook' && row.endpoint_id === destination.endpointId,
        );
        return (
          keep(same, position) ?? {
            ...empty,
            id: randomUUID(),
            position,
            type: 'webhook',
            endpointId: destination.endpointId,
          }
        );
      }
    }
  });
}

/** The team's rules, oldest first, each with its destinations (Slack and Teams URLs masked). */
export async function listAlertRules(ctx: TeamActionContext): Promise<{ rules: AlertRule[] }> {
  const team = selectedTeam(ctx);
  const db = queriesOf(ctx.em);
  const rows = await alertRulesOfTeam(db, team.id);
  if (rows.length === 0) return { rules: [] };
  const destinations = await destinationsOfRules(
    db,
    team.id,
    rows.map((row) => row.id),
  );
  return {
    rules: rows.map((row) =>
      ruleView(
        row,
        destinations.filter((destination) => destination.rule_id === row.id),
      ),
    ),
  };
}

/**
 * Creates a rule; at most `MAX_ALERT_RULES` a team (the team's row is locked while counting).
 * Rules: docs/rules/alerts.md#alerts-1, docs/rules/alerts.md#alerts-2,
 * docs/rules/alerts.md#alerts-3, docs/rules/alerts.md#alerts-4.
 */
export async function createAlertRule(
  ctx: TeamActionContext,
  input: CreateInput,
): Promise<AlertRule> {
  const team = selectedTeam(ctx);
  const timeZoneNames = timeZoneNamesOf(ctx.deps);
  const now = ctx.deps.clock.now();
  const filter = await checkAlertFilter(input.filter, timeZoneNames);
  const schedule = await alertSchedule(
    { mode: input.mode, digestHour: input.digestHour ?? null, tz: input.tz ?? null },
    now,
    timeZoneNames,
  );
  await checkDestinationAddresses(input.destinations, ctx.deps.config);
  for (const [index, destination] of input.destinations.entries()) {
    if ((destination.type === 'slack' || destination.type === 'teams') && destination.id) {
      throw new InvalidRequestError(
        `destinations[${index}]: a new rule has no saved destinations; give the URL.`,
        [{ path: `destinations.${index}.id`, message: 'A new rule has no saved destinations.' }],
      );
    }
  }
  const id = randomUUID();
  const rule = await ctx.em.transactional(async (tx) => {
    const db = queriesOf(tx);
    await lockTeamForAlertRules(db, team.id);
    const count = await countTeamAlertRules(db, team.id);
    if (count >= MAX_ALERT_RULES) {
      throw new InvalidRequestError(
        `A team has at most ${MAX_ALERT_RULES} alert rules; delete one first.`,
        [{ path: 'team', message: `The team has ${MAX_ALERT_RULES} alert rules already.` }],
      );
    }
    const destinations = await destinationRows(db, ctx, team.id, input.destinations, []);
    await insertAlertRule(db, {
      id,
      teamId: team.id,
      at: now,
      name: input.name,
      filter,
      surveyId: filter.surveyId,
      ...schedule,
      enabled: input.enabled ?? true,
    });
    await replaceAlertDestinations(db, { id, teamId: team.id, at: now }, destinations);
    return readRule(db, team.id, id);
  });
  audit(ctx, team, 'alert_rule.create', 'create', 'success', rule.id);
  return rule;
}

/**
 * Changes the fields sent. `destinations` replaces the list in the same transaction (a saved
 * Slack or Teams destination is kept by its `id`); a change of mode, hour, zone or `enabled` sets
 * the next digest anew. Rules: docs/rules/alerts.md#alerts-1 to docs/rules/alerts.md#alerts-4.
 */
export async function changeAlertRule(
  ctx: TeamActionContext,
  input: UpdateInput,
): Promise<AlertRule> {
  const team = selectedTeam(ctx);
  const { id, name, mode, digestHour, tz, destinations, enabled } = input;
  if (
    [name, input.filter, mode, digestHour, tz, destinations, enabled].every((v) => v === undefined)
  ) {
    throw new InvalidRequestError('Send at least one field to change.', [
      {
        path: 'body',
        message: 'Send at least one of name, filter, mode, digestHour, tz, destinations, enabled.',
      },
    ]);
  }
  const timeZoneNames = timeZoneNamesOf(ctx.deps);
  const now = ctx.deps.clock.now();
  const filter =
    input.filter === undefined ? undefined : await checkAlertFilter(input.filter, timeZoneNames);
  if (destinations !== undefined) await checkDestinationAddresses(destinations, ctx.deps.config);
  const rule = await ctx.em.transactional(async (tx) => {
    const db = queriesOf(tx);
    const stored = await alertRuleOfTeam(db, team.id, id, 'update');
    if (!stored) return undefined;
    let schedule: AlertSchedule | undefined;
    if ([mode, digestHour, tz, enabled].some((value) => value !== undefined)) {
      const wantedMode = mode ?? (stored.mode as AlertMode);
      const kept = <T>(given: T | null | undefined, old: T | null): T | null =>
        given !== undefined ? given : wantedMode === 'instant' ? null : old;
      schedule = await alertSchedule(
        {
          mode: wantedMode,
          digestHour: kept(digestHour, stored.digest_hour),
          tz: kept(tz, stored.tz),
        },
        now,
        timeZoneNames,
      );
    }
    const changes: Partial<AlertRuleValues> & { at: Date } = {
      at: now,
      ...(name !== undefined ? { name } : {}),
      ...(filter !== undefined ? { filter, surveyId: filter.surveyId } : {}),
      ...(schedule ?? {}),
      ...(enabled !== undefined ? { enabled } : {}),
    };
    if (destinations !== undefined) {
      const saved = await destinationsOfRules(db, team.id, [id]);
      const rows = await destinationRows(db, ctx, team.id, destinations, saved);
      await replaceAlertDestinations(db, { id, teamId: team.id, at: now }, rows);
    }
    await updateAlertRule(db, id, changes);
    return readRule(db, team.id, id);
  });
  if (!rule) {
    audit(ctx, team, 'alert_rule.update', 'update', 'not_found', id);
    throw new NotFoundError(NO_RULE);
  }
  audit(ctx, team, 'alert_rule.update', 'update', 'success', rule.id);
  return rule;
}

/**
 * Deletes a rule with its destinations and its messages: pending ones are never sent. Rule:
 * docs/rules/alerts.md#alerts-1.
 */
export async function deleteAlertRule(
  ctx: TeamActionContext,
  input: { id: string },
): Promise<void> {
  const team = selectedTeam(ctx);
  const deleted = await deleteTeamAlertRule(queriesOf(ctx.em), team.id, input.id);
  audit(ctx, team, 'alert_rule.delete', 'delete', deleted ? 'success' : 'not_found', input.id);
  if (!deleted) throw new NotFoundError(NO_RULE);
}

/**
 * Queues a sample `alert.triggered` message for every destination of the rule, enabled or not:
 * the newest item of its survey (else a made-up one), `total: 1`, `sample: true`. Rule:
 * docs/rules/alerts.md#alerts-5.
 */
export async function testAlertRule(
  ctx: TeamActionContext,
  input: { id: string },
): Promise<{ messageIds: string[] }> {
  const team = selectedTeam(ctx);
  const now = ctx.deps.clock.now();
  const messageIds = await ctx.em.transactional(async (tx) => {
    const db = queriesOf(tx);
    // Shared: a change of the rule waits until its messages are written.
    const rule = await alertRuleOfTeam(db, team.id, input.id, 'share');
    if (!rule) return undefined;
    const destinations = await destinationsOfRules(db, team.id, [rule.id]);
    const item =
      (await newestItemOfSurvey(db, team.id, rule.survey_id)) ??
      sampleFeedbackItem(rule.survey_id, now);
    const body = alertBodyOf(team.id, now, {
      rule: { id: rule.id, name: rule.name },
      team: team.slug,
      items: [item],
      total: 1,
      sample: true,
    });
    const written = await writeAlertMessages(
      db,
      [{ ruleId: rule.id, feedbackId: null, payload: JSON.stringify(body) }],
      'all',
    );
    // In the destinations' order: a webhook destination's message is its endpoint's.
    return destinations.flatMap((destination) => {
      const message = written.find((each) =>
        destination.type === 'webhook'
          ? each.endpoint_id === destination.endpoint_id
          : each.alert_destination_id === destination.id,
      );
      return message ? [message.id] : [];
    });
  });
  if (!messageIds) throw new NotFoundError(NO_RULE);
  if (messageIds.length > 0) ctx.deps.webhookDelivery.nudge();
  return { messageIds: messageIds.map(messageIdOf) };
}

/** The rule's newest messages, from the outbox. Rule: docs/rules/alerts.md#alerts-5. */
export async function listAlertDeliveries(
  ctx: TeamActionContext,
  input: { id: string },
): Promise<{ deliveries: Delivery[] }> {
  const team = selectedTeam(ctx);
  const db = queriesOf(ctx.em);
  if (!(await alertRuleOfTeam(db, team.id, input.id))) throw new NotFoundError(NO_RULE);
  const rows = await deliveriesOfRule(db, {
    teamId: team.id,
    ruleId: input.id,
    limit: ALERT_LIMITS.recentDeliveries,
  });
  return {
    deliveries: rows.map((row) => ({
      id: messageIdOf(row.id),
      destinationType: row.destination_type,
      createdAt: row.created_at,
      status: row.status as Delivery['status'],
      attempts: row.attempts,
      lastAttempt: lastAttemptOf(row),
    })),
  };
}
