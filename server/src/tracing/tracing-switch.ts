/**
 * Whether this process traces, decided from the standard OpenTelemetry variables alone, and the
 * few hooks the rest of the process reaches tracing through. This module imports nothing: with
 * tracing off, no OpenTelemetry module is ever loaded and these hooks stay unset.
 */

type Environment = Record<string, string | undefined>;

function isSet(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

/**
 * Tracing is on when an OTLP endpoint is configured (`OTEL_EXPORTER_OTLP_ENDPOINT` or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`), unless `OTEL_SDK_DISABLED=true` or
 * `OTEL_TRACES_EXPORTER=none` turns it off again.
 */
export function tracingWanted(env: Environment): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return false;
  return isSet(env.OTEL_EXPORTER_OTLP_ENDPOINT) || isSet(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export interface ActiveTracing {
  /** Exports the spans still buffered and stops the exporter; resolves within `timeoutMs`. */
  shutdown(timeoutMs: number): Promise<void>;
  /** The ids of the span active now, for log lines; undefined outside any span. */
  currentIds(): { trace_id: string; span_id: string } | undefined;
  /** Names the server span of the request being handled by its method and route template. */
  nameRequest(method: string, route: string): void;
}

let active: ActiveTracing | undefined;

/** Set once by the tracing start, before the application's modules load. */
export function setActiveTracing(tracing: ActiveTracing): void {
  active = tracing;
}

/** The running tracing of this process; undefined when tracing is off. */
export function activeTracing(): ActiveTracing | undefined {
  return active;
}

/** Flushes and stops tracing when it runs; nothing to do otherwise. Never throws. */
export async function shutdownTracing(timeoutMs: number): Promise<void> {
  await active?.shutdown(timeoutMs).catch(() => undefined);
}

/**
 * Names the span of the request being handled `<method> <route>` (`route`: a template from a fixed
 * set, such as a SvelteKit route id, never a path). Nothing to do with tracing off or no route.
 */
export function nameRequestSpan(method: string, route: string | null | undefined): void {
  if (route) active?.nameRequest(method, route);
}
