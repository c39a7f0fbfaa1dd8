import { routeTemplateOf } from '../http/route-template.ts';
import { appRouter } from '../trpc/router.ts';

const FIXED_PATHS = new Set([
  '/internal/isAlive',
  '/internal/isReady',
  '/internal/metrics',
  '/api/v1/openapi.json',
  '/api/v1/docs',
  '/api/v1/docs/init.js',
]);

let procedureNames: Set<string> | undefined;

/**
 * The `route` label of a request: a route template from a fixed set, whatever the path holds.
 * API paths become their contract's template (`/api/v1/intern/feedback/{id}`), tRPC calls their
 * procedure's name when it exists, everything else one of a few fixed words. So no label ever
 * carries a `surveyId`, a tag, a slug or a made-up path, and the number of series stays bounded.
 */
export function metricRouteOf(path: string): string {
  if (FIXED_PATHS.has(path)) return path;
  if (path.startsWith('/api/v1/docs/assets/')) return '/api/v1/docs/assets/…';
  if (path.startsWith('/api/v1/')) return routeTemplateOf(path);
  if (path.startsWith('/trpc/')) {
    procedureNames ??= new Set(Object.keys(appRouter._def.procedures));
    const name = path.slice('/trpc/'.length);
    return procedureNames.has(name) ? `/trpc/${name}` : '/trpc/…';
  }
  return 'other';
}
