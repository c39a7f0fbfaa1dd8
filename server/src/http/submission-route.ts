import { submitFeedbackContract } from '@heed/contracts';
import type { NextFunction, Request, Response } from 'express';
import { createRequestContext } from '../request/request-context.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { submitHandler } from '../submission/submission.procedures.ts';
import { answerOf, enterContract, enterHandler } from '../trpc/procedure.ts';
import { credentialsOf } from './request-credentials.ts';
import { responseHeadOf } from './response-head.ts';

/**
 * `POST /api/v1/submission`, the one hot path, served straight from its contract: the same entry
 * (`enterContract`: route, caller, success status), input schema and handler as the tRPC procedure
 * `submission.submit`, without the generic adapter's per-request overhead (a Fetch `Request` per
 * call, five middleware copies of the context). The answer's head comes from `responseHeadOf`, as
 * on every transport; errors go to the app's error handler with what the call declared.
 */
export function submissionRoute(deps: AppDependencies) {
  const contract = submitFeedbackContract;
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const ctx = createRequestContext(deps, {
      credentials: credentialsOf(req.headers),
      request: { method: req.method, routeTemplate: '' },
    });
    // The rate-limit state earned before a failure travels with the error.
    res.locals.responseMeta = ctx.response;
    try {
      await enterContract(ctx, contract);
      const input = contract.input.parse(req.body);
      await enterHandler(ctx, contract, input);
      const receipt = answerOf(ctx, contract, await submitHandler({ ctx, input }));
      const head = responseHeadOf(ctx.response);
      res.status(head.status).set(head.headers).json(receipt);
    } catch (error) {
      next(error);
    }
  };
}
