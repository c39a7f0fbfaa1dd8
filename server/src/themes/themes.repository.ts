import { answeredTextFieldsSql, type HeedQueries } from '@heed/db';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The one rule by which a feedback item's text belongs to a theme: one of the theme's keywords
 * occurs in the item's text answers as a phrase — its words whole, in order, adjacent,
 * case-insensitive (`phraseto_tsquery` with the `simple` configuration: no stemming, no stop
 * words). `s` is the item's row in `feedback_search` (its words, `to_tsvector('simple',
 * text_content)`; an item without text has none), `t` the theme row; the GIN index of the words
 * answers it.
 */
const themeMatches: RawBuilder<SqlBool> = sql<SqlBool>`s.words @@ any (array(
  select phraseto_tsquery('simple', keyword) from jsonb_array_elements_text(t.keywords) as keyword))`;

/**
 * Rebuilds a theme's matches from the team's stored feedback, after the theme was created or its
 * keywords changed. Runs on `db` (the caller's transaction), together with the change of the
 * theme, so no reader sees a theme with the matches of its old keywords. Returns the matches.
 */
export async function recomputeThemeMatches(db: HeedQueries, themeId: string): Promise<number> {
  await db.deleteFrom('feedback_theme').where('theme_id', '=', themeId).execute();
  const inserted = await db
    .with('matched', (cte) =>
      cte
        .insertInto('feedback_theme')
        .columns([
          'feedback_id',
          'theme_id',
          'team_id',
          'survey_id',
          'app_name',
          'received_at',
          'text_fields',
        ])
        .expression(
          cte
            .selectFrom('theme as t')
            .innerJoin('feedback_search as s', 's.team_id', 't.team_id')
            .innerJoin('feedback as f', 'f.id', 's.feedback_id')
            .select([
              'f.id',
              't.id',
              'f.team_id',
              'f.survey_id',
              'f.app_name',
              'f.received_at',
              sql.raw<string[]>(answeredTextFieldsSql('f')).as('text_fields'),
            ])
            .where('t.id', '=', themeId)
            .where(themeMatches),
        )
        .returning(sql.lit(1).as('one')),
    )
    .selectFrom('matched')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirst();
  return Number(inserted?.n ?? 0);
}

/** Deletes a theme of the team (its matches cascade); false when there is no such theme. */
export async function deleteTeamTheme(
  db: HeedQueries,
  teamId: string,
  themeId: string,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('theme')
    .where('id', '=', themeId)
    .where('team_id', '=', teamId)
    .returning('id')
    .execute();
  return deleted.length > 0;
}
