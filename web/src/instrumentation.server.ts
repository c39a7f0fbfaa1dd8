/**
 * Loaded by the dashboard's server entry before any application code (SvelteKit's server
 * instrumentation file). Without an OTLP endpoint it does nothing and loads no OpenTelemetry
 * module; with one, it starts tracing as `heed-dashboard` (see docs/operations.md, "Tracing").
 * Request spans are named by route id in `hooks.server.ts`.
 */
import { shutdownTracing, startProcessTracing, TRACING_FLUSH_MS } from '@heed/server/tracing';
import { version } from '../package.json';
import { onClose } from './lib/server/dashboard-lifecycle.ts';

await startProcessTracing({
  serviceName: 'heed-dashboard',
  serviceVersion: version,
  untracedPathPrefixes: ['/internal/', '/_app/'],
});
// The stop sequence (`src/main.ts`) ends with `process.exit`: send the last spans before it.
onClose(() => shutdownTracing(TRACING_FLUSH_MS));
