import { createRequestContext, type RequestContext } from './request/request-context.ts';
import type { AppDependencies } from './runtime/dependencies.ts';
import { appRouter } from './trpc/router.ts';

export * from './cli-commands/rollups.service.ts';
export * from './cli-commands/system-keys.service.ts';
export * from './cli-commands/upgrade-check.service.ts';
export * from './cli-commands/webhooks.service.ts';
export { OrganisationNotSetUpError } from './errors/domain-errors.ts';
export type { IssuedKey } from './keys/api-key.service.ts';

/** A server-side tRPC caller acting as the `system` actor: what the operations CLI runs. */
export function createSystemCaller(deps: AppDependencies) {
  return appRouter.createCaller(() => createRequestContext(deps, { actor: { type: 'system' } }));
}

/**
 * A request context acting as the `system` actor, for the CLI's service calls that have no
 * procedure (keys of any team, `sk` lifecycle, the upgrade check). One context per call: it holds
 * its own EntityManager fork.
 */
export function createSystemContext(deps: AppDependencies): RequestContext {
  return createRequestContext(deps, { actor: { type: 'system' } });
}
