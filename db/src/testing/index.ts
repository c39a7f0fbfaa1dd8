export * from './test-database.ts';
