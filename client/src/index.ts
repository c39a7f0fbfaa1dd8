export type { components, paths } from './generated/openapi.ts';
export * from './heed-api-error.ts';
export * from './heed-client.ts';
export { type RetryOptions, retryAfterMs, retryingFetch } from './retrying-fetch.ts';
