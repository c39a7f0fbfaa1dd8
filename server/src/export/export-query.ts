import { type SqlFragment, sql } from '../feedback/sql-fragment.ts';

/**
 * The statement the export's cursor runs: every item matching `where` (the filter module's
 * condition on `feedback f`), newest first, with its tags and the names of its matched themes.
 */
export function exportSql(where: SqlFragment): SqlFragment {
  return sql`select f.id, f.submitted_at, f.received_at, f.app_name, f.answers, f.context,
      array(select ft.tag from feedback_tag ft where ft.feedback_id = f.id order by ft.tag) as tags,
      array(select th.name from feedback_theme fm join theme th on th.id = fm.theme_id
            where fm.feedback_id = f.id order by th.name) as themes
    from feedback f
    where ${where}
    order by f.received_at desc, f.id desc`;
}
