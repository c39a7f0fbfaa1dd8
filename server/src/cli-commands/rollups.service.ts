/**
 * `heed rollups verify` and `heed rollups rebuild`: the counts `feedback_rollup` keeps at write
 * time, compared with a recount from the stored feedback and theme matches, and corrected. Acts
 * as the `system` actor on any team, or on one named by slug.
 */
import { teamSlugSchema } from '@heed/contracts';
import { type EntityManager, queriesOf, TeamSchema } from '@heed/db';
import { z } from 'zod';
import { ForbiddenError, NotFoundError } from '../errors/domain-errors.ts';
import {
  correctRollups,
  correctTriageCounts,
  lockRollupBatch,
  type RollupDifference,
  type RollupKeyKind,
  rollupBatches,
  rollupDifferences,
  type TriageCountDifference,
  triageCountDifferences,
} from '../feedback/rollup-verification.repository.ts';
import type { RequestContext } from '../request/request-context.ts';

export type { RollupDifference, TriageCountDifference };

/** The CLI's options, validated before the database is opened. */
export const rollupsInputSchema = z.object({ team: teamSlugSchema.optional() });
export type RollupsInput = z.infer<typeof rollupsInputSchema>;

type RollupsContext = Pick<RequestContext, 'em' | 'actor'>;

/** A difference with its team's slug, for the report. */
export type TeamRollupDifference = RollupDifference & { team: string };

/** A triage count's difference with its team's slug, for the report. */
export type TeamTriageDifference = TriageCountDifference & { team: string };

function requireSystem(context: RollupsContext): void {
  if (context.actor?.type !== 'system') {
    throw new ForbiddenError('Only the operations CLI (system) may do this.');
  }
}

/** The teams named by the input (all, by slug), each with its id. */
async function teamsOf(em: EntityManager, input: RollupsInput) {
  if (input.team === undefined) {
    const teams = await em.find(TeamSchema, {}, { orderBy: { slug: 'asc' } });
    return teams.map((team) => ({ id: team.id, slug: team.slug }));
  }
  const team = await em.findOne(TeamSchema, { slug: input.team });
  if (!team) throw new NotFoundError(`No team with the slug '${input.team}'.`);
  return [{ id: team.id, slug: team.slug }];
}

/**
 * Every key whose stored count differs from the recount (one statement, one snapshot, per team),
 * of the rollups and of the triage counts (`feedback_triage_count`).
 */
export async function verifyRollups(
  context: RollupsContext,
  input: RollupsInput,
): Promise<{
  teams: string[];
  differences: TeamRollupDifference[];
  triage: TeamTriageDifference[];
}> {
  requireSystem(context);
  const teams = await teamsOf(context.em, input);
  const differences: TeamRollupDifference[] = [];
  const triage: TeamTriageDifference[] = [];
  for (const team of teams) {
    const db = queriesOf(context.em);
    const found = await rollupDifferences(db, { teamId: team.id });
    differences.push(...found.map((difference) => ({ ...difference, team: team.slug })));
    const triageFound = await triageCountDifferences(db, team.id);
    triage.push(...triageFound.map((difference) => ({ ...difference, team: team.slug })));
  }
  return { teams: teams.map((team) => team.slug), differences, triage };
}

/** The first instant of the UTC month after `month` (ISO). */
function nextMonth(month: string): string {
  const start = new Date(month);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)).toISOString();
}

const KINDS: RollupKeyKind[] = ['items', 'themes'];

/**
 * Brings every count to the recount, one survey and UTC month of one team at a time, each kind of
 * key in a short transaction of its own under the batch's advisory lock; submissions go on
 * meanwhile (see `correctRollups` for why concurrent writes stay counted). Returns what changed.
 */
export async function rebuildRollups(
  context: RollupsContext,
  input: RollupsInput,
): Promise<{
  teams: string[];
  batches: number;
  changed: TeamRollupDifference[];
  triageChanged: TeamTriageDifference[];
}> {
  requireSystem(context);
  const teams = await teamsOf(context.em, input);
  const changed: TeamRollupDifference[] = [];
  const triageChanged: TeamTriageDifference[] = [];
  let batches = 0;
  for (const team of teams) {
    const triage = await context.em
      .fork()
      .transactional(async (em) => correctTriageCounts(queriesOf(em), team.id));
    triageChanged.push(...triage.map((difference) => ({ ...difference, team: team.slug })));
    for (const batch of await rollupBatches(queriesOf(context.em), team.id)) {
      const scope = {
        teamId: team.id,
        surveyId: batch.surveyId,
        from: batch.month,
        to: nextMonth(batch.month),
      };
      batches++;
      for (const kind of KINDS) {
        const corrected = await context.em.fork().transactional(async (em) => {
          const db = queriesOf(em);
          await lockRollupBatch(db, scope);
          return correctRollups(db, scope, kind);
        });
        changed.push(...corrected.map((difference) => ({ ...difference, team: team.slug })));
      }
    }
  }
  return { teams: teams.map((team) => team.slug), batches, changed, triageChanged };
}
