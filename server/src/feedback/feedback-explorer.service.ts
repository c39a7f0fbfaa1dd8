import { FEEDBACK_PAGE } from '@heed/contracts';
import type { HeedQueries } from '@heed/db';
import type { DashboardContext } from '../dashboard/dashboard-context.ts';
import { NotFoundError } from '../errors/domain-errors.ts';
import { userRefOf } from '../members/user-ref.ts';
import { selectedTeam } from '../org/selected-team.ts';
import { triageCount } from '../triage/triage-counts.repository.ts';
import { countFeedback, findFeedbackItem, findFeedbackPage } from './feedback.repository.ts';
import { decodeCursor, encodeCursor } from './feedback-cursor.ts';
import {
  type FeedbackFilter,
  type FeedbackFilterInput,
  parseFeedbackFilter,
} from './feedback-filter.ts';
import type { FeedbackItem } from './feedback-item.ts';
import { rollupCount } from './feedback-rollups.repository.ts';
import { rollupScope } from './feedback-rollups.ts';
import { inReadSnapshot } from './read-snapshot.ts';
import { timeZoneNamesOf } from './time-zone-names.ts';

/** Whether a filter narrows by status and at most by survey besides: the triage counts answer it. */
function onlyStatusAndSurvey(filter: FeedbackFilter): boolean {
  const { tz: _tz, surveyId: _surveyId, statuses, ratings, choices, tags, ...rest } = filter;
  return (
    statuses.length > 0 &&
    ratings.length + choices.length + tags.length === 0 &&
    Object.values(rest).every((value) => value === undefined)
  );
}

/**
 * How many items match: from the triage counts when the filter narrows by status and at most by
 * survey (the triage queues); from the rollups when it narrows only by survey, app, `hasText`,
 * whole-hour period bounds and at most one rating (one value, not a range) or choice; else counted
 * from the rows. A range is not summed from the rollups: an item answering two of its values (a
 * multiple choice whose option ids are numbers) would count twice.
 */
async function countMatching(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
): Promise<number> {
  if (onlyStatusAndSurvey(filter)) {
    return triageCount(db, teamId, { surveyId: filter.surveyId, statuses: filter.statuses });
  }
  const ranges = filter.ratings.some((rating) => rating.min !== rating.max);
  if (filter.ratings.length + filter.choices.length <= 1 && !ranges) {
    const scope = await rollupScope(db, teamId, filter);
    if (scope) {
      const rating = filter.ratings[0];
      const choice = filter.choices[0];
      const key = rating
        ? { fieldId: rating.fieldId, value: String(rating.min) }
        : choice
          ? { fieldId: choice.fieldId, value: choice.optionId }
          : undefined;
      return rollupCount(db, scope, key);
    }
  }
  return countFeedback(db, teamId, filter);
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
  const filter = await parseFeedbackFilter(input, timeZoneNamesOf(ctx.deps), userRefOf(ctx.actor));
  const after = input.cursor ? decodeCursor(ctx.deps, team.id, input.cursor) : undefined;
  const limit = input.limit ?? FEEDBACK_PAGE.defaultLimit;
  const { rows, total } = await inReadSnapshot(ctx.deps, async (db) => {
    // One more than the page: whether a next page exists.
    const found = await findFeedbackPage(db, team.id, filter, { after, limit: limit + 1 });
    return { rows: found, total: await countMatching(db, team.id, filter) };
  });
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1] : undefined;
  return {
    items: page.map(({ position: _position, ...item }) => item),
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
  const item = await inReadSnapshot(ctx.deps, (db) => findFeedbackItem(db, team.id, input.id));
  if (!item) throw new NotFoundError('No feedback item with this id exists in the team.');
  return item;
}
