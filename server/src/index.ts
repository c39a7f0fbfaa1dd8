export * from './config/config.ts';
export { buildOpenApiDocument } from './http/openapi-document.ts';
export * from './runtime/heed-runtime.ts';
export type { AppRouter } from './trpc/router.ts';
export { appRouter } from './trpc/router.ts';
