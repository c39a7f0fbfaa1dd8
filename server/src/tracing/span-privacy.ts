import type { Attributes } from '@opentelemetry/api';
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';

/**
 * The only span attributes that leave the process. Of a request span: method, status, route
 * template, protocol version, error type. Of a query span: the database system, name, host and
 * port and the operation keyword. Everything else an instrumentation records is dropped here,
 * before export: URLs and query strings (`url.full`, `http.target`, `url.query`), the `Host` a
 * caller sent (`server.address` of a request), headers, client addresses and user agents, SQL text
 * (`db.query.text`: an export's `COPY` carries its filter values inline) and parameter values.
 */
const REQUEST_ATTRIBUTES: ReadonlySet<string> = new Set([
  'http.request.method',
  'http.response.status_code',
  'http.route',
  'network.protocol.version',
  'error.type',
]);
const QUERY_ATTRIBUTES: ReadonlySet<string> = new Set([
  'db.system.name',
  'db.namespace',
  'db.operation.name',
  'server.address',
  'server.port',
  'error.type',
]);

/** Of an exception event only its type is exported: messages may quote the data that failed. */
const EXPORTED_EVENT_ATTRIBUTES: ReadonlySet<string> = new Set(['exception.type']);

function kept(attributes: Attributes, allowed: ReadonlySet<string>): Attributes {
  const result: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (allowed.has(key)) result[key] = value;
  }
  return result;
}

/** The leading SQL keyword of a pg span's name (`pg.query:SELECT heed`), or the statement name. */
const PG_OPERATION = /^pg\.query:([A-Za-z][\w:-]{0,62})(?:\s|$)/;

/**
 * Name and attributes of a span as exported. The pg instrumentation names a query span after the
 * first word of its SQL text; only a plain keyword (or a prepared statement's name, chosen by
 * Heed) is kept of it, as the name and as `db.operation.name`.
 */
function exportedNameAndAttributes(span: ReadableSpan): { name: string; attributes: Attributes } {
  if (!span.instrumentationScope.name.endsWith('instrumentation-pg')) {
    return { name: span.name, attributes: kept(span.attributes, REQUEST_ATTRIBUTES) };
  }
  const attributes = kept(span.attributes, QUERY_ATTRIBUTES);
  const operation = PG_OPERATION.exec(span.name)?.[1];
  if (!operation)
    return { name: span.name.startsWith('pg.query') ? 'pg.query' : span.name, attributes };
  return {
    name: `pg.query:${operation}`,
    attributes: { ...attributes, 'db.operation.name': operation },
  };
}

/** The span as it is exported: allowed attributes only, no status message, no link attributes. */
export function privateSpanOf(span: ReadableSpan): ReadableSpan {
  const { name, attributes } = exportedNameAndAttributes(span);
  return {
    name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: { code: span.status.code },
    attributes,
    links: span.links.map((link) => ({ context: link.context })),
    events: span.events.map((event) => ({
      name: event.name,
      time: event.time,
      attributes: event.attributes && kept(event.attributes, EXPORTED_EVENT_ATTRIBUTES),
    })),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** Passes spans on to `exporter` stripped to what `privateSpanOf` keeps. */
export class PrivateSpanExporter implements SpanExporter {
  readonly #exporter: SpanExporter;

  constructor(exporter: SpanExporter) {
    this.#exporter = exporter;
  }

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void): void {
    this.#exporter.export(spans.map(privateSpanOf), resultCallback);
  }

  shutdown(): Promise<void> {
    return this.#exporter.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.#exporter.forceFlush?.() ?? Promise.resolve();
  }
}
