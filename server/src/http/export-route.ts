import { exportFeedbackContract, type ProcedureContract } from '@heed/contracts';
import type { NextFunction, Request, Response } from 'express';
import { prepareFeedbackExport } from '../export/feedback-export.service.ts';
import { establishCaller } from '../identity/establish-caller.ts';
import { resolveTeam } from '../org/resolve-team.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { createRequestContext, credentialsOf } from '../trpc/context.ts';

/** Contracts served by a dedicated streaming route rather than over tRPC (documented alike). */
export const streamedRouteContracts: ProcedureContract[] = [exportFeedbackContract];

/**
 * `GET /api/v1/intern/export`: a file streamed from a database cursor does not fit the JSON
 * adapter, so this route serves the contract itself, with the same pieces as every procedure:
 * caller, input schema, team-selection policy, service. Anything that fails before the first byte
 * goes the usual way (`next(error)` → problem+json); a failure while streaming destroys the
 * connection, so the receiver sees an aborted transfer, never a complete-looking file.
 */
export function exportRoute(deps: AppDependencies) {
  const contract = exportFeedbackContract;
  const routeTemplate = `/api/v1${contract.path}`;
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const ctx = createRequestContext(deps, {
      credentials: credentialsOf(req.headers),
      request: { method: req.method, routeTemplate },
    });
    let prepared: Awaited<ReturnType<typeof prepareFeedbackExport>>;
    try {
      ctx.actor = await establishCaller(ctx, contract.caller);
      const input = contract.input.parse(req.query);
      if (contract.team) ctx.teamSelection = await resolveTeam(ctx, contract.team, input);
      prepared = await prepareFeedbackExport(ctx, input);
    } catch (error) {
      res.set(ctx.response.headers);
      next(error);
      return;
    }
    res
      .status(contract.successStatus)
      .set(ctx.response.headers)
      .set({
        'Content-Type': prepared.contentType,
        'Content-Disposition': `attachment; filename="${prepared.fileName}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    try {
      await prepared.writeTo(res);
    } catch (error) {
      // Only the error's type: the database's message may quote filter values.
      deps.logger.warn({ errType: (error as Error)?.name }, 'export aborted');
      res.destroy();
    }
  };
}
