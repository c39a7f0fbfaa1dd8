import type { IncomingHttpHeaders } from 'node:http';
import { submitFeedbackContract } from '@heed/contracts';
import type { NextFunction, Request, Response } from 'express';
import { createRequestContext, type RequestContext } from '../request/request-context.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { submitHandler } from '../submission/submission.procedures.ts';
import { answerOf, enterContract, enterHandler } from '../trpc/procedure.ts';
import { credentialsOf } from './request-credentials.ts';
import { responseHeadOf } from './response-head.ts';

/** The context of one submission call, from its request headers. */
export function submissionContext(deps: AppDependencies, headers: IncomingHttpHeaders) {
  return createRequestContext(deps, {
    credentials: credentialsOf(headers),
    request: { method: 'POST', routeTemplate: '' },
  });
}

/**
 * `POST /api/v1/submission` as one call, served straight from its contract: the same entry
 * (`enterContract`: route, caller, success status), input schema and handler as the tRPC procedure
 * `submission.submit`, without the generic adapter's per-request overhead (a Fetch `Request` per
 * call, five middleware copies of the context). Answers the receipt; what the answer's head
 * needs (status, rate limit) is declared in `ctx.response`, as on every transport.
 */
export async function runSubmission(ctx: RequestContext, body: unknown) {
  const contract = submitFeedbackContract;
  await enterContract(ctx, contract);
  const input = contract.input.parse(body);
  await enterHandler(ctx, contract, input);
  return answerOf(ctx, contract, await submitHandler({ ctx, input }));
}

/**
 * The submission through the app (a submission the submission lane does not take: chunked, of
 * another content type, compressed, …): the body read by the app's JSON reader, the answer's
 * head from `responseHeadOf`; errors go to the app's error handler with what the call declared.
 */
export function submissionRoute(deps: AppDependencies) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const ctx = submissionContext(deps, req.headers);
    // The rate-limit state earned before a failure travels with the error.
    res.locals.responseMeta = ctx.response;
    try {
      const receipt = await runSubmission(ctx, req.body);
      const head = responseHeadOf(ctx.response);
      res.status(head.status).set(head.headers).json(receipt);
    } catch (error) {
      next(error);
    }
  };
}
