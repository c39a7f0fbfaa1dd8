/**
 * The SQL shared by the triggers that keep `feedback_rollup` (see there): a trigger names the
 * rows that changed with their sign (`changed`) and how they map to rollup keys (`keyed`, columns
 * `team_id, survey_id, grain, bucket, field_id, value, app_name, has_text, sign`); these pieces
 * add the signed keys to the counts in key order (so concurrent statements lock counters in the
 * same order) and remove the counts that fell to 0.
 */

const ROLLUP_UPSERT = `insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                        value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(sign)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(sign) <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text)
      do update set n = r.n + excluded.n`;

/** The plpgsql variables `rollupSubtract` needs, for the function's `declare` section. */
export const ROLLUP_SUBTRACT_VARIABLES = `z_team uuid[]; z_survey text[]; z_grain text[]; z_bucket timestamptz[];
  z_field text[]; z_value text[]; z_app text[]; z_text boolean[];`;

/** Adds the keys of `changed` (the rows with their sign), mapped by `keys`, to the counts. */
export function rollupAdd(changed: string, keys: string): string {
  return `with changed as (${changed}), keyed as (${keys})
    ${ROLLUP_UPSERT}`;
}

/**
 * Adds the keys of `changed` (some taken off) to the counts and removes the counts that fell to 0
 * (a second statement: the rows a statement updates are not visible to itself).
 */
export function rollupSubtract(changed: string, keys: string): string {
  return `with changed as (${changed}), keyed as (${keys}), summed as (
      ${ROLLUP_UPSERT}
      returning r.team_id, r.survey_id, r.grain, r.bucket, r.field_id, r.value, r.app_name,
                r.has_text, r.n)
    select array_agg(team_id), array_agg(survey_id), array_agg(grain), array_agg(bucket),
           array_agg(field_id), array_agg(value), array_agg(app_name), array_agg(has_text)
      into z_team, z_survey, z_grain, z_bucket, z_field, z_value, z_app, z_text
      from summed where n = 0;
    delete from feedback_rollup r
     using unnest(z_team, z_survey, z_grain, z_bucket, z_field, z_value, z_app, z_text)
           as z(team_id, survey_id, grain, bucket, field_id, value, app_name, has_text)
     where r.team_id = z.team_id and r.survey_id = z.survey_id and r.grain = z.grain
       and r.bucket = z.bucket and r.field_id = z.field_id and r.value = z.value
       and r.app_name = z.app_name and r.has_text = z.has_text and r.n = 0`;
}

/** The three grains a key is counted in, with the bucket of `received_at` in each. */
export const ROLLUP_GRAINS = `cross join (values ('h'), ('d'), ('m')) g(grain)`;
export const ROLLUP_BUCKET = `date_trunc(case g.grain when 'h' then 'hour' when 'd' then 'day' else 'month' end,
                    f.received_at, 'UTC')`;

/**
 * The TEXT fields an item (the row `item`) answered with more than blanks, as a `text[]`
 * expression: where its theme matches count.
 */
export function answeredTextFieldsSql(item: string): string {
  return `array(select a->>'fieldId' from jsonb_array_elements(${item}.answers) a
                where a->'value'->>'type' = 'text' and btrim(a->'value'->>'text') <> ''
                  and a->>'fieldId' is not null)`;
}
