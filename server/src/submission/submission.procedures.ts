import { submitFeedbackContract } from '@heed/contracts';
import { mutation } from '../trpc/procedure.ts';
import { submitFeedback } from './submission.service.ts';

export const submissionProcedures = {
  submit: mutation(submitFeedbackContract, ({ ctx, input }) =>
    submitFeedback(ctx.deps, ctx.actor, input),
  ),
};
