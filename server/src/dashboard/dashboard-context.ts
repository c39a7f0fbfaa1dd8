import type { RequestContext } from '../request/request-context.ts';

/** What a dashboard read service needs of the request: the team policy already ran. */
export type DashboardContext = Pick<
  RequestContext,
  'deps' | 'em' | 'actor' | 'teamSelection' | 'response'
>;

/** Dashboard answers are per-user authorised data: no shared or browser cache may keep them. */
export function markNoStore(ctx: Pick<RequestContext, 'response'>): void {
  ctx.response.cachePolicy = 'no-store';
}
