import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TeamSchema } from './team.entity.ts';

/**
 * A team's alert rule: a saved explorer filter (always of one survey) and where to say that an
 * item matching it arrived. `instant` rules send one message per matching item, at most 30 in a
 * rule's hour window (then one "and N more" when the window ends); `digest` rules send once a day
 * at `digestHour` in `tz`. Matching is decided when the item is stored, in its transaction; the
 * messages go through the outbox (`webhook_message`) like every webhook event.
 */
export const AlertRuleSchema = defineEntity({
  name: 'AlertRule',
  tableName: 'alert_rule',
  indexes: [
    { name: 'alert_rule_team_id_created_at_index', properties: ['team', 'createdAt'] },
    // The submission's insert: the enabled rules of a team's survey.
    { name: 'alert_rule_candidates_index', properties: ['team', 'surveyId'] },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    team: () => p.manyToOne(TeamSchema).deleteRule('cascade'),
    name: p.string().length(80),
    /** `filter.surveyId`, as a column for the candidates of a stored item. */
    surveyId: p.text(),
    /** The explorer's filter parameters as the contract validated them (`surveyId` included). */
    filter: p.json<Record<string, unknown>>(),
    /** `instant` or `digest`. */
    mode: p.string().length(8),
    /** The digest's hour (0–23) in `tz`; null for `instant`. */
    digestHour: p.smallint().nullable(),
    /** IANA zone of the digest hour; null for `instant`. */
    tz: p.string().length(64).nullable(),
    enabled: p.boolean().default(true),
    lastTriggeredAt: p.datetime().nullable(),
    /** `instant`: the start of the current hour window, messages sent in it and items held back. */
    windowStartedAt: p.datetime().nullable(),
    windowSent: p.integer().default(0),
    windowHeld: p.integer().default(0),
    /** `digest`: when the next digest is due (the scheduler moves it on after sending). */
    nextDigestAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type AlertRule = InferEntity<typeof AlertRuleSchema>;
