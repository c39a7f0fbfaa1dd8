/**
 * The first thing the API process (`main.ts`) loads. Without an OTLP endpoint in the environment
 * it does nothing and loads no OpenTelemetry module; with one, it starts tracing as `heed-api`
 * before the application's modules (and `pg`) load.
 */
import { setActiveTracing, tracingWanted } from './tracing-switch.ts';

if (tracingWanted(process.env)) {
  const [{ startTracing }, { TracingConfigError }, packageJson] = await Promise.all([
    import('./tracing-start.ts'),
    import('./trace-sampler.ts'),
    import('../../package.json', { with: { type: 'json' } }),
  ]);
  try {
    setActiveTracing(
      await startTracing({
        serviceName: 'heed-api',
        serviceVersion: packageJson.default.version,
        untracedPathPrefixes: ['/internal/'],
        loadRouteOf: async () => {
          const { metricRouteOf } = await import('../metrics/metric-route.ts');
          return (path) => {
            const route = metricRouteOf(path);
            return route === 'other' ? undefined : route;
          };
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof TracingConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
