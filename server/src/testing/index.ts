export * from '../identity/loopback-issuer.ts';
export * from './test-app.ts';
