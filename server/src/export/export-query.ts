import { ITEM_COLUMNS } from '../feedback/feedback-item.ts';
import { type SqlFragment, sql } from '../feedback/sql-fragment.ts';

/**
 * The statement the XLSX export's cursor runs: every item matching `where` (the filter module's
 * condition on `feedback f`), newest first, with its tags and the names of its matched themes.
 */
export function exportSql(where: SqlFragment): SqlFragment {
  return sql`select f.id, f.survey_id, f.submitted_at, f.received_at, f.app_name, f.answers, f.context,
      array(select ft.tag from feedback_tag ft where ft.feedback_id = f.id order by ft.tag) as tags,
      array(select th.name from feedback_theme fm join theme th on th.id = fm.theme_id
            where fm.feedback_id = f.id order by th.name) as themes
    from feedback f
    where ${where}
    order by f.received_at desc, f.id desc`;
}

/**
 * The statement the JSON export's cursor runs: every item matching `where`, newest first, with
 * the columns of a `FeedbackItem` (as the feedback list reads them).
 */
export function exportItemsSql(where: SqlFragment): SqlFragment {
  return sql`select ${ITEM_COLUMNS} from feedback f
    where ${where}
    order by f.received_at desc, f.id desc`;
}
