import { alertProcedures } from '../alerts/alerts.procedures.ts';
import { dashboardProcedures } from '../dashboard/dashboard.procedures.ts';
import { deletionProcedures } from '../deletions/deletions.procedures.ts';
import { feedbackProcedures } from '../feedback/feedback.procedures.ts';
import { apiKeyProcedures } from '../keys/keys.procedures.ts';
import { teamKeyProcedures } from '../keys/team-keys.procedures.ts';
import { markerProcedures } from '../markers/markers.procedures.ts';
import { memberProcedures } from '../members/members.procedures.ts';
import { orgAdminProcedures, setupProcedures } from '../org/org.procedures.ts';
import { statsProcedures } from '../stats/stats.procedures.ts';
import { submissionProcedures } from '../submission/submission.procedures.ts';
import { systemProcedures } from '../system/health.procedures.ts';
import { tagProcedures } from '../tags/tags.procedures.ts';
import { themeProcedures } from '../themes/themes.procedures.ts';
import { triageProcedures } from '../triage/triage.procedures.ts';
import { webhookProcedures } from '../webhooks/webhooks.procedures.ts';
import { t } from './trpc.ts';

/** Every procedure of Heed, served as tRPC at `/trpc` and as REST under `/api/v1`. */
export const appRouter = t.router({
  system: t.router(systemProcedures),
  setup: t.router(setupProcedures),
  submission: t.router(submissionProcedures),
  apiKeys: t.router(apiKeyProcedures),
  org: t.router(orgAdminProcedures),
  dashboard: t.router(dashboardProcedures),
  feedback: t.router(feedbackProcedures),
  stats: t.router(statsProcedures),
  tags: t.router(tagProcedures),
  markers: t.router(markerProcedures),
  themes: t.router(themeProcedures),
  deletions: t.router(deletionProcedures),
  teamKeys: t.router(teamKeyProcedures),
  webhooks: t.router(webhookProcedures),
  alerts: t.router(alertProcedures),
  triage: t.router(triageProcedures),
  members: t.router(memberProcedures),
});

export type AppRouter = typeof appRouter;
