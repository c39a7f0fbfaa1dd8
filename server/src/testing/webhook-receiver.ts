import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { queriesOf } from '@heed/db';
import { enqueueForEndpoint } from '../webhooks/outbox.repository.ts';
import type { TestApp } from './test-app.ts';
import { waitFor } from './wait-for.ts';

/** One request a receiver got. */
export interface ReceivedWebhook {
  at: number;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How a receiver answers a request: status, body, and a pause before answering. */
export interface ReceiverAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** A loopback HTTP server that records every request and answers as told. */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Requests whose connection reached the server (even before a body). */
  connections: number;
  answer: (request: ReceivedWebhook, index: number) => ReceiverAnswer;
  close(): Promise<void>;
}

export async function startWebhookReceiver(
  answer: (request: ReceivedWebhook, index: number) => ReceiverAnswer = () => ({ status: 204 }),
): Promise<WebhookReceiver> {
  const pending = new Set<ServerResponse>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    connections: 0,
    answer,
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got: ReceivedWebhook = {
        at: Date.now(),
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const index = receiver.received.push(got) - 1;
      const reply = receiver.answer(got, index);
      const send = () => {
        pending.delete(response);
        if (response.destroyed) return;
        response.writeHead(reply.status, reply.headers ?? {});
        response.end(reply.body ?? '');
      };
      pending.add(response);
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  server.on('connection', () => {
    receiver.connections += 1;
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}`;
  receiver.close = async () => {
    for (const response of pending) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}

/** A `webhook.test` message for the endpoint, due now; its row id. */
export async function enqueueTestMessage(
  app: TestApp,
  teamId: string,
  endpointId: string,
  data: Record<string, unknown> = {},
): Promise<string> {
  const id = await enqueueForEndpoint(queriesOf(app.runtime.deps.orm.em.fork()), endpointId, {
    teamId,
    type: 'webhook.test',
    at: new Date(),
    data: { endpointId, ...data },
  });
  if (!id) throw new Error('no such endpoint');
  return id;
}

/** A `feedback.created` message as the submission's batch insert writes it: no body yet. */
export async function insertCreatedMessage(
  app: TestApp,
  teamId: string,
  endpointId: string,
  feedbackId: string,
): Promise<string> {
  const rows = await app.runtime.deps.orm.em.fork().execute<{ id: string }[]>(
    `insert into webhook_message (id, team_id, endpoint_id, event_type, feedback_id, payload, status, attempts, next_attempt_at, created_at)
     values (gen_random_uuid(), ?, ?, 'feedback.created', ?, null, 'pending', 0, now(), now()) returning id`,
    [teamId, endpointId, feedbackId],
  );
  return rows[0]?.id as string;
}

export interface StoredMessage {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  claimed_by: string | null;
  claim_expires_at: string | null;
  last_http_status: number | null;
  last_error: string | null;
  delivered_at: string | null;
  payload: unknown;
}

export async function storedMessage(app: TestApp, id: string): Promise<StoredMessage> {
  const rows = await app.runtime.deps.orm.em
    .fork()
    .execute<StoredMessage[]>('select * from webhook_message where id = ?', [id]);
  if (!rows[0]) throw new Error('no such message');
  return rows[0];
}

/** The attempts of a message, oldest first. */
export async function storedAttempts(app: TestApp, messageId: string) {
  return app.runtime.deps.orm.em.fork().execute<
    {
      http_status: number | null;
      error: string | null;
      duration_ms: number;
      response_body: string | null;
    }[]
  >('select * from webhook_attempt where message_id = ? order by attempted_at', [messageId]);
}

export async function storedEndpoint(app: TestApp, id: string) {
  const rows = await app.runtime.deps.orm.em.fork().execute<
    {
      enabled: boolean;
      disabled_reason: string | null;
      failing_since: string | null;
      last_success_at: string | null;
    }[]
  >('select * from webhook_endpoint where id = ?', [id]);
  if (!rows[0]) throw new Error('no such endpoint');
  return rows[0];
}

/** Waits (at most `withinMs`) until the message is no longer pending; the row then. */
export async function settledMessage(
  app: TestApp,
  id: string,
  withinMs = 15_000,
): Promise<StoredMessage> {
  const { value } = await waitFor(async () => {
    const row = await storedMessage(app, id);
    return row.status === 'pending' ? undefined : row;
  }, withinMs);
  return value ?? storedMessage(app, id);
}
