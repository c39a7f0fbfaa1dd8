export * from './expressions.ts';
export * from './heed-database.ts';
