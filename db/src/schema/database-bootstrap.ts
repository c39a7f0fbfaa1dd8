/**
 * The statements that create a database on a server (the embedded server, migration scratch
 * databases): they run on the server's maintenance database, before any schema exists.
 */

/** One row when the database named by `$1` exists. */
export const DATABASE_EXISTS_SQL = 'SELECT 1 FROM pg_database WHERE datname = $1';

/** Creates the database `name` (an identifier cannot be a parameter: it is quoted here). */
export function createDatabaseSql(name: string): string {
  return `CREATE DATABASE ${quoteIdentifier(name)}`;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
