import { submitFeedbackContract } from '@heed/contracts';
import { repeated } from '../request/repeated-answer.ts';
import { type Handler, mutation } from '../trpc/procedure.ts';
import { submitFeedback } from './submission.service.ts';

/** The one handler of `submission.submit`: the procedure and the hot REST route both run it. */
export const submitHandler: Handler<
  typeof submitFeedbackContract.input,
  typeof submitFeedbackContract.output
> = async ({ ctx, input }) => {
  const receipt = await submitFeedback(ctx.deps, ctx.actor, input);
  // A repeated deduplication key stored nothing: the contract's repeat status.
  return receipt.duplicate ? repeated(receipt) : receipt;
};

export const submissionProcedures = {
  submit: mutation(submitFeedbackContract, submitHandler),
};
