import type { DashboardContext } from '../dashboard/dashboard-context.ts';
import { NotFoundError } from '../errors/domain-errors.ts';
import { selectedTeam } from '../org/selected-team.ts';
import { decodeCursor, encodeCursor } from './feedback-cursor.ts';
import {
  type FeedbackFilter,
  type FeedbackFilterInput,
  filterSql,
  parseFeedbackFilter,
} from './feedback-filter.ts';
import {
  type FeedbackItem,
  type FeedbackItemRow,
  feedbackItemOf,
  ITEM_COLUMNS,
} from './feedback-item.ts';
import { rollupCount, rollupScope } from './feedback-rollups.ts';
import { inReadSnapshot, type ReadQuery } from './read-snapshot.ts';
import { type SqlFragment, sql } from './sql-fragment.ts';
import { timeZoneNamesOf } from './time-zone-names.ts';

export const DEFAULT_PAGE_SIZE = 50;

interface PagedItemRow extends FeedbackItemRow {
  position: string;
}

/** An item's exact position in the keyset order (microseconds), for the next page's cursor. */
const POSITION = sql`to_char(f.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position`;

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
  const filter = await parseFeedbackFilter(input, timeZoneNamesOf(ctx.deps));
  const after = input.cursor ? decodeCursor(ctx.deps, team.id, input.cursor) : undefined;
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  const where = filterSql(team.id, filter);
  const page: SqlFragment = after
    ? sql`${where} and (f.received_at, f.id) < (${after.receivedAt}::timestamptz, ${after.id}::uuid)`
    : where;
  const { rows, total } = await inReadSnapshot(ctx.deps, async (query) => {
    const found = await query<PagedItemRow>(
      sql`select ${ITEM_COLUMNS}, ${POSITION} from feedback f where ${page}
          order by f.received_at desc, f.id desc limit ${limit + 1}`,
    );
    return { rows: found, total: await countMatching(query, team.id, filter, where) };
  });
  const items = rows.slice(0, limit);
  const last = rows.length > limit ? items[items.length - 1] : undefined;
  return {
    items: items.map(feedbackItemOf),
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
  const rows = await inReadSnapshot(ctx.deps, (query) =>
    query<FeedbackItemRow>(
      sql`select ${ITEM_COLUMNS} from feedback f where f.team_id = ${team.id} and f.id = ${input.id}::uuid`,
    ),
  );
  const row = rows[0];
  if (!row) throw new NotFoundError('No feedback item with this id exists in the team.');
  return feedbackItemOf(row);
}
