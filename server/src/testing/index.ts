export * from './fixtures.ts';
export * from './submission-client.ts';
export * from './test-app.ts';
export * from './test-issuer.ts';
