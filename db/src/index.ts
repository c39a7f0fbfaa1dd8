export * from './database-errors.ts';
export * from './database-server.ts';
export * from './entities/index.ts';
export * from './orm.ts';
export * from './query/index.ts';
export * from './schema/index.ts';
