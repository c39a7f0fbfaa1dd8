import { answeredTextFieldsSql, type EntityManager } from '@heed/db';

/**
 * The one rule by which a feedback item's text belongs to a theme, in SQL: one of the theme's
 * keywords occurs in the item's text answers as a phrase — its words whole, in order, adjacent,
 * case-insensitive (`phraseto_tsquery` with the `simple` configuration: no stemming, no stop
 * words). `f` is the feedback row, `t` the theme row. The left side is exactly the expression of
 * the GIN index `feedback_text_content_search_index`, so PostgreSQL answers it from the index.
 */
export const THEME_MATCH_SQL = `to_tsvector('simple', coalesce(f.text_content, '')) @@ any (array(
  select phraseto_tsquery('simple', keyword) from jsonb_array_elements_text(t.keywords) as keyword))`;

/**
 * Rebuilds a theme's matches from the team's stored feedback, after the theme was created or its
 * keywords changed. Runs in the caller's transaction, together with the change of the theme, so
 * no reader sees a theme with the matches of its old keywords.
 */
export async function recomputeThemeMatches(tx: EntityManager, themeId: string): Promise<number> {
  await tx.execute('delete from feedback_theme where theme_id = ?', [themeId]);
  const inserted = await tx.execute<{ n: number }[]>(
    `with matched as (
       insert into feedback_theme (feedback_id, theme_id, team_id, survey_id, app_name,
                                   received_at, text_fields)
       select f.id, t.id, f.team_id, f.survey_id, f.app_name, f.received_at,
              ${answeredTextFieldsSql('f')}
         from theme t join feedback f on f.team_id = t.team_id
        where t.id = ? and f.text_content is not null and ${THEME_MATCH_SQL}
       returning 1)
     select count(*)::int as n from matched`,
    [themeId],
  );
  return Number(inserted[0]?.n ?? 0);
}
