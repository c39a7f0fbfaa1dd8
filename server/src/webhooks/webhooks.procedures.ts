import {
  createWebhookContract,
  deleteWebhookContract,
  listWebhookMessagesContract,
  listWebhooksContract,
  retryWebhookMessageContract,
  rotateWebhookSecretContract,
  testWebhookContract,
  updateWebhookContract,
} from '@heed/contracts';
import { mutation, query } from '../trpc/procedure.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  rotateEndpointSecret,
  testEndpoint,
  updateEndpoint,
} from './webhook-endpoints.service.ts';
import { listEndpointMessages, retryEndpointMessage } from './webhook-messages.service.ts';

/** A team's webhook endpoints and their delivery log under `/api/v1/intern/webhooks` (admins). */
export const webhookProcedures = {
  list: query(listWebhooksContract, ({ ctx }) => listEndpoints(ctx)),
  create: mutation(createWebhookContract, ({ ctx, input }) => createEndpoint(ctx, input)),
  update: mutation(updateWebhookContract, ({ ctx, input }) => updateEndpoint(ctx, input)),
  rotateSecret: mutation(rotateWebhookSecretContract, ({ ctx, input }) =>
    rotateEndpointSecret(ctx, input),
  ),
  delete: mutation(deleteWebhookContract, ({ ctx, input }) => deleteEndpoint(ctx, input)),
  test: mutation(testWebhookContract, ({ ctx, input }) => testEndpoint(ctx, input)),
  messages: query(listWebhookMessagesContract, ({ ctx, input }) =>
    listEndpointMessages(ctx, input),
  ),
  retry: mutation(retryWebhookMessageContract, ({ ctx, input }) =>
    retryEndpointMessage(ctx, input),
  ),
};
