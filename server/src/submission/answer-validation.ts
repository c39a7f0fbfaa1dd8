import {
  type Answer,
  type AnswerValue,
  type FieldDefinition,
  RATING_VARIANTS,
  type RatingVariant,
  type SurveyDefinition,
} from '@heed/contracts';
import type { FieldError } from '../errors/domain-errors.ts';
import { type StructuralField, structuralView } from './definition-hash.ts';

/**
 * What answer validation needs of one field, and all a registered definition keeps in memory: the
 * structural view plus the rating scale. Labels are not needed to check an answer.
 */
export interface FieldRules extends StructuralField {
  /** The rating scale of a RATING field, else null. */
  ratingScale: number | null;
}

/** The rules of each field of a definition, in the definition's field order. */
export function fieldRulesOf(definition: SurveyDefinition): FieldRules[] {
  return structuralView(definition).map((structure, i) => {
    const field = definition.fields[i];
    return { ...structure, ratingScale: field?.fieldType === 'RATING' ? field.ratingScale : null };
  });
}

/** The answer value type each field type takes. */
const VALUE_TYPE_OF: Record<FieldDefinition['fieldType'], AnswerValue['type']> = {
  RATING: 'rating',
  TEXT: 'text',
  SINGLE_CHOICE: 'singleChoice',
  MULTI_CHOICE: 'multiChoice',
};

/**
 * The `ratingScale` values a rating field may declare. The scale is the top rating the field
 * offers: it may lower the variant's top but must leave at least two choices (so at least the
 * variant's minimum + 1) and may not exceed the variant's top. NPS is defined on 0–10 only, so its
 * scale is exactly 10; thumbs (1–2) is exactly 2 by the general rule. Result: emoji 2–5,
 * stars 2–5, thumbs 2, nps 10.
 */
export function allowedRatingScales(variant: RatingVariant): { min: number; max: number } {
  const range = RATING_VARIANTS[variant];
  if (variant === 'nps') return { min: range.max, max: range.max };
  return { min: range.min + 1, max: range.max };
}

/**
 * Checks a submitted definition on its own: its survey type matches the submission's, field ids
 * and option ids are unique, rating scales fit their variants.
 */
function validateDefinition(
  definition: SurveyDefinition,
  surveyType: string,
  errors: FieldError[],
): void {
  if (definition.surveyType !== surveyType) {
    errors.push({
      path: 'definition.surveyType',
      message: 'The definition survey type does not match the survey type of the submission.',
    });
  }
  const fieldIds = new Set<string>();
  definition.fields.forEach((field, i) => {
    if (fieldIds.has(field.fieldId)) {
      errors.push({
        path: `definition.fields.${i}.fieldId`,
        message: 'This field id is used more than once in the definition.',
      });
    }
    fieldIds.add(field.fieldId);

    const optionIds = new Set<string>();
    const options =
      field.fieldType === 'SINGLE_CHOICE' || field.fieldType === 'MULTI_CHOICE'
        ? field.options
        : [];
    options.forEach(({ optionId }, j) => {
      if (optionIds.has(optionId)) {
        errors.push({
          path: `definition.fields.${i}.options.${j}.optionId`,
          message: 'This option id is used more than once in the field.',
        });
      }
      optionIds.add(optionId);
    });

    if (field.fieldType === 'RATING') {
      const allowed = allowedRatingScales(field.ratingVariant);
      if (field.ratingScale < allowed.min || field.ratingScale > allowed.max) {
        errors.push({
          path: `definition.fields.${i}.ratingScale`,
          message:
            allowed.min === allowed.max
              ? `The rating scale must be ${allowed.max} for this rating variant.`
              : `The rating scale must be between ${allowed.min} and ${allowed.max} for this rating variant.`,
        });
      }
    }
  });
}

function validateValue(
  field: FieldRules,
  value: AnswerValue,
  path: string,
  sameScale: boolean,
  errors: FieldError[],
): void {
  if (value.type === 'rating' && field.ratingVariant !== null && field.ratingScale !== null) {
    if (value.ratingVariant !== field.ratingVariant) {
      errors.push({
        path: `${path}.ratingVariant`,
        message: 'The rating variant does not match the field definition.',
      });
    }
    if (sameScale && value.ratingScale !== field.ratingScale) {
      errors.push({
        path: `${path}.ratingScale`,
        message: 'The rating scale does not match the field definition.',
      });
    }
    const variant = RATING_VARIANTS[field.ratingVariant];
    const lowest = variant.min;
    const highest = Math.min(field.ratingScale, variant.max);
    if (value.rating < lowest || value.rating > highest) {
      errors.push({
        path: `${path}.rating`,
        message: `The rating must be between ${lowest} and ${highest}.`,
      });
    }
    return;
  }
  if (value.type === 'singleChoice' && field.optionIds !== null) {
    if (!field.optionIds.includes(value.selectedOptionId)) {
      errors.push({
        path: `${path}.selectedOptionId`,
        message: 'The selected option does not exist in the field.',
      });
    }
    return;
  }
  if (value.type === 'multiChoice' && field.optionIds !== null) {
    const known = new Set(field.optionIds);
    const selected = new Set<string>();
    value.selectedOptionIds.forEach((optionId, j) => {
      if (!known.has(optionId)) {
        errors.push({
          path: `${path}.selectedOptionIds.${j}`,
          message: 'The selected option does not exist in the field.',
        });
      } else if (selected.has(optionId)) {
        errors.push({
          path: `${path}.selectedOptionIds.${j}`,
          message: 'The option is selected more than once.',
        });
      }
      selected.add(optionId);
    });
  }
}

/**
 * Checks answers against the rules of a definition's fields: every answer names an existing field
 * once, has its field type and value type, a rating repeats the field's variant, lies within the
 * variant and the field's scale and (unless `sameScale` is false) repeats that scale, chosen
 * options exist. Returns one error per problem with the JSON path of the
 * offending member; [] when all is well. Messages never repeat the caller's ids, labels, text or
 * values. A repeated field id is looked up by its first occurrence.
 *
 * A submission is checked against its own definition block; a later submission of a survey also
 * against the rules of the definition registered for its `surveyId` (with `sameScale: false`: its
 * block may change the scale, which is not structural), so that non-structural differences in the
 * block never let in a value outside the registered rules.
 */
export function validateAnswersAgainst(
  rules: FieldRules[],
  answers: Answer[],
  options: { sameScale?: boolean } = {},
): FieldError[] {
  const errors: FieldError[] = [];
  const fields = new Map<string, FieldRules>();
  for (const field of rules) {
    if (!fields.has(field.fieldId)) fields.set(field.fieldId, field);
  }

  const answered = new Set<string>();
  answers.forEach((answer, i) => {
    const path = `answers.${i}`;
    if (answered.has(answer.fieldId)) {
      errors.push({
        path: `${path}.fieldId`,
        message: 'More than one answer has this field id.',
      });
    }
    answered.add(answer.fieldId);

    const field = fields.get(answer.fieldId);
    if (field === undefined) {
      errors.push({
        path: `${path}.fieldId`,
        message: 'No field with this id exists in the definition.',
      });
      return;
    }
    if (answer.fieldType !== field.fieldType) {
      errors.push({
        path: `${path}.fieldType`,
        message: 'The field type does not match the field definition.',
      });
    }
    if (answer.value.type !== VALUE_TYPE_OF[field.fieldType]) {
      errors.push({
        path: `${path}.value.type`,
        message: 'The value type does not fit the type of the field.',
      });
      return;
    }
    validateValue(field, answer.value, `${path}.value`, options.sameScale ?? true, errors);
  });
  return errors;
}

/**
 * Checks a schema-valid submission's definition block on its own and its answers against it.
 * Returns one error per problem; [] when all is well.
 */
export function validateAnswers(
  definition: SurveyDefinition,
  answers: Answer[],
  surveyType: string,
): FieldError[] {
  const errors: FieldError[] = [];
  validateDefinition(definition, surveyType, errors);
  errors.push(...validateAnswersAgainst(fieldRulesOf(definition), answers));
  return errors;
}
