/**
 * The API process: `npm run start:api` (and, with the dashboard, `npm start`). Tracing starts
 * first when an OTLP endpoint is configured, so its instrumentations are in place before `pg` and
 * the application load; without one that step loads nothing. Then `api-lifecycle.ts` runs.
 */
await import('./tracing/api-tracing.ts');
await import('./api-lifecycle.ts');
