import { submitFeedbackContract } from '@heed/contracts';
import { type Handler, mutation } from '../trpc/procedure.ts';
import { submitFeedback } from './submission.service.ts';

/** The one handler of `submission.submit`: the procedure and the hot REST route both run it. */
export const submitHandler: Handler<
  typeof submitFeedbackContract.input,
  typeof submitFeedbackContract.output
> = ({ ctx, input }) => submitFeedback(ctx.deps, ctx.actor, input);

export const submissionProcedures = {
  submit: mutation(submitFeedbackContract, submitHandler),
};
