import { submitFeedbackContract } from '@heed/contracts';
import { type Handler, mutation } from '../trpc/procedure.ts';
import { submitFeedback } from './submission.service.ts';

/** The one handler of `submission.submit`: the procedure and the hot REST route both run it. */
export const submitHandler: Handler<
  typeof submitFeedbackContract.input,
  typeof submitFeedbackContract.output
> = async ({ ctx, input }) => {
  const receipt = await submitFeedback(ctx.deps, ctx.actor, input);
  // A repeated deduplication key stored nothing: 200 instead of 201.
  if (receipt.duplicate) ctx.response.status = 200;
  return receipt;
};

export const submissionProcedures = {
  submit: mutation(submitFeedbackContract, submitHandler),
};
