import { BULK_LIMITS, type BulkAction, type FeedbackStatus } from '@heed/contracts';
import { type HeedQueries, queriesOf } from '@heed/db';
import { deleteFeedbackItems } from '../deletions/feedback-deletion.service.ts';
import { InvalidRequestError, TooManyItemsError } from '../errors/domain-errors.ts';
import {
  type FeedbackFilter,
  type FeedbackFilterInput,
  parseFeedbackFilter,
} from '../feedback/feedback-filter.ts';
import { timeZoneNamesOf } from '../feedback/time-zone-names.ts';
import { assigneeRefOf } from '../members/members.service.ts';
import { userRefOf } from '../members/user-ref.ts';
import { requireTeamRole } from '../org/resolve-team.ts';
import type { TeamAccess } from '../org/team-access.ts';
import { auditTeamAction, selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import { tagItems, untagItems } from '../tags/tags.service.ts';
import { enqueueFeedbackUpdates } from '../webhooks/feedback-updated.repository.ts';
import { lockTeamItems, matchingItemIds, setAssignees, setStatuses } from './triage.repository.ts';

/**
 * Items one statement of a bulk change writes: a change of 50,000 items runs as statements of this
 * many, in its one transaction, so that each stays well within the statement timeout.
 */
export const BULK_STATEMENT_ITEMS = 5_000;

export interface BulkInput {
  ids?: string[] | undefined;
  filter?: FeedbackFilterInput | undefined;
  action: BulkAction;
}

/** `items` in runs of `BULK_STATEMENT_ITEMS`. */
function slices<T>(items: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += BULK_STATEMENT_ITEMS) {
    runs.push(items.slice(start, start + BULK_STATEMENT_ITEMS));
  }
  return runs;
}

/** Runs `change` on each run of `ids` in turn; how many items it changed, in all. */
async function inRuns(
  ids: readonly string[],
  change: (run: string[]) => Promise<string[] | number>,
): Promise<number> {
  let changed = 0;
  for (const run of slices(ids)) {
    const result = await change(run);
    changed += typeof result === 'number' ? result : result.length;
  }
  return changed;
}

/** The filter of a bulk change; a bad value is a 400 naming `filter.<parameter>`. */
async function bulkFilterOf(
  ctx: TeamActionContext,
  input: FeedbackFilterInput,
): Promise<FeedbackFilter> {
  try {
    return await parseFeedbackFilter(input, timeZoneNamesOf(ctx.deps), userRefOf(ctx.actor));
  } catch (error) {
    if (!(error instanceof InvalidRequestError)) throw error;
    throw new InvalidRequestError(
      error.message,
      error.errors.map((issue) => ({ ...issue, path: `filter.${issue.path}` })),
    );
  }
}

/** A status or assignment of items, with each changed item's `feedback.updated`. */
async function setTriage(
  db: HeedQueries,
  team: Pick<TeamAccess, 'id' | 'slug'>,
  ids: readonly string[],
  change: { status: FeedbackStatus } | { assigneeRef: string | null },
  at: Date,
): Promise<number> {
  return inRuns(ids, async (run) => {
    const changed =
      'status' in change
        ? await setStatuses(db, team.id, run, change.status, at)
        : await setAssignees(db, team.id, run, change.assigneeRef);
    await enqueueFeedbackUpdates(db, {
      teamId: team.id,
      teamSlug: team.slug,
      feedbackIds: changed,
      changes: ['status' in change ? 'status' : 'assignee'],
      at,
    });
    return changed;
  });
}

/**
 * `POST /intern/feedback/bulk` (Rule: docs/rules/triage.md#triage-4): one action on the items
 * named by `ids` or selected by `filter` (at most 50,000, else 400 `too_many`), in one
 * transaction: the items' rows are locked in id order, then changed in runs of
 * `BULK_STATEMENT_ITEMS`, each run writing the `feedback.updated` (or `feedback.deleted`) messages
 * of the items it changed in one statement. `affected` counts the items that changed. `delete`
 * needs admins and goes the way of one item's deletion (`deletions/`), `tag`/`untag` by the rules
 * of one item's tags (`tags/`).
 */
export async function bulkChangeFeedback(
  ctx: TeamActionContext,
  input: BulkInput,
): Promise<{ affected: number }> {
  const team = selectedTeam(ctx);
  const { action } = input;
  if (action.type === 'delete') requireTeamRole(ctx, team, 'admin');
  if ((input.ids === undefined) === (input.filter === undefined)) {
    throw new InvalidRequestError('Name the items by `ids` or select them by `filter`.', [
      { path: 'ids', message: 'Give either `ids` or `filter`, not both and not neither.' },
    ]);
  }
  const filter = input.filter === undefined ? undefined : await bulkFilterOf(ctx, input.filter);
  const at = ctx.deps.clock.now();
  const affected = await ctx.em.transactional(async (tx) => {
    const db = queriesOf(tx);
    let candidates: string[];
    if (filter) {
      candidates = await matchingItemIds(db, team.id, filter, BULK_LIMITS.matches + 1);
      if (candidates.length > BULK_LIMITS.matches) {
        throw new TooManyItemsError(
          `The filter selects more than ${BULK_LIMITS.matches} items; narrow it down.`,
          [{ path: 'filter', message: `Selects more than ${BULK_LIMITS.matches} items.` }],
        );
      }
    } else {
      candidates = [...new Set(input.ids ?? [])];
    }
    const ids = await lockTeamItems(db, team.id, candidates);
    switch (action.type) {
      case 'status':
        return setTriage(db, team, ids, { status: action.status }, at);
      case 'assign': {
        const assigneeRef = await assigneeRefOf(
          ctx,
          db,
          team.id,
          action.assignee,
          'action.assignee',
        );
        return setTriage(db, team, ids, { assigneeRef }, at);
      }
      case 'tag':
        // Each run checks the cap over its items before tagging any; a run that finds a full
        // item fails the call, and the transaction takes back the runs before it.
        return inRuns(ids, (run) =>
          tagItems(db, team, { feedbackIds: run, tag: action.tag, at, path: 'action.tag' }),
        );
      case 'untag':
        return inRuns(ids, (run) =>
          untagItems(db, team, { feedbackIds: run, tag: action.tag, at }),
        );
      case 'delete':
        return inRuns(ids, (run) => deleteFeedbackItems(db, team, run, at));
    }
  });
  if (action.type === 'delete') {
    auditTeamAction(ctx, team, {
      event: 'feedback.delete',
      operation: 'delete',
      outcome: 'success',
      resource: { type: 'feedback' },
      resourceCount: affected,
    });
  } else if (action.type === 'untag') {
    auditTeamAction(ctx, team, {
      event: 'tag.delete',
      operation: 'delete',
      outcome: 'success',
      resource: { type: 'feedback_tag' },
      resourceCount: affected,
    });
  }
  if (affected > 0) {
    if (action.type === 'tag' || action.type === 'untag' || action.type === 'delete') {
      ctx.deps.filtersBootstrap.invalidate(team.id);
    }
    ctx.deps.webhookDelivery.nudge();
  }
  return { affected };
}
