import type { AppDependencies } from './runtime/dependencies.ts';
import { createRequestContext } from './trpc/context.ts';
import { appRouter } from './trpc/router.ts';

/** A server-side tRPC caller acting as the `system` actor: what the operations CLI runs. */
export function createSystemCaller(deps: AppDependencies) {
  return appRouter.createCaller(() => createRequestContext(deps, { actor: { type: 'system' } }));
}
