import { pseudonym } from '../audit/pseudonym.ts';
import { UnauthorizedError } from '../errors/domain-errors.ts';
import { enforceRateLimit } from '../keys/key-rate-limiter.ts';
import type { DashboardContext } from './dashboard-context.ts';

/** Analytics reads per user and minute, across every API replica (the counter is in PostgreSQL). */
export const ANALYTICS_LIMIT_PER_MINUTE = 300;

/**
 * The limiter key of a user's budget: its pseudonym, never the raw subject (the key is stored in
 * the database). The budget prefix (`analytics:`, `export:`) keeps it apart from the per-API-key
 * counters (key ids) and from the user's other budget.
 */
export function userLimiterKey(budget: 'analytics' | 'export', subject: string): string {
  return `${budget}:${pseudonym(subject)}`;
}

/**
 * Counts one analytics read of the calling user. Allowed: the counter is declared on the
 * response (`RateLimit-*`). Denied: 429 `rate_limited` with `Retry-After` (whole seconds, at least 1).
 */
export async function consumeAnalyticsRead(
  ctx: Pick<DashboardContext, 'deps' | 'actor' | 'response'>,
  limitPerMinute: number = ANALYTICS_LIMIT_PER_MINUTE,
): Promise<void> {
  await consumeUserBudget(ctx, 'analytics', limitPerMinute);
}

/**
 * Counts one request of the calling user against a per-user budget of its own (`analytics`,
 * `export`), with the headers and the 429 of `consumeAnalyticsRead`.
 */
export async function consumeUserBudget(
  ctx: Pick<DashboardContext, 'deps' | 'actor' | 'response'>,
  budget: 'analytics' | 'export',
  limitPerMinute: number,
): Promise<void> {
  const actor = ctx.actor;
  if (actor?.type !== 'oidc_user') throw new UnauthorizedError('A signed-in user is required.');
  const decision = await ctx.deps.rateLimiter.consume(
    userLimiterKey(budget, actor.subject),
    limitPerMinute,
  );
  enforceRateLimit(
    ctx.response,
    decision,
    `The ${budget} rate limit is exceeded; try again later.`,
  );
}
