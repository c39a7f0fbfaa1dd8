export * from './compiled-queries.ts';
export * from './expressions.ts';
export * from './heed-database.ts';
export * from './held-connection.ts';
