import type { FieldDefinition } from '@heed/contracts';
import type { HeedQueries } from '@heed/db';
import type { FeedbackFilter } from '../feedback/feedback-filter.ts';
import {
  rollupAnswerCounts,
  rollupRatingBuckets,
  rollupTotals,
} from '../feedback/feedback-rollups.repository.ts';
import type { RollupScope } from '../feedback/feedback-rollups.ts';
import { firstAndLastDay, ratingBucketRows, statsOverviewRows } from './stats.repository.ts';
import { bucketStarts, type Interval, type Period } from './stats-period.ts';

/**
 * The counts of the statistics, read from the rollups or from the rows (`stats.repository.ts`)
 * and gathered per field and value.
 */

export interface Totals {
  total: number;
  withText: number;
  firstDay: string | null;
  lastDay: string | null;
}

/** Per field: how many answered it; per field and value (rating or option id): how many chose it. */
export interface AnswerCounts {
  responses: Map<string, number>;
  values: Map<string, Map<string, number>>;
}

/** Adds one count: a field answered (`value` null or empty) or one of its values. */
function addCount(counts: AnswerCounts, fieldId: string, value: string | null, n: number): void {
  if (value === null || value === '') {
    counts.responses.set(fieldId, n);
    return;
  }
  let values = counts.values.get(fieldId);
  if (!values) {
    values = new Map();
    counts.values.set(fieldId, values);
  }
  values.set(value, n);
}

/** Totals, answer counts and text themes counted from the rows (see `statsOverviewQuery`). */
export async function rowStats(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
  fields: FieldDefinition[],
): Promise<{
  totals: Totals;
  counts: AnswerCounts;
  themes: Map<string, Map<string | null, number>>;
}> {
  const textFieldIds =
    fields.length === 0
      ? undefined
      : fields.filter((field) => field.fieldType === 'TEXT').map((field) => field.fieldId);
  const rows = await statsOverviewRows(db, teamId, filter, textFieldIds);
  const totals: Totals = { total: 0, withText: 0, firstDay: null, lastDay: null };
  const counts: AnswerCounts = { responses: new Map(), values: new Map() };
  const themes = new Map<string, Map<string | null, number>>();
  for (const row of rows) {
    if (row.kind === 'total') {
      totals.total = row.n;
      totals.withText = row.with_text ?? 0;
      totals.firstDay = row.first_day;
      totals.lastDay = row.last_day;
    } else if (row.kind === 'answer' && row.field_id !== null) {
      addCount(counts, row.field_id, row.value, row.n);
    } else if (row.kind === 'theme' && row.field_id !== null) {
      let byTheme = themes.get(row.field_id);
      if (!byTheme) {
        byTheme = new Map();
        themes.set(row.field_id, byTheme);
      }
      byTheme.set(row.value, row.n);
    }
  }
  return { totals, counts, themes };
}

/**
 * The totals from the rollups; the first and last day (only needed for an open period) from the
 * rows, each one step of an index (`min`/`max` of `received_at`).
 */
export async function rollupTotalsOf(
  db: HeedQueries,
  scope: RollupScope,
  filter: FeedbackFilter,
): Promise<Totals> {
  const { total, withText } = await rollupTotals(db, scope);
  if (total === 0 || (filter.from !== undefined && filter.to !== undefined)) {
    return { total, withText, firstDay: null, lastDay: null };
  }
  return { total, withText, ...(await firstAndLastDay(db, scope.teamId, filter)) };
}

/** The answer counts from the rollups. */
export async function rollupAnswerCountsOf(
  db: HeedQueries,
  scope: RollupScope,
  fields: FieldDefinition[],
): Promise<AnswerCounts> {
  const counts: AnswerCounts = { responses: new Map(), values: new Map() };
  const fieldIds = fields.map((field) => field.fieldId);
  for (const row of await rollupAnswerCounts(db, scope, fieldIds)) {
    addCount(counts, row.field_id, row.value, row.n);
  }
  return counts;
}

/**
 * The text themes per TEXT field from the rollup counts: `theme:<id>` is a theme's items,
 * `theme:*` the items with any theme, so the items without one are the field's answers less those.
 */
export function rollupTextThemes(
  counts: AnswerCounts,
  fields: FieldDefinition[],
): Map<string, Map<string | null, number>> {
  const themes = new Map<string, Map<string | null, number>>();
  for (const field of fields) {
    if (field.fieldType !== 'TEXT') continue;
    const byTheme = new Map<string | null, number>();
    let withTheme = 0;
    for (const [value, n] of counts.values.get(field.fieldId) ?? []) {
      if (value === 'theme:*') withTheme = n;
      else if (value.startsWith('theme:')) byTheme.set(value.slice('theme:'.length), n);
    }
    const without = (counts.responses.get(field.fieldId) ?? 0) - withTheme;
    if (without > 0) byTheme.set(null, without);
    themes.set(field.fieldId, byTheme);
  }
  return themes;
}

/**
 * Ratings of one field per bucket start (`YYYY-MM-DD` in the filter's zone) and value over
 * `period` (the filter's `from` and `to`): from the rollups when `scope` is given and they can
 * bound every bucket, else from the rows the filter selects.
 */
export async function ratingBuckets(
  db: HeedQueries,
  teamId: string,
  filter: FeedbackFilter,
  options: { fieldId: string; interval: Interval; period: Period },
  scope?: RollupScope,
): Promise<Map<string, Map<string, number>>> {
  const { fieldId, interval, period } = options;
  const fromRollups =
    scope &&
    (await rollupRatingBuckets(db, scope, {
      fieldId,
      starts: bucketStarts(period.from, period.to, interval),
    }));
  const rows = fromRollups ?? (await ratingBucketRows(db, teamId, filter, { fieldId, interval }));
  const buckets = new Map<string, Map<string, number>>();
  for (const row of rows) {
    let values = buckets.get(row.bucket);
    if (!values) {
      values = new Map();
      buckets.set(row.bucket, values);
    }
    values.set(row.rating, row.n);
  }
  return buckets;
}
