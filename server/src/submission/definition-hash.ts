import { createHash } from 'node:crypto';
import type { FieldDefinition, RatingVariant, SurveyDefinition } from '@heed/contracts';

export type FieldType = FieldDefinition['fieldType'];

/**
 * The structural part of one field: what the definition hash covers and what a definition
 * conflict is about. Labels, option labels, `ratingScale` and `surveyType` are not structural.
 */
export interface StructuralField {
  fieldId: string;
  fieldType: FieldType;
  /** The rating variant of a RATING field, else null. */
  ratingVariant: RatingVariant | null;
  /** The option ids of a choice field in their order, else null. */
  optionIds: string[] | null;
}

/** The structural view of a definition: one entry per field, in the definition's field order. */
export function structuralView(definition: SurveyDefinition): StructuralField[] {
  return definition.fields.map((field) => ({
    fieldId: field.fieldId,
    fieldType: field.fieldType,
    ratingVariant: field.fieldType === 'RATING' ? field.ratingVariant : null,
    optionIds:
      field.fieldType === 'SINGLE_CHOICE' || field.fieldType === 'MULTI_CHOICE'
        ? field.options.map((option) => option.optionId)
        : null,
  }));
}

/**
 * SHA-256 (lowercase hex) over the canonical JSON of the structural view: an array holding, for
 * each field in order, `[fieldId, fieldType, ratingVariant | null, optionIds | null]`. Arrays of
 * strings and nulls have exactly one JSON form, so the text is canonical. The hash is
 * order-sensitive: moving a field or an option changes it; labels, `ratingScale` and `surveyType`
 * do not.
 */
export function definitionHash(definition: SurveyDefinition): string {
  const canonical = JSON.stringify(
    structuralView(definition).map((field) => [
      field.fieldId,
      field.fieldType,
      field.ratingVariant,
      field.optionIds,
    ]),
  );
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
