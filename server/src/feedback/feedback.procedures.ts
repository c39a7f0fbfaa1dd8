import { feedbackItemContract, feedbackListContract, surveyListContract } from '@heed/contracts';
import { query } from '../trpc/procedure.ts';
import { getFeedbackItem, listFeedback } from './feedback-explorer.service.ts';
import { listSurveySummaries } from './survey-summaries.service.ts';

/** The feedback explorer's reads under `/api/v1/intern`. */
export const feedbackProcedures = {
  list: query(feedbackListContract, ({ ctx, input }) => listFeedback(ctx, input)),
  get: query(feedbackItemContract, ({ ctx, input }) => getFeedbackItem(ctx, { id: input.id })),
  surveys: query(surveyListContract, ({ ctx }) => listSurveySummaries(ctx)),
};
