import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { FeedbackSchema } from './feedback.entity.ts';
import {
  ROLLUP_BUCKET,
  ROLLUP_GRAINS,
  ROLLUP_SUBTRACT_VARIABLES,
  rollupAdd,
  rollupSubtract,
} from './feedback-rollup-sql.ts';
import { TeamSchema } from './team.entity.ts';
import { ThemeSchema } from './theme.entity.ts';

/**
 * The rollup keys of theme matches (`changed`: one row per match or per item, with `value` and
 * `sign`): per TEXT field the item answered, `theme:<themeId>` counts the items of a theme and
 * `theme:*` the items with any theme; each in its UTC hour, day and month. An item with a theme
 * has text, so `has_text` is true.
 */
const THEME_ROLLUP_KEYS = `select f.team_id, f.survey_id, g.grain, ${ROLLUP_BUCKET} as bucket,
         field.field_id, f.value, f.app_name, true as has_text, f.sign
    from changed f
    cross join unnest(f.text_fields) as field(field_id)
    ${ROLLUP_GRAINS}`;

/**
 * Inserted matches count for their theme; an item whose matches are all new (it had none before
 * the statement) counts once for "any theme".
 */
const THEME_MATCHES_ADDED = `select t.team_id, t.survey_id, t.received_at, t.app_name, t.text_fields,
           'theme:' || t.theme_id::text as value, 1 as sign
      from new_rows t
    union all
    select a.team_id, a.survey_id, a.received_at, a.app_name, a.text_fields, 'theme:*', 1
      from (select feedback_id, team_id, survey_id, received_at, app_name, text_fields,
                   count(*) as added
              from new_rows
             group by feedback_id, team_id, survey_id, received_at, app_name, text_fields) a
     where (select count(*) from feedback_theme m where m.feedback_id = a.feedback_id) = a.added`;

/** Deleted matches are taken off their theme; an item left without any, off "any theme". */
const THEME_MATCHES_REMOVED = `select t.team_id, t.survey_id, t.received_at, t.app_name, t.text_fields,
           'theme:' || t.theme_id::text as value, -1 as sign
      from old_rows t
    union all
    select a.team_id, a.survey_id, a.received_at, a.app_name, a.text_fields, 'theme:*', -1
      from (select distinct feedback_id, team_id, survey_id, received_at, app_name, text_fields
              from old_rows) a
     where not exists (select 1 from feedback_theme m where m.feedback_id = a.feedback_id)`;

/**
 * Keeps the theme counts of `feedback_rollup` (the overview's themes per TEXT field) current when
 * matches are recorded (new feedback, a theme created or changed) and removed (a theme changed or
 * deleted, feedback deleted). The item's survey, app, time and answered TEXT fields are copied
 * onto the match, so a deletion cascading from `feedback` can still be counted off.
 */
const THEME_ROLLUP_TRIGGERS = `create or replace function "feedback_theme_rollup_fn"() returns trigger
  language plpgsql set jit = off as $body$
declare
  ${ROLLUP_SUBTRACT_VARIABLES}
begin
  if tg_op = 'INSERT' then
    ${rollupAdd(THEME_MATCHES_ADDED, THEME_ROLLUP_KEYS)};
  else
    ${rollupSubtract(THEME_MATCHES_REMOVED, THEME_ROLLUP_KEYS)};
  end if;
  return null;
end
$body$`;

/**
 * Which themes a feedback item's text matches, kept current at write time: when feedback is
 * stored, and when a theme is created, changed or deleted. Rows are inserted and deleted, never
 * updated.
 */
export const FeedbackThemeSchema = defineEntity({
  name: 'FeedbackTheme',
  tableName: 'feedback_theme',
  indexes: [{ properties: ['theme'] }],
  triggers: [
    {
      name: 'feedback_theme_rollup_insert',
      timing: 'after',
      events: ['insert'],
      forEach: 'statement',
      expression: `${THEME_ROLLUP_TRIGGERS};
create trigger "feedback_theme_rollup_insert" after insert on "feedback_theme"
  referencing new table as new_rows for each statement execute function "feedback_theme_rollup_fn"()`,
    },
    {
      name: 'feedback_theme_rollup_delete',
      timing: 'after',
      events: ['delete'],
      forEach: 'statement',
      expression: `create trigger "feedback_theme_rollup_delete" after delete on "feedback_theme"
  referencing old table as old_rows for each statement execute function "feedback_theme_rollup_fn"()`,
    },
  ],
  properties: {
    feedback: () => p.manyToOne(FeedbackSchema).primary().deleteRule('cascade'),
    theme: () => p.manyToOne(ThemeSchema).primary().deleteRule('cascade'),
    team: () => p.manyToOne(TeamSchema),
    /**
     * The item's survey, app and arrival (for the theme counts in `feedback_rollup`); always
     * written, nullable only because the columns were added to a table that had rows.
     */
    surveyId: p.text().nullable(),
    appName: p.string().nullable(),
    receivedAt: p.datetime().nullable(),
    /** The TEXT fields the item answered (not blank). */
    textFields: p.array().defaultRaw("'{}'"),
  },
});

export type FeedbackTheme = InferEntity<typeof FeedbackThemeSchema>;
