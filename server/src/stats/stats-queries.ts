import { conditionOf } from '../feedback/sql-fragment.query.ts';
import { fragmentOf, type SqlFragment } from '../feedback/sql-fragment.ts';
import { ratingBucketsQuery, statsOverviewQuery } from './stats.repository.ts';
import type { Interval } from './stats-period.ts';

/**
 * The statements of the statistics (`stats.repository.ts`) over an old SQL fragment condition, as
 * old fragments, for the bench until it compiles `statsOverviewQuery` and `ratingBucketsQuery`.
 */
export function statsSql(
  where: SqlFragment,
  options: { tz: string; fieldId: string; interval: Interval; textFieldIds?: string[] },
) {
  const condition = conditionOf(where);
  return {
    overview: fragmentOf(statsOverviewQuery(condition, options.tz, options.textFieldIds)),
    ratingBuckets: fragmentOf(ratingBucketsQuery(condition, options)),
  };
}
