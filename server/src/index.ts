export * from './config/config.ts';
export { buildOpenApiDocument } from './http/openapi-document.ts';
export { developmentUsers } from './identity/development-sign-in.ts';
export { startLoopbackIssuer } from './identity/loopback-issuer.ts';
export * from './runtime/heed-runtime.ts';
export { apiNodeFlags } from './runtime/node-flags.ts';
export type { AppRouter } from './trpc/router.ts';
export { appRouter } from './trpc/router.ts';
