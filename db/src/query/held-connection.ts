import type pg from 'pg';

/**
 * Transaction control and session locks on one connection the caller holds (a read snapshot's,
 * a registration's, the migrator's lock session): the statements are fixed text, the values
 * parameters or numbers checked here.
 */

export interface TransactionOptions {
  /** `repeatable read read only`: every read of the transaction sees one snapshot. */
  readOnlySnapshot?: boolean;
  /** `set local statement_timeout`: the server cancels a statement running longer. */
  statementTimeoutMs?: number;
  /** `set local jit = off`: no statement of the transaction is compiled by PostgreSQL's JIT. */
  withoutJit?: boolean;
}

/** Opens a transaction on `client`. */
export async function beginTransaction(
  client: pg.ClientBase,
  options: TransactionOptions = {},
): Promise<void> {
  const begin = options.readOnlySnapshot
    ? 'begin isolation level repeatable read read only'
    : 'begin';
  const timeout = options.statementTimeoutMs;
  if (timeout !== undefined && (!Number.isInteger(timeout) || timeout <= 0)) {
    throw new Error('statementTimeoutMs must be a positive whole number of milliseconds');
  }
  // One round trip: the settings go with the `begin`.
  const statements = [
    begin,
    ...(timeout === undefined ? [] : [`set local statement_timeout = ${timeout}`]),
    ...(options.withoutJit ? ['set local jit = off'] : []),
  ];
  await client.query(statements.join('; '));
}

export async function commitTransaction(client: pg.ClientBase): Promise<void> {
  await client.query('commit');
}

export async function rollbackTransaction(client: pg.ClientBase): Promise<void> {
  await client.query('rollback');
}

/** Waits for the session-level advisory lock `key` (released when the session ends). */
export async function takeSessionLock(
  client: pg.ClientBase,
  key: readonly [number, number],
): Promise<void> {
  await client.query('select pg_advisory_lock($1, $2)', [...key]);
}
