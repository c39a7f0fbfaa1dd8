import type { RequestContext } from '../trpc/context.ts';

/** What a dashboard read service needs of the request: the team policy already ran. */
export type DashboardContext = Pick<
  RequestContext,
  'deps' | 'em' | 'actor' | 'teamSelection' | 'response'
>;

/**
 * Dashboard answers are per-user authorised data: no shared or browser cache may keep them.
 * The REST edge writes `ctx.response.headers`.
 */
export function markNoStore(ctx: Pick<RequestContext, 'response'>): void {
  ctx.response.headers['Cache-Control'] = 'no-store';
}

/** Ordinal (UTF-16 code unit), case-sensitive comparison, independent of locale and collation. */
export function ordinalCompare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
