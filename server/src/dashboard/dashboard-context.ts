import type { RequestContext } from '../request/request-context.ts';

/**
 * What a dashboard read service needs of the request: the team policy already ran. The answer's
 * cache policy (`no-store`) is the contract's, declared by the procedure, not by the service.
 */
export type DashboardContext = Pick<
  RequestContext,
  'deps' | 'em' | 'actor' | 'teamSelection' | 'response'
>;
