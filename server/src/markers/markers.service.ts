import { MAX_MARKERS_PER_SURVEY } from '@heed/contracts';
import { type EntityManager, type Marker, MarkerSchema, queriesOf } from '@heed/db';
import { InvalidRequestError, NotFoundError } from '../errors/domain-errors.ts';
import { auditTeamAction, selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import { countSurveyMarkers, deleteSurveyMarker, teamHasSurvey } from './markers.repository.ts';

export interface MarkerView {
  id: string;
  surveyId: string;
  date: string;
  label: string;
  description: string | null;
  color: string | null;
  createdAt: string;
  updatedAt: string;
}

export function markerView(marker: Marker): MarkerView {
  return {
    id: marker.id,
    surveyId: marker.surveyId,
    date: marker.date,
    label: marker.label,
    description: marker.description ?? null,
    color: marker.color ?? null,
    createdAt: marker.createdAt.toISOString(),
    updatedAt: marker.updatedAt.toISOString(),
  };
}

const NO_SURVEY = 'The team has no survey with this surveyId.';

/**
 * Whether the team registered the survey. With `lock`, its definition row stays locked until the
 * transaction ends, so concurrent marker creations for the survey take turns (the cap holds) and
 * a survey deletion cannot run in between; submissions are not blocked (`no key update`).
 */
async function requireSurvey(
  em: EntityManager,
  teamId: string,
  surveyId: string,
  lock = false,
): Promise<void> {
  if (!(await teamHasSurvey(queriesOf(em), teamId, surveyId, lock))) {
    throw new NotFoundError(NO_SURVEY);
  }
}

/** The markers of a survey of the selected team, by date, optionally within `from`–`to`. */
export async function listMarkers(
  ctx: TeamActionContext,
  input: { surveyId: string; from?: string | undefined; to?: string | undefined },
): Promise<{ markers: MarkerView[] }> {
  const team = selectedTeam(ctx);
  if (input.from && input.to && input.from > input.to) {
    throw new InvalidRequestError('`from` is after `to`.', [
      { path: 'from', message: 'Must not be after `to`.' },
    ]);
  }
  await requireSurvey(ctx.em, team.id, input.surveyId);
  const date = {
    ...(input.from ? { $gte: input.from } : {}),
    ...(input.to ? { $lte: input.to } : {}),
  };
  const markers = await ctx.em.find(
    MarkerSchema,
    {
      team: team.id,
      surveyId: input.surveyId,
      ...(input.from || input.to ? { date } : {}),
    },
    { orderBy: { date: 'asc', createdAt: 'asc', id: 'asc' } },
  );
  return { markers: markers.map(markerView) };
}

/** Adds a marker to a survey of the selected team; at most `MAX_MARKERS_PER_SURVEY` a survey. */
export async function createMarker(
  ctx: TeamActionContext,
  input: {
    surveyId: string;
    date: string;
    label: string;
    description?: string | undefined;
    color?: string | undefined;
  },
): Promise<MarkerView> {
  const team = selectedTeam(ctx);
  const marker = await ctx.em.transactional(async (tx) => {
    await requireSurvey(tx, team.id, input.surveyId, true);
    if (
      (await countSurveyMarkers(queriesOf(tx), team.id, input.surveyId)) >= MAX_MARKERS_PER_SURVEY
    ) {
      throw new InvalidRequestError(
        `A survey has at most ${MAX_MARKERS_PER_SURVEY} markers; delete one first.`,
        [
          {
            path: 'surveyId',
            message: `The survey has ${MAX_MARKERS_PER_SURVEY} markers already.`,
          },
        ],
      );
    }
    const created = tx.create(MarkerSchema, {
      team: team.id,
      surveyId: input.surveyId,
      date: input.date,
      label: input.label,
      description: input.description ?? null,
      color: input.color ?? null,
    });
    await tx.flush();
    return created;
  });
  return markerView(marker);
}

async function findMarker(ctx: TeamActionContext, teamId: string, surveyId: string, id: string) {
  const marker = await ctx.em.findOne(MarkerSchema, { id, team: teamId, surveyId });
  if (!marker) throw new NotFoundError('No such marker on this survey of the team.');
  return marker;
}

/** Changes the fields sent; `null` clears `description` or `color`. */
export async function updateMarker(
  ctx: TeamActionContext,
  input: {
    surveyId: string;
    id: string;
    date?: string | undefined;
    label?: string | undefined;
    description?: string | null | undefined;
    color?: string | null | undefined;
  },
): Promise<MarkerView> {
  const team = selectedTeam(ctx);
  const { surveyId, id, ...changes } = input;
  const fields = Object.entries(changes).filter(
    ([name, value]) => name !== 'team' && value !== undefined,
  );
  if (fields.length === 0) {
    throw new InvalidRequestError('Send at least one field to change.', [
      { path: 'body', message: 'Send at least one of date, label, description, color.' },
    ]);
  }
  const marker = await findMarker(ctx, team.id, surveyId, id);
  if (changes.date !== undefined) marker.date = changes.date;
  if (changes.label !== undefined) marker.label = changes.label;
  if (changes.description !== undefined) marker.description = changes.description;
  if (changes.color !== undefined) marker.color = changes.color;
  await ctx.em.flush();
  return markerView(marker);
}

/** Deletes a marker; audited as `marker.delete`. */
export async function deleteMarker(
  ctx: TeamActionContext,
  input: { surveyId: string; id: string },
): Promise<void> {
  const team = selectedTeam(ctx);
  const deleted = await deleteSurveyMarker(queriesOf(ctx.em), {
    teamId: team.id,
    surveyId: input.surveyId,
    id: input.id,
  });
  const event = { event: 'marker.delete', operation: 'delete' } as const;
  const resource = { type: 'marker', id: input.id };
  if (!deleted) {
    auditTeamAction(ctx, team, { ...event, outcome: 'not_found', resource });
    throw new NotFoundError('No such marker on this survey of the team.');
  }
  auditTeamAction(ctx, team, { ...event, outcome: 'success', resource });
}
