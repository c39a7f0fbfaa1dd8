export * from './test-database.ts';
export * from './streaming-pair.ts';
