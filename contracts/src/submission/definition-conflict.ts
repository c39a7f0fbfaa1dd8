import { z } from 'zod';
import { problemSchema } from '../problem.ts';

const fieldType = z.enum(['RATING', 'TEXT', 'SINGLE_CHOICE', 'MULTI_CHOICE']);
const ratingVariant = z.enum(['emoji', 'thumbs', 'stars', 'nps']);
const fieldId = z
  .string()
  .describe('The field id, or its pseudonym `id:<12 hex>` when it looks like personal data.');

/** One structural change between the registered and the submitted definition. */
export const definitionChangeSchema = z
  .discriminatedUnion('change', [
    z.object({ change: z.literal('added'), fieldId, position: z.int(), fieldType }),
    z.object({ change: z.literal('removed'), fieldId, position: z.int(), fieldType }),
    z.object({ change: z.literal('moved'), fieldId, from: z.int(), to: z.int() }),
    z.object({
      change: z.literal('changed'),
      fieldId,
      attribute: z.literal('fieldType'),
      before: fieldType,
      after: fieldType,
    }),
    z.object({
      change: z.literal('changed'),
      fieldId,
      attribute: z.literal('ratingVariant'),
      before: ratingVariant.nullable(),
      after: ratingVariant.nullable(),
    }),
    z.object({
      change: z.literal('changed'),
      fieldId,
      attribute: z.literal('optionIds'),
      before: z.array(z.string()).nullable(),
      after: z.array(z.string()).nullable(),
    }),
  ])
  .meta({ id: 'DefinitionChange' });

export const definitionDiffSchema = z.object({ changes: z.array(definitionChangeSchema) }).meta({
  id: 'DefinitionDiff',
  description:
    'Changes grouped as removed, added, moved, changed; within a group in field order. ' +
    '`position`, `from` and `to` are indexes in the registered (removed, from) or submitted ' +
    '(added, to) field list.',
});

/** The 409 body of a submission whose definition changed in structure. */
export const definitionConflictProblemSchema = problemSchema
  .extend({
    code: z.literal('definition_conflict'),
    diff: definitionDiffSchema,
    diffRedacted: z
      .boolean()
      .describe('True when a field or option id in `diff` was replaced by its pseudonym.'),
  })
  .meta({ id: 'DefinitionConflictProblem' });

export type DefinitionDiff = z.infer<typeof definitionDiffSchema>;

/** The 409 body of a submission with a new `surveyId` for a team that has as many as it may. */
export const surveyLimitProblemSchema = problemSchema
  .extend({
    code: z.literal('survey_limit_reached'),
    limit: z.int().describe('Surveys a team may register (`HEED_MAX_SURVEYS_PER_TEAM`).'),
  })
  .meta({ id: 'SurveyLimitProblem' });
