export * from '../identity/loopback-issuer.ts';
export * from './fixtures.ts';
export * from './test-app.ts';
