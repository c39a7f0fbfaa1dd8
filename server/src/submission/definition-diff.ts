import type {
  DefinitionDiff as ContractDefinitionDiff,
  RatingVariant,
  SurveyDefinition,
} from '@heed/contracts';
import { type FieldType, type StructuralField, structuralView } from './definition-hash.ts';
import { identifierForDiff } from './personal-data.ts';

/** A field present only in the submitted definition; `position` is its index there. */
export interface FieldAddedChange {
  change: 'added';
  fieldId: string;
  position: number;
  fieldType: FieldType;
}

/** A field present only in the stored definition; `position` is its index there. */
export interface FieldRemovedChange {
  change: 'removed';
  fieldId: string;
  position: number;
  fieldType: FieldType;
}

/**
 * A field in both definitions whose order relative to the other common fields changed. `from` is
 * its index in the stored definition, `to` its index in the submitted one.
 */
export interface FieldMovedChange {
  change: 'moved';
  fieldId: string;
  from: number;
  to: number;
}

export type FieldAttributeChange =
  | {
      change: 'changed';
      fieldId: string;
      attribute: 'fieldType';
      before: FieldType;
      after: FieldType;
    }
  | {
      change: 'changed';
      fieldId: string;
      attribute: 'ratingVariant';
      before: RatingVariant | null;
      after: RatingVariant | null;
    }
  | {
      change: 'changed';
      fieldId: string;
      attribute: 'optionIds';
      before: string[] | null;
      after: string[] | null;
    };

export type DefinitionChange =
  | FieldAddedChange
  | FieldRemovedChange
  | FieldMovedChange
  | FieldAttributeChange;

/**
 * The structural difference between the stored and a submitted definition, body member `diff` of
 * a 409 `definition_conflict`. Changes come grouped as removed, added, moved, changed; within a
 * group in field order. Field and option ids that look like personal data are pseudonymised.
 */
export interface DefinitionDiff {
  changes: DefinitionChange[];
}

// The contract documents this shape to clients; the two must stay one and the same.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const diffMatchesContract: Same<DefinitionDiff, ContractDefinitionDiff> = true;
void diffMatchesContract;

export interface DefinitionDiffResult {
  diff: DefinitionDiff;
  /** True when at least one field or option id in `diff` was replaced by its pseudonym. */
  diffRedacted: boolean;
  /** True when the structures differ, i.e. `diff.changes` is non-empty. */
  structuralChange: boolean;
}

interface KeyedField {
  /** Identity of a field across both definitions: its id plus which occurrence of that id it is. */
  key: string;
  position: number;
  field: StructuralField;
}

/**
 * Keys fields by id and occurrence, so a definition with a repeated field id (which validation
 * rejects, but which may reach the diff first) still diffs predictably.
 */
function keyed(fields: StructuralField[]): Map<string, KeyedField> {
  const seen = new Map<string, number>();
  const result = new Map<string, KeyedField>();
  fields.forEach((field, position) => {
    const occurrence = seen.get(field.fieldId) ?? 0;
    seen.set(field.fieldId, occurrence + 1);
    const key = JSON.stringify([field.fieldId, occurrence]);
    result.set(key, { key, position, field });
  });
  return result;
}

/**
 * One longest common subsequence of two sequences of distinct keys (classic dynamic programme;
 * at most 50 fields each). On a tie the current element of `a` is skipped first, so for two
 * swapped neighbours the one that came first in the stored order is the one reported as moved.
 */
function longestCommonSubsequence(a: string[], b: string[]): Set<string> {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => table[i * cols + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] =
        a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const left = a[i];
    if (left !== undefined && left === b[j]) {
      kept.add(left);
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) {
      i++;
    } else {
      j++;
    }
  }
  return kept;
}

function sameIds(a: string[] | null, b: string[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * Compares the structure of the stored definition with a submitted one. Added and removed fields
 * are matched by field id. Of the fields in both, those outside a longest common subsequence of
 * their two orders are reported as moved, so a shift caused only by additions or removals is not a
 * move, and a swap of two fields reports one move. For fields in both, every differing structural
 * attribute (fieldType, ratingVariant, optionIds in order) is reported, with null where a field
 * type has no such attribute. Labels, `ratingScale` and `surveyType` are ignored.
 */
export function diffDefinitions(
  stored: SurveyDefinition,
  submitted: SurveyDefinition,
): DefinitionDiffResult {
  return diffStructures(structuralView(stored), structuralView(submitted));
}

/** `diffDefinitions` on structural views, e.g. the one kept of a registered definition. */
export function diffStructures(
  stored: StructuralField[],
  submitted: StructuralField[],
): DefinitionDiffResult {
  let diffRedacted = false;
  const id = (identifier: string): string => {
    const shown = identifierForDiff(identifier);
    if (shown.redacted) diffRedacted = true;
    return shown.value;
  };
  const ids = (list: string[] | null): string[] | null => (list === null ? null : list.map(id));

  const before = keyed(stored);
  const after = keyed(submitted);

  const removed: DefinitionChange[] = [];
  for (const entry of before.values()) {
    if (!after.has(entry.key)) {
      removed.push({
        change: 'removed',
        fieldId: id(entry.field.fieldId),
        position: entry.position,
        fieldType: entry.field.fieldType,
      });
    }
  }

  const added: DefinitionChange[] = [];
  for (const entry of after.values()) {
    if (!before.has(entry.key)) {
      added.push({
        change: 'added',
        fieldId: id(entry.field.fieldId),
        position: entry.position,
        fieldType: entry.field.fieldType,
      });
    }
  }

  const commonInStoredOrder = [...before.keys()].filter((key) => after.has(key));
  const commonInSubmittedOrder = [...after.keys()].filter((key) => before.has(key));
  const inOrder = longestCommonSubsequence(commonInStoredOrder, commonInSubmittedOrder);

  const moved: DefinitionChange[] = [];
  const changed: DefinitionChange[] = [];
  for (const key of commonInSubmittedOrder) {
    const old = before.get(key);
    const now = after.get(key);
    if (old === undefined || now === undefined) continue;
    // Only ids that end up in the diff pass through `id`, so diffRedacted reflects the diff alone.
    const fieldId = (): string => id(now.field.fieldId);
    if (!inOrder.has(key)) {
      moved.push({ change: 'moved', fieldId: fieldId(), from: old.position, to: now.position });
    }
    if (old.field.fieldType !== now.field.fieldType) {
      changed.push({
        change: 'changed',
        fieldId: fieldId(),
        attribute: 'fieldType',
        before: old.field.fieldType,
        after: now.field.fieldType,
      });
    }
    if (old.field.ratingVariant !== now.field.ratingVariant) {
      changed.push({
        change: 'changed',
        fieldId: fieldId(),
        attribute: 'ratingVariant',
        before: old.field.ratingVariant,
        after: now.field.ratingVariant,
      });
    }
    if (!sameIds(old.field.optionIds, now.field.optionIds)) {
      changed.push({
        change: 'changed',
        fieldId: fieldId(),
        attribute: 'optionIds',
        before: ids(old.field.optionIds),
        after: ids(now.field.optionIds),
      });
    }
  }

  const changes = [...removed, ...added, ...moved, ...changed];
  return { diff: { changes }, diffRedacted, structuralChange: changes.length > 0 };
}
