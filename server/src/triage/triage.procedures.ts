import { bulkFeedbackContract, updateFeedbackContract } from '@heed/contracts';
import { mutation } from '../trpc/procedure.ts';
import { bulkChangeFeedback } from './bulk-triage.service.ts';
import { updateFeedbackTriage } from './feedback-triage.service.ts';

/** Triage under `/api/v1/intern`: one item's status and assignee, and changes of many items. */
export const triageProcedures = {
  update: mutation(updateFeedbackContract, ({ ctx, input }) => updateFeedbackTriage(ctx, input)),
  bulk: mutation(bulkFeedbackContract, ({ ctx, input }) => bulkChangeFeedback(ctx, input)),
};
