/**
 * Loaded by the dashboard's server entry before any application code (SvelteKit's server
 * instrumentation file). Without an OTLP endpoint it does nothing and loads no OpenTelemetry
 * module; with one, it starts tracing as `heed-dashboard` (see docs/operations.md, "Tracing").
 * Request spans are named by route id in `hooks.server.ts`.
 */
import { startProcessTracing } from '@heed/server/tracing';
import { version } from '../package.json';

await startProcessTracing({
  serviceName: 'heed-dashboard',
  serviceVersion: version,
  untracedPathPrefixes: ['/internal/', '/_app/'],
});
