export {
  DEVELOPMENT_GROUP_ROLES,
  type DevelopmentUser,
  developmentUsers,
} from '../identity/development-sign-in.ts';
export * from './feedback-rows.ts';
export * from './fixtures.ts';
export * from './module-load-probe-output.ts';
export * from './otlp-receiver.ts';
export * from './replicated-database.ts';
export * from './round-robin-proxy.ts';
export { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from './smtp-receiver.ts';
export * from './submission-client.ts';
export { startDatabaseProxy, type TcpProxy } from './tcp-proxy.ts';
export * from './test-app.ts';
export * from './test-issuer.ts';
export { seedTextItems } from './triage-fixtures.ts';
export { sealedEndpointColumns } from './webhook-fixtures.ts';
export {
  type ReceivedWebhook,
  startWebhookReceiver,
  type WebhookReceiver,
} from './webhook-receiver.ts';
