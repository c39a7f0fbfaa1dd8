import { SpanStatusCode } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivateSpanExporter } from './span-privacy.ts';

const memory = new InMemorySpanExporter();
const provider = new TracerProvider({
  spanProcessors: [new SimpleSpanProcessor({ exporter: new PrivateSpanExporter(memory) })],
});

afterEach(() => memory.reset());

async function exported(): Promise<ReadableSpan> {
  await provider.forceFlush();
  const [span] = memory.getFinishedSpans();
  if (!span) throw new Error('no span exported');
  return span;
}

describe('PrivateSpanExporter', () => {
  it('keeps method, status and route of a request span and drops URLs, headers, hosts and peers', async () => {
    const span = provider.getTracer('@opentelemetry/instrumentation-http').startSpan('GET');
    span.setAttributes({
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      'http.route': '/api/v1/intern/feedback',
      'url.full': 'http://heed/api/v1/intern/feedback?team=acme&surveyId=nps',
      'url.path': '/api/v1/intern/feedback',
      'url.query': 'team=acme&surveyId=nps',
      'http.target': '/api/v1/intern/feedback?team=acme',
      'http.request.header.authorization': ['Bearer heed_sk_live_secret'],
      'user_agent.original': 'curl/8',
      'client.address': '203.0.113.9',
      'server.address': 'team-acme.example.com',
    });
    span.end();
    expect((await exported()).attributes).toEqual({
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      'http.route': '/api/v1/intern/feedback',
    });
  });

  it('keeps only the keyword of a query span, never its text or values', async () => {
    const span = provider
      .getTracer('@opentelemetry/instrumentation-pg')
      .startSpan('pg.query:COPY heed');
    span.setAttributes({
      'db.system.name': 'postgresql',
      'db.namespace': 'heed',
      'db.query.text': "COPY (select * from feedback where survey_id = 'nps') TO STDOUT",
      'db.postgresql.values': ['nps'],
    });
    span.end();
    expect((await exported()).name).toBe('pg.query:COPY');
    expect((await exported()).attributes).toEqual({
      'db.system.name': 'postgresql',
      'db.namespace': 'heed',
      'db.operation.name': 'COPY',
    });
  });

  it('drops a query span name that is more than a keyword', async () => {
    const span = provider
      .getTracer('@opentelemetry/instrumentation-pg')
      .startSpan("pg.query:select*from(values('nps')) heed");
    span.end();
    expect((await exported()).name).toBe('pg.query');
    expect((await exported()).attributes['db.operation.name']).toBeUndefined();
  });

  it('exports the type of an exception, not its message, and no status message', async () => {
    const span = provider.getTracer('@opentelemetry/instrumentation-pg').startSpan('pg.query');
    const error = Object.assign(
      new Error('duplicate key value violates unique constraint: Key (slug)=(acme)'),
      { code: '23505' },
    );
    span.recordException(error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
    span.end();
    const { events, status } = await exported();
    expect(status).toEqual({ code: SpanStatusCode.ERROR });
    expect(events.map((event) => event.attributes)).toEqual([{ 'exception.type': '23505' }]);
  });
});
