/**
 * Tracing for a Heed process (the API, the dashboard), started before its application modules
 * load. Imports nothing of OpenTelemetry itself: only with an OTLP endpoint configured does it load
 * the SDK (`tracing-start.ts`).
 */
import { setActiveTracing, shutdownTracing, tracingWanted } from './tracing-switch.ts';

/** How long the end of a process waits for its last spans to reach the collector. */
export const TRACING_FLUSH_MS = 2000;

export { nameRequestSpan, shutdownTracing } from './tracing-switch.ts';

export interface ProcessTracingOptions {
  /** `service.name` unless `OTEL_SERVICE_NAME` says otherwise. */
  serviceName: string;
  serviceVersion: string;
  /** Paths whose requests are not traced (probes, metrics scrapes). */
  untracedPathPrefixes: readonly string[];
  /**
   * The route template of a request path, from a fixed set, or undefined; loaded once the
   * instrumentations are in place. Without it the process names its request spans itself
   * (`nameRequestSpan`).
   */
  loadRouteOf?: () => Promise<(path: string) => string | undefined>;
}

/**
 * Starts tracing when `tracingWanted(process.env)`; does nothing otherwise. A tracing variable
 * Heed cannot use ends the process with one line naming it, as configuration errors do.
 */
export async function startProcessTracing(options: ProcessTracingOptions): Promise<void> {
  if (!tracingWanted(process.env)) return;
  const [{ startTracing }, { TracingConfigError }] = await Promise.all([
    import('./tracing-start.ts'),
    import('./trace-sampler.ts'),
  ]);
  try {
    setActiveTracing(
      await startTracing({
        ...options,
        loadRouteOf: options.loadRouteOf ?? (async () => () => undefined),
      }),
    );
    // A process that ends by running out of work (the dashboard after SIGTERM) sends its last
    // spans first; one that calls `process.exit` (the API) calls `shutdownTracing` itself.
    process.once('beforeExit', () => void shutdownTracing(TRACING_FLUSH_MS));
  } catch (error) {
    if (!(error instanceof TracingConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
