import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An OTLP attribute as the JSON encoding writes it. */
interface OtlpKeyValue {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean };
}

/** One exported span, flattened with the resource it came from. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** 1 internal, 2 server, 3 client. */
  kind: number;
  /** 0 unset, 1 ok, 2 error. */
  statusCode: number;
  attributes: Record<string, string | number | boolean | undefined>;
  resource: Record<string, string | number | boolean | undefined>;
}

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: OtlpKeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        status?: { code?: number };
        attributes?: OtlpKeyValue[];
      }[];
    }[];
  }[];
}

function attributesOf(list: OtlpKeyValue[] | undefined) {
  const attributes: Record<string, string | number | boolean | undefined> = {};
  for (const { key, value } of list ?? []) {
    attributes[key] =
      value.stringValue ??
      (value.intValue === undefined ? value.boolValue : Number(value.intValue));
  }
  return attributes;
}

/**
 * A loopback OTLP/HTTP collector for tests: takes `POST /v1/traces`, keeps every request body as
 * sent (to search it for values that must never be exported) and, for the JSON encoding
 * (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`), the spans decoded from it. Protobuf bodies are kept
 * undecoded: their strings stand in the bytes as they are, so the search still finds them.
 */
export interface OtlpReceiver {
  /** The base URL, for `OTEL_EXPORTER_OTLP_ENDPOINT`. */
  url: string;
  spans(): ReceivedSpan[];
  /** Every export request body received, concatenated as sent. */
  rawPayload(): string;
  /** The `Content-Type` of each export request, in order. */
  contentTypes(): string[];
  /** Resolves once `predicate` holds for the received spans; rejects after `timeoutMs`. */
  waitForSpans(predicate: (spans: ReceivedSpan[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const bodies: string[] = [];
  const contentTypes: string[] = [];
  const received: ReceivedSpan[] = [];
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    if (request.method !== 'POST' || request.url !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    bodies.push(body);
    contentTypes.push(request.headers['content-type'] ?? '');
    if (request.headers['content-type'] !== 'application/json') {
      response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      return;
    }
    const payload = JSON.parse(body) as ExportRequest;
    for (const resourceSpans of payload.resourceSpans ?? []) {
      const resource = attributesOf(resourceSpans.resource?.attributes);
      for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
        for (const span of scopeSpans.spans ?? []) {
          received.push({
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId ?? '',
            name: span.name,
            kind: span.kind,
            statusCode: span.status?.code ?? 0,
            attributes: attributesOf(span.attributes),
            resource,
          });
        }
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: () => [...received],
    rawPayload: () => bodies.join('\n'),
    contentTypes: () => [...contentTypes],
    async waitForSpans(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) {
          throw new Error(
            `expected spans did not arrive within ${timeoutMs} ms; got: ${received.map((span) => span.name).join(', ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
