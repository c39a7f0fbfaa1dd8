import { z } from 'zod';
import { identifierText, text } from '../text.ts';

/** Limits of one submission; larger input is answered 400 (or 413 for the body as a whole). */
export const SUBMISSION_LIMITS = {
  surveyIdLength: 200,
  identifierLength: 200,
  labelLength: 1000,
  answers: 50,
  fields: 50,
  options: 100,
  textLength: 2000,
} as const;

/** Rating variants and the range of `rating` each allows (`ratingScale` may lower the top). */
export const RATING_VARIANTS = {
  emoji: { min: 1, max: 5 },
  thumbs: { min: 1, max: 2 },
  stars: { min: 1, max: 5 },
  nps: { min: 0, max: 10 },
} as const;

export type RatingVariant = keyof typeof RATING_VARIANTS;

const identifier = identifierText(SUBMISSION_LIMITS.identifierLength);
const label = text().max(SUBMISSION_LIMITS.labelLength);
const ratingVariant = z.enum(['emoji', 'thumbs', 'stars', 'nps']);
const ratingScale = z.int().min(1).max(10);

export const choiceOptionSchema = z.object({ optionId: identifier, label });

const options = z.array(choiceOptionSchema).min(1).max(SUBMISSION_LIMITS.options);

export const fieldDefinitionSchema = z
  .discriminatedUnion('fieldType', [
    z.object({
      fieldId: identifier,
      fieldType: z.literal('RATING'),
      label,
      ratingVariant,
      ratingScale,
    }),
    z.object({ fieldId: identifier, fieldType: z.literal('TEXT'), label }),
    z.object({ fieldId: identifier, fieldType: z.literal('SINGLE_CHOICE'), label, options }),
    z.object({ fieldId: identifier, fieldType: z.literal('MULTI_CHOICE'), label, options }),
  ])
  .meta({
    id: 'FieldDefinition',
    examples: [
      {
        fieldId: 'overall',
        fieldType: 'RATING',
        label: 'Overall',
        ratingVariant: 'stars',
        ratingScale: 5,
      },
      {
        fieldId: 'recommend',
        fieldType: 'RATING',
        label: 'Recommend us?',
        ratingVariant: 'nps',
        ratingScale: 10,
      },
      {
        fieldId: 'helpful',
        fieldType: 'RATING',
        label: 'Helpful?',
        ratingVariant: 'thumbs',
        ratingScale: 2,
      },
      { fieldId: 'comment', fieldType: 'TEXT', label: 'Anything else?' },
      {
        fieldId: 'channel',
        fieldType: 'SINGLE_CHOICE',
        label: 'How did you find us?',
        options: [
          { optionId: 'search', label: 'Search engine' },
          { optionId: 'friend', label: 'A friend' },
        ],
      },
      {
        fieldId: 'features',
        fieldType: 'MULTI_CHOICE',
        label: 'What do you use?',
        options: [
          { optionId: 'export', label: 'Export' },
          { optionId: 'tags', label: 'Tags' },
        ],
      },
    ],
  });

export const surveyDefinitionSchema = z
  .object({
    surveyType: text().min(1).max(100),
    fields: z.array(fieldDefinitionSchema).min(1).max(SUBMISSION_LIMITS.fields),
  })
  .meta({
    id: 'SurveyDefinition',
    description:
      'The survey structure. Order is significant: the definition hash covers field order, ' +
      'field ids and types, rating variants and option ids in order. Labels are not structural.',
  });

export const answerValueSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('rating'), rating: z.int(), ratingVariant, ratingScale }),
    z.object({ type: z.literal('text'), text: text().max(SUBMISSION_LIMITS.textLength) }),
    z.object({ type: z.literal('singleChoice'), selectedOptionId: identifier }),
    z.object({
      type: z.literal('multiChoice'),
      selectedOptionIds: z.array(identifier).max(SUBMISSION_LIMITS.options),
    }),
  ])
  .meta({
    id: 'AnswerValue',
    description:
      'The value shape follows the field type: RATING → rating (within the variant: emoji 1–5, ' +
      'thumbs 1–2, stars 1–5, nps 0–10, and at most ratingScale), TEXT → text (≤ 2000 ' +
      'characters), SINGLE_CHOICE → singleChoice, MULTI_CHOICE → multiChoice (distinct option ids).',
    examples: [
      { type: 'rating', rating: 4, ratingVariant: 'stars', ratingScale: 5 },
      { type: 'rating', rating: 9, ratingVariant: 'nps', ratingScale: 10 },
      { type: 'text', text: 'Quick and easy.' },
      { type: 'singleChoice', selectedOptionId: 'friend' },
      { type: 'multiChoice', selectedOptionIds: ['export', 'tags'] },
    ],
  });

export const answerSchema = z
  .object({
    fieldId: identifier,
    fieldType: z.enum(['RATING', 'TEXT', 'SINGLE_CHOICE', 'MULTI_CHOICE']),
    question: z.object({ label }),
    value: answerValueSchema,
  })
  .meta({ id: 'Answer' });

export type FieldDefinition = z.infer<typeof fieldDefinitionSchema>;
export type SurveyDefinition = z.infer<typeof surveyDefinitionSchema>;
export type Answer = z.infer<typeof answerSchema>;
export type AnswerValue = z.infer<typeof answerValueSchema>;
