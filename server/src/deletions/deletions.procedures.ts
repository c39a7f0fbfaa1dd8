import { deleteFeedbackContract, deleteSurveyContract } from '@heed/contracts';
import { mutation } from '../trpc/procedure.ts';
import { deleteFeedback } from './feedback-deletion.service.ts';
import { deleteSurvey } from './survey-deletion.service.ts';

/** Destructive team actions under `/api/v1/intern`. */
export const deletionProcedures = {
  feedback: mutation(deleteFeedbackContract, ({ ctx, input }) => deleteFeedback(ctx, input)),
  survey: mutation(deleteSurveyContract, ({ ctx, input }) => deleteSurvey(ctx, input)),
};
