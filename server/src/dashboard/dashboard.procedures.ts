import {
  apiKeyEventsContract,
  filtersBootstrapContract,
  myTeamsContract,
  overviewPageContract,
  teamSurveysContract,
} from '@heed/contracts';
import { query } from '../trpc/procedure.ts';
import { listApiKeyEvents } from './api-key-events.service.ts';
import { getFiltersBootstrap } from './filters-bootstrap.service.ts';
import { listMyTeams } from './my-teams.service.ts';
import { getOverviewPage } from './overview-page.service.ts';
import { listTeamSurveys } from './team-surveys.service.ts';

/** The dashboard's read surface under `/api/v1/dashboard` and `/api/v1/intern`. */
export const dashboardProcedures = {
  apiKeyEvents: query(apiKeyEventsContract, ({ ctx, input }) =>
    listApiKeyEvents(ctx, { keyId: input.keyId, limit: input.limit }),
  ),
  myTeams: query(myTeamsContract, async ({ ctx }) => listMyTeams(ctx)),
  filtersBootstrap: query(filtersBootstrapContract, ({ ctx }) => getFiltersBootstrap(ctx)),
  teamSurveys: query(teamSurveysContract, ({ ctx }) => listTeamSurveys(ctx)),
  overviewPage: query(overviewPageContract, ({ ctx, input }) =>
    getOverviewPage(ctx, {
      surveyId: input.surveyId,
      fieldId: input.fieldId,
      interval: input.interval,
      tz: input.tz,
    }),
  ),
};
