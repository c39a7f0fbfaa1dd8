export * from './database-bootstrap.ts';
export * from './functions.ts';
export * from './indexes.ts';
