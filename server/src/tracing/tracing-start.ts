/**
 * OpenTelemetry tracing of a Heed process, loaded only when `tracingWanted` says so (see
 * `process-tracing.ts`). Everything is configured by the standard `OTEL_*` variables: the OTLP/HTTP
 * endpoint, headers and protocol, the service name and resource attributes, the sampler.
 */
import { register as registerModuleHook } from 'node:module';
import { context, propagation, type Span, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter as OtlpJsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtobufTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanExporter, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import {
  register as registerImportHooks,
  supportsSyncHooks,
} from 'import-in-the-middle/register-hooks.mjs';
import { PrivateSpanExporter } from './span-privacy.ts';
import { samplerFromEnv, TracingConfigError } from './trace-sampler.ts';
import type { ActiveTracing } from './tracing-switch.ts';

type Environment = Record<string, string | undefined>;

/** Modules whose ESM imports are intercepted so the pg instrumentation can wrap them. */
const INSTRUMENTED_IMPORTS = ['pg', 'pg-pool'];

const KNOWN_METHODS = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'CONNECT',
  'TRACE',
]);

export interface TracingOptions {
  /** `service.name` unless `OTEL_SERVICE_NAME` (or `OTEL_RESOURCE_ATTRIBUTES`) names another. */
  serviceName: string;
  serviceVersion: string;
  /**
   * The route template of a request path from a fixed set (never a path a caller made up), or
   * undefined when it matches no route (the span keeps the method as its name, unless the
   * application names it). Loaded once the instrumentations are in place, since it pulls in the
   * application's modules.
   */
  loadRouteOf(): Promise<(path: string) => string | undefined>;
  /** Paths whose requests are not traced (probes, metrics scrapes). */
  untracedPathPrefixes: readonly string[];
}

/**
 * The batch processor's limits from the standard `OTEL_BSP_*` variables (milliseconds, spans),
 * else the OpenTelemetry specification's defaults: spans beyond the queue bound are dropped, never
 * buffered.
 */
function batchLimitsFromEnv(env: Environment) {
  const numberOf = (name: string, fallback: number): number => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value <= 0) {
      throw new TracingConfigError(`${name} must be a positive whole number, got "${text}".`);
    }
    return value;
  };
  return {
    scheduledDelayMillis: numberOf('OTEL_BSP_SCHEDULE_DELAY', 5000),
    exportTimeoutMillis: numberOf('OTEL_BSP_EXPORT_TIMEOUT', 30_000),
    maxQueueSize: numberOf('OTEL_BSP_MAX_QUEUE_SIZE', 2048),
    maxExportBatchSize: numberOf('OTEL_BSP_MAX_EXPORT_BATCH_SIZE', 512),
  };
}

function exporterFromEnv(env: Environment): SpanExporter {
  const protocol = (
    env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ||
    env.OTEL_EXPORTER_OTLP_PROTOCOL ||
    'http/protobuf'
  )
    .trim()
    .toLowerCase();
  if (protocol === 'http/protobuf') return new OtlpProtobufTraceExporter();
  if (protocol === 'http/json') return new OtlpJsonTraceExporter();
  throw new TracingConfigError(
    `OTEL_EXPORTER_OTLP_PROTOCOL "${protocol}" is not supported: use http/protobuf or http/json.`,
  );
}

function interceptImports(): void {
  if (supportsSyncHooks()) {
    registerImportHooks({ include: INSTRUMENTED_IMPORTS });
  } else {
    registerModuleHook('import-in-the-middle/hook.mjs', import.meta.url, {
      data: { include: INSTRUMENTED_IMPORTS },
    });
  }
}

function methodOf(method: string): string {
  return KNOWN_METHODS.has(method) ? method : '_OTHER';
}

function nameSpan(span: Span, method: string, route: string): void {
  span.setAttribute('http.route', route);
  span.updateName(`${methodOf(method)} ${route}`);
}

function pathOf(url: string | undefined): string {
  const path = url ?? '';
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}

/**
 * Starts tracing: spans of incoming HTTP requests (named by method and route template, continuing
 * an incoming W3C `traceparent`) and of PostgreSQL queries, batched to the OTLP endpoint. Must run
 * before the application imports `pg`.
 */
export async function startTracing(
  options: TracingOptions,
  env: Environment = process.env,
): Promise<ActiveTracing> {
  const exporter = new PrivateSpanExporter(exporterFromEnv(env));
  const sampler = samplerFromEnv(env);
  const batchLimits = batchLimitsFromEnv(env);
  interceptImports();

  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  // W3C trace context only: baggage a caller sends is neither kept nor passed on to the API.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const resource = defaultResource()
    .merge(
      resourceFromAttributes({
        [ATTR_SERVICE_NAME]: options.serviceName,
        [ATTR_SERVICE_VERSION]: options.serviceVersion,
      }),
    )
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new TracerProvider({
    resource,
    sampler,
    spanProcessors: [new BatchSpanProcessor({ exporter, ...batchLimits })],
  });
  trace.setGlobalTracerProvider(provider);

  let routeOf: ((path: string) => string | undefined) | undefined;
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        disableOutgoingRequestInstrumentation: true,
        ignoreIncomingRequestHook: (request) => {
          const path = pathOf(request.url);
          return options.untracedPathPrefixes.some((prefix) => path.startsWith(prefix));
        },
        applyCustomAttributesOnSpan: (span, request) => {
          if (!('url' in request) || typeof request.method !== 'string') return;
          const method = methodOf(request.method);
          // Express rewrites `url` below a mount point; `originalUrl` keeps the whole path.
          const { originalUrl } = request as { originalUrl?: string };
          const route = routeOf?.(pathOf(originalUrl ?? request.url));
          span.setAttribute('http.request.method', method);
          if (route) nameSpan(span, method, route);
        },
      }),
      // Queries of a request only: the key listener's heartbeat, start-up, retention and the
      // flushes at a stop would each start a trace of their own.
      new PgInstrumentation({ ignoreConnectSpans: true, requireParentSpan: true }),
      // `fetch` calls made while handling a request (the dashboard's calls to the API) carry
      // `traceparent`, so the API's spans join the caller's trace.
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
  });
  routeOf = await options.loadRouteOf();

  return {
    async shutdown(timeoutMs: number) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
        timer.unref();
      });
      await Promise.race([provider.shutdown(), timeout]);
      clearTimeout(timer);
    },
    nameRequest(method, route) {
      const span = trace.getSpan(context.active());
      if (span) nameSpan(span, method, route);
    },
    currentIds() {
      const spanContext = trace.getSpan(context.active())?.spanContext();
      if (!spanContext) return undefined;
      return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
    },
  };
}
