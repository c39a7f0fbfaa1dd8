import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { type TeamScope, teamQuerySchema } from '../org/team.ts';
import { identifierText, text } from '../text.ts';

/** Most markers one survey may have. */
export const MAX_MARKERS_PER_SURVEY = 50;

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date YYYY-MM-DD.')
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { message: 'Must be a valid calendar date.' },
  )
  .meta({ examples: ['2026-11-20'] });

/** A colour `#RRGGBB`. */
export const colorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour #RRGGBB.')
  .meta({ examples: ['#1f77b4'] });

const surveyIdParam = identifierText(200).describe('The survey’s `surveyId`.');
const markerLabel = text()
  .trim()
  .min(1)
  .max(80)
  .meta({ examples: ['Release 4.2'] });
const markerDescription = text()
  .trim()
  .max(500)
  .meta({ examples: ['New checkout flow'] });

export const markerSchema = z
  .object({
    id: z.uuid(),
    surveyId: z.string(),
    date: z.string().describe('`YYYY-MM-DD`.'),
    label: z.string(),
    description: z.string().nullable(),
    color: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    id: 'Marker',
    examples: [
      {
        id: '0b9e1c52-8a1d-4d55-9a53-3f4b2c1d7e10',
        surveyId: 'checkout-satisfaction',
        date: '2026-11-20',
        label: 'Release 4.2',
        description: 'New checkout flow',
        color: '#1f77b4',
        createdAt: '2026-11-20T09:12:00.000Z',
        updatedAt: '2026-11-20T09:12:00.000Z',
      },
    ],
  });

const markersErrors = [403, 404];

export const listMarkersContract = defineContract({
  method: 'GET',
  path: '/intern/surveys/{surveyId}/markers',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'Markers of a survey',
  description:
    'Sorted by date. `from` and `to` (inclusive, `YYYY-MM-DD`) narrow the list. A survey the team ' +
    'has not registered is 404.',
  tags: ['curating'],
  errorStatuses: markersErrors,
  team: { selection: 'explicit', role: 'viewer' } satisfies TeamScope,
  input: z.object({
    surveyId: surveyIdParam,
    team: teamQuerySchema,
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  }),
  output: z.object({ markers: z.array(markerSchema) }).meta({ id: 'MarkerList' }),
});

export const createMarkerContract = defineContract({
  method: 'POST',
  path: '/intern/surveys/{surveyId}/markers',
  successStatus: 201,
  caller: 'oidc',
  summary: 'Mark a date on a survey',
  description:
    `Editors. At most ${MAX_MARKERS_PER_SURVEY} markers a survey (400 past that). A survey the ` +
    'team has not registered is 404.',
  tags: ['curating'],
  errorStatuses: markersErrors,
  team: { selection: 'explicit', role: 'editor' } satisfies TeamScope,
  input: z.object({
    surveyId: surveyIdParam,
    team: teamQuerySchema,
    date: calendarDateSchema,
    label: markerLabel,
    description: markerDescription.optional(),
    color: colorSchema.optional(),
  }),
  output: markerSchema,
});

export const updateMarkerContract = defineContract({
  method: 'PATCH',
  path: '/intern/surveys/{surveyId}/markers/{id}',
  successStatus: 200,
  caller: 'oidc',
  summary: 'Change a marker',
  description:
    'Editors. Only the fields sent change; `description` or `color` `null` clears them. An empty ' +
    'body is 400.',
  tags: ['curating'],
  errorStatuses: markersErrors,
  team: { selection: 'explicit', role: 'editor' } satisfies TeamScope,
  input: z.object({
    surveyId: surveyIdParam,
    id: z.uuid(),
    team: teamQuerySchema,
    date: calendarDateSchema.optional(),
    label: markerLabel.optional(),
    description: markerDescription.nullable().optional(),
    color: colorSchema.nullable().optional(),
  }),
  output: markerSchema,
});

export const deleteMarkerContract = defineContract({
  method: 'DELETE',
  path: '/intern/surveys/{surveyId}/markers/{id}',
  successStatus: 204,
  caller: 'oidc',
  summary: 'Delete a marker',
  description: 'Admins. Audited as `marker.delete`.',
  tags: ['curating'],
  errorStatuses: markersErrors,
  team: { selection: 'explicit', role: 'admin' } satisfies TeamScope,
  input: z.object({ surveyId: surveyIdParam, id: z.uuid(), team: teamQuerySchema }),
  output: z.void(),
});
