import { submitFeedbackContract } from '@heed/contracts';
import type { NextFunction, Request, Response } from 'express';
import { establishCaller } from '../identity/establish-caller.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { submitFeedback } from '../submission/submission.service.ts';
import { createRequestContext, credentialsOf } from '../trpc/context.ts';

/**
 * `POST /api/v1/submission`, the one hot path, served straight from its contract: the same caller
 * establishment, input schema and service as the tRPC procedure `submission.submit`, without the
 * generic adapter's per-request overhead (a Fetch `Request` per call, five middleware copies of the
 * context). Errors take the same road as every other: `next(error)` → problem+json.
 */
export function submissionRoute(deps: AppDependencies) {
  const contract = submitFeedbackContract;
  const routeTemplate = `/api/v1${contract.path}`;
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const ctx = createRequestContext(deps, {
      credentials: credentialsOf(req.headers),
      request: { method: req.method, routeTemplate },
    });
    try {
      const actor = await establishCaller(ctx, contract.caller);
      const input = contract.input.parse(req.body);
      const receipt = await submitFeedback(deps, actor, input);
      ctx.response.status = receipt.duplicate ? 200 : contract.successStatus;
      res.status(ctx.response.status).set(ctx.response.headers).json(receipt);
    } catch (error) {
      // Headers earned before the failure (the rate-limit state) travel with the error.
      res.set(ctx.response.headers);
      next(error);
    }
  };
}
