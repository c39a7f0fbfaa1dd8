import type {
  feedbackItemSchema,
  fieldStatsSchema,
  filtersBootstrapContract,
  markerSchema,
  statsOverviewSchema,
  statsTrendSchema,
  surveySummarySchema,
  themeSchema,
} from '@heed/contracts';
import type { z } from 'zod';

/** Shapes of the API's answers the pages show, inferred from the same contracts the API checks. */
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export type FieldStats = z.infer<typeof fieldStatsSchema>;
export type StatsOverview = z.infer<typeof statsOverviewSchema>;
export type StatsTrend = z.infer<typeof statsTrendSchema>;
export type Marker = z.infer<typeof markerSchema>;
export type Theme = z.infer<typeof themeSchema>;
export type SurveySummary = z.infer<typeof surveySummarySchema>;
export type FiltersBootstrap = z.infer<(typeof filtersBootstrapContract)['output']>;
export type StoredAnswer = FeedbackItem['answers'][number];
