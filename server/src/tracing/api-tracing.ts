/**
 * The first thing the API process (`main.ts`) loads. Without an OTLP endpoint in the environment
 * it does nothing and loads no OpenTelemetry module; with one, it starts tracing as `heed-api`
 * before the application's modules (and `pg`) load.
 */
import packageJson from '../../package.json' with { type: 'json' };
import { startProcessTracing } from './process-tracing.ts';

await startProcessTracing({
  serviceName: 'heed-api',
  serviceVersion: packageJson.version,
  untracedPathPrefixes: ['/internal/'],
  loadRouteOf: async () => {
    const { metricRouteOf } = await import('../metrics/metric-route.ts');
    return (path) => {
      const route = metricRouteOf(path);
      return route === 'other' ? undefined : route;
    };
  },
});
