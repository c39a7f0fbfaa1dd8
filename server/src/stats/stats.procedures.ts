import { statsOverviewContract, statsTrendContract } from '@heed/contracts';
import { query } from '../trpc/procedure.ts';
import { getStatsOverview } from './stats-overview.service.ts';
import { getStatsTrend } from './stats-trend.service.ts';

/** Statistics of the dashboard under `/api/v1/intern/stats`. */
export const statsProcedures = {
  overview: query(statsOverviewContract, ({ ctx, input }) => getStatsOverview(ctx, input)),
  trend: query(statsTrendContract, ({ ctx, input }) => getStatsTrend(ctx, input)),
};
