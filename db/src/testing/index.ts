export * from './streaming-pair.ts';
export * from './test-database.ts';
