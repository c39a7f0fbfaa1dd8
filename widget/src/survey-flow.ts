import type { Answer, AnswerValue, DisplayCondition, FieldDefinition } from './options.ts';

export type AnswerState = Map<string, AnswerValue>;

/** Ratings a field offers: the variant's range, topped by `ratingScale` (nps is 0–10). */
export function ratingValues(field: Extract<FieldDefinition, { fieldType: 'RATING' }>): number[] {
  const top = { emoji: 5, thumbs: 2, stars: 5, nps: 10 }[field.ratingVariant];
  const min = field.ratingVariant === 'nps' ? 0 : 1;
  const max = Math.min(top, Math.max(min, field.ratingScale));
  const values: number[] = [];
  for (let value = min; value <= max; value++) values.push(value);
  return values;
}

function conditionHolds(condition: DisplayCondition, answers: AnswerState): boolean {
  const value = answers.get(condition.fieldId);
  if (!value) return false;
  if (condition.rating) {
    if (value.type !== 'rating') return false;
    const { min = -Infinity, max = Infinity } = condition.rating;
    if (value.rating < min || value.rating > max) return false;
  }
  if (condition.optionIds) {
    const chosen =
      value.type === 'singleChoice'
        ? [value.selectedOptionId]
        : value.type === 'multiChoice'
          ? value.selectedOptionIds
          : [];
    if (!chosen.some((id) => condition.optionIds?.includes(id))) return false;
  }
  return true;
}

/**
 * The fields shown for the answers given so far, in definition order. A condition may only look
 * at an earlier field, and a field is hidden when the field it depends on is hidden.
 */
export function visibleFields(
  fields: FieldDefinition[],
  conditions: Record<string, DisplayCondition> | undefined,
  answers: AnswerState,
): FieldDefinition[] {
  const shown = new Set<string>();
  const visible: FieldDefinition[] = [];
  for (const field of fields) {
    const condition = conditions?.[field.fieldId];
    if (condition && !(shown.has(condition.fieldId) && conditionHolds(condition, answers))) {
      continue;
    }
    shown.add(field.fieldId);
    visible.push(field);
  }
  return visible;
}

/** An answer is worth sending when it says something: text that is not blank, a choice made. */
function isGiven(value: AnswerValue): boolean {
  if (value.type === 'text') return value.text.trim().length > 0;
  if (value.type === 'multiChoice') return value.selectedOptionIds.length > 0;
  return true;
}

/** The answers to send: those to visible fields only, in definition order. */
export function answersToSend(visible: FieldDefinition[], answers: AnswerState): Answer[] {
  const result: Answer[] = [];
  for (const field of visible) {
    const value = answers.get(field.fieldId);
    if (!value || !isGiven(value)) continue;
    result.push({
      fieldId: field.fieldId,
      fieldType: field.fieldType,
      question: { label: field.label },
      value: value.type === 'text' ? { type: 'text', text: value.text.trim() } : value,
    });
  }
  return result;
}
