/**
 * The webhooks procedures of the API (router key `webhooks`), typed from the same contracts the
 * API validates with.
 */
import type {
  createWebhookContract,
  deleteWebhookContract,
  listWebhookMessagesContract,
  listWebhooksContract,
  retryWebhookMessageContract,
  rotateWebhookSecretContract,
  testWebhookContract,
  updateWebhookContract,
} from '@heed/contracts';
import type { z } from 'zod';
import type { HeedApi } from './api.ts';

interface Contract {
  input: z.ZodType;
  output: z.ZodType;
}
type Query<C extends Contract> = {
  query(input: z.input<C['input']>): Promise<z.output<C['output']>>;
};
type Mutation<C extends Contract> = {
  mutate(input: z.input<C['input']>): Promise<z.output<C['output']>>;
};

/** The eight webhooks procedures, in the order of their contracts. */
export interface WebhooksProcedures {
  list: Query<typeof listWebhooksContract>;
  create: Mutation<typeof createWebhookContract>;
  update: Mutation<typeof updateWebhookContract>;
  rotateSecret: Mutation<typeof rotateWebhookSecretContract>;
  delete: Mutation<typeof deleteWebhookContract>;
  test: Mutation<typeof testWebhookContract>;
  messages: Query<typeof listWebhookMessagesContract>;
  retry: Mutation<typeof retryWebhookMessageContract>;
}

/** The webhooks procedures of `api`. */
export function webhooksOf(api: HeedApi): WebhooksProcedures {
  return (api as unknown as { webhooks: WebhooksProcedures }).webhooks;
}
