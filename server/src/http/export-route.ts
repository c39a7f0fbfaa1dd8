import { exportFeedbackContract, type ProcedureContract } from '@heed/contracts';
import type { NextFunction, Request, Response } from 'express';
import { prepareFeedbackExport } from '../export/feedback-export.service.ts';
import { createRequestContext } from '../request/request-context.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { enterContract, enterHandler } from '../trpc/procedure.ts';
import { credentialsOf } from './request-credentials.ts';
import { responseHeadOf } from './response-head.ts';

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
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const ctx = createRequestContext(deps, {
      credentials: credentialsOf(req.headers),
      request: { method: req.method, routeTemplate: '' },
    });
    // What the call declared before a failure (rate-limit state) travels with the error.
    res.locals.responseMeta = ctx.response;
    let prepared: Awaited<ReturnType<typeof prepareFeedbackExport>>;
    try {
      await enterContract(ctx, contract);
      const input = contract.input.parse(req.query);
      await enterHandler(ctx, contract, input);
      prepared = await prepareFeedbackExport(ctx, input);
    } catch (error) {
      next(error);
      return;
    }
    const head = responseHeadOf(ctx.response);
    res
      .status(head.status)
      .set(head.headers)
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
