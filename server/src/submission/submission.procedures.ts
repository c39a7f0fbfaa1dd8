import { submitFeedbackContract } from '@heed/contracts';
import { mutation } from '../trpc/procedure.ts';
import { submitFeedback } from './submission.service.ts';

export const submissionProcedures = {
  submit: mutation(submitFeedbackContract, async ({ ctx, input }) => {
    const receipt = await submitFeedback(ctx.deps, ctx.actor, input);
    // A repeated deduplication key stored nothing: 200 instead of 201.
    if (receipt.duplicate) ctx.response.status = 200;
    return receipt;
  }),
};
