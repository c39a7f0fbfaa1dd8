import type { Answer } from '@heed/contracts';
import type { FeedbackContext } from '@heed/db';
import { type DashboardContext, markNoStore } from '../dashboard/dashboard-context.ts';
import { NotFoundError } from '../errors/domain-errors.ts';
import { selectedTeam } from '../org/selected-team.ts';
import { decodeCursor, encodeCursor } from './feedback-cursor.ts';
import {
  type FeedbackFilter,
  type FeedbackFilterInput,
  filterSql,
  parseFeedbackFilter,
} from './feedback-filter.ts';
import { rollupCount, rollupScope } from './feedback-rollups.ts';
import { inReadSnapshot, type ReadQuery } from './read-snapshot.ts';
import { isoUtc, type SqlFragment, sql } from './sql-fragment.ts';
import { timeZoneNamesOf } from './time-zone-names.ts';

export const DEFAULT_PAGE_SIZE = 50;

export interface FeedbackItem {
  id: string;
  surveyId: string;
  surveyType: string;
  appName: string;
  submittedAt: string;
  receivedAt: string;
  answers: Answer[];
  tags: string[];
  themes: string[];
  context: FeedbackContext | null;
  sensitiveDataRedacted: boolean;
}

interface FeedbackItemRow extends Record<string, unknown> {
  id: string;
  survey_id: string;
  survey_type: string;
  app_name: string;
  submitted_at: string;
  received_at: string;
  position: string;
  answers: Answer[];
  context: FeedbackContext | null;
  sensitive_data_redacted: boolean;
  tags: string[];
  themes: string[];
}

/** The columns of a FeedbackItem, with its tags and theme matches, from `feedback f`. */
const ITEM_COLUMNS = sql`f.id, f.survey_id, f.survey_type, f.app_name, ${isoUtc('f.submitted_at')} as submitted_at,
  ${isoUtc('f.received_at')} as received_at,
  to_char(f.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position,
  f.answers, f.context, f.sensitive_data_redacted,
  array(select ft.tag from feedback_tag ft where ft.feedback_id = f.id order by ft.tag) as tags,
  array(select fm.theme_id::text from feedback_theme fm where fm.feedback_id = f.id
        order by fm.theme_id) as themes`;

function itemOf(row: FeedbackItemRow): FeedbackItem {
  return {
    id: row.id,
    surveyId: row.survey_id,
    surveyType: row.survey_type,
    appName: row.app_name,
    submittedAt: row.submitted_at,
    receivedAt: row.received_at,
    answers: row.answers,
    tags: row.tags,
    themes: row.themes,
    context: row.context,
    sensitiveDataRedacted: row.sensitive_data_redacted,
  };
}

/**
 * How many items match: from the rollups when the filter narrows only by survey, app, `hasText`,
 * whole-hour period bounds and at most one rating or choice; else counted from the rows.
 */
async function countMatching(
  query: ReadQuery,
  teamId: string,
  filter: FeedbackFilter,
  where: SqlFragment,
): Promise<number> {
  if (filter.ratings.length + filter.choices.length <= 1) {
    const scope = await rollupScope(query, teamId, filter);
    if (scope) {
      const rating = filter.ratings[0];
      const choice = filter.choices[0];
      const key = rating
        ? { fieldId: rating.fieldId, value: String(rating.rating) }
        : choice
          ? { fieldId: choice.fieldId, value: choice.optionId }
          : undefined;
      return rollupCount(query, scope, key);
    }
  }
  const counted = await query<{ total: number }>(
    sql`select count(*)::int as total from feedback f where ${where}`,
  );
  return counted[0]?.total ?? 0;
}

/**
 * One page of the selected team's feedback, newest first (`receivedAt`, then `id`), with the
 * number of items matching the filters. Keyset pagination: the cursor holds the last item's
 * position, so items arriving meanwhile (newer, on no later page) never shift a page.
 */
export async function listFeedback(
  ctx: DashboardContext,
  input: FeedbackFilterInput & { limit?: number | undefined; cursor?: string | undefined },
): Promise<{ items: FeedbackItem[]; nextCursor: string | null; total: number }> {
  const team = selectedTeam(ctx);
  markNoStore(ctx);
  const filter = await parseFeedbackFilter(input, timeZoneNamesOf(ctx.deps));
  const after = input.cursor ? decodeCursor(ctx.deps, team.id, input.cursor) : undefined;
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  const where = filterSql(team.id, filter);
  const page: SqlFragment = after
    ? sql`${where} and (f.received_at, f.id) < (${after.receivedAt}::timestamptz, ${after.id}::uuid)`
    : where;
  const { rows, total } = await inReadSnapshot(ctx.deps, async (query) => {
    const found = await query<FeedbackItemRow>(
      sql`select ${ITEM_COLUMNS} from feedback f where ${page}
          order by f.received_at desc, f.id desc limit ${limit + 1}`,
    );
    return { rows: found, total: await countMatching(query, team.id, filter, where) };
  });
  const items = rows.slice(0, limit);
  const last = rows.length > limit ? items[items.length - 1] : undefined;
  return {
    items: items.map(itemOf),
    nextCursor: last
      ? encodeCursor(ctx.deps, team.id, { receivedAt: last.position, id: last.id })
      : null,
    total,
  };
}

/** One item of the selected team; another team's item, or none, is 404. */
export async function getFeedbackItem(
  ctx: DashboardContext,
  input: { id: string },
): Promise<FeedbackItem> {
  const team = selectedTeam(ctx);
  markNoStore(ctx);
  const rows = await inReadSnapshot(ctx.deps, (query) =>
    query<FeedbackItemRow>(
      sql`select ${ITEM_COLUMNS} from feedback f where f.team_id = ${team.id} and f.id = ${input.id}::uuid`,
    ),
  );
  const row = rows[0];
  if (!row) throw new NotFoundError('No feedback item with this id exists in the team.');
  return itemOf(row);
}
