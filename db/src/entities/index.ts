import { AlertDestinationSchema } from './alert-destination.entity.ts';
import { AlertRuleSchema } from './alert-rule.entity.ts';
import { ApiKeySchema } from './api-key.entity.ts';
import { ApiKeyEventSchema } from './api-key-event.entity.ts';
import { DashboardSessionSchema } from './dashboard-session.entity.ts';
import { FeedbackSchema } from './feedback.entity.ts';
import { FeedbackRollupSchema } from './feedback-rollup.entity.ts';
import { FeedbackSearchSchema } from './feedback-search.entity.ts';
import { FeedbackTagSchema } from './feedback-tag.entity.ts';
import { FeedbackThemeSchema } from './feedback-theme.entity.ts';
import { FeedbackTriageCountSchema } from './feedback-triage-count.entity.ts';
import { GroupMappingSchema } from './group-mapping.entity.ts';
import { JobStateSchema } from './job-state.entity.ts';
import { MarkerSchema } from './marker.entity.ts';
import { OrganisationSchema } from './organisation.entity.ts';
import { SurveyDefinitionSchema } from './survey-definition.entity.ts';
import { TeamSchema } from './team.entity.ts';
import { TeamMemberSchema } from './team-member.entity.ts';
import { ThemeSchema } from './theme.entity.ts';
import { WebhookAttemptSchema } from './webhook-attempt.entity.ts';
import { WebhookEndpointSchema } from './webhook-endpoint.entity.ts';
import { WebhookMessageSchema } from './webhook-message.entity.ts';

export * from './alert-destination.entity.ts';
export * from './alert-rule.entity.ts';
export * from './api-key.entity.ts';
export * from './api-key-event.entity.ts';
export * from './dashboard-session.entity.ts';
export * from './feedback.entity.ts';
export * from './feedback-rollup.entity.ts';
export * from './feedback-search.entity.ts';
export * from './feedback-tag.entity.ts';
export * from './feedback-theme.entity.ts';
export * from './feedback-triage-count.entity.ts';
export * from './group-mapping.entity.ts';
export * from './job-state.entity.ts';
export * from './marker.entity.ts';
export * from './organisation.entity.ts';
export * from './survey-definition.entity.ts';
export * from './team.entity.ts';
export * from './team-member.entity.ts';
export * from './theme.entity.ts';
export * from './webhook-attempt.entity.ts';
export * from './webhook-endpoint.entity.ts';
export * from './webhook-message.entity.ts';

/** Every entity Heed persists; the ORM and the migration generator read this list. */
export const allEntities = [
  OrganisationSchema,
  TeamSchema,
  GroupMappingSchema,
  ApiKeySchema,
  ApiKeyEventSchema,
  SurveyDefinitionSchema,
  FeedbackSchema,
  FeedbackTagSchema,
  ThemeSchema,
  FeedbackThemeSchema,
  FeedbackRollupSchema,
  FeedbackTriageCountSchema,
  FeedbackSearchSchema,
  MarkerSchema,
  DashboardSessionSchema,
  JobStateSchema,
  WebhookEndpointSchema,
  WebhookMessageSchema,
  WebhookAttemptSchema,
  AlertRuleSchema,
  AlertDestinationSchema,
  TeamMemberSchema,
];

/** Tables Heed owns outside the ORM (created by migrations, never diffed against entities). */
export const RATE_LIMIT_TABLE = 'heed_rate_limit';
