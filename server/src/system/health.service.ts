import { pendingMigrations, queriesOf } from '@heed/db';
import { databaseUnavailableError } from '../errors/database-unavailable.ts';
import { ServiceUnavailableError } from '../errors/domain-errors.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { pingDatabase } from './health.repository.ts';

export interface Health {
  status: 'ok';
  version: string;
  database: { reachable: boolean; pendingMigrations: string[] };
}

/** Rejects with `onTimeout()` when `work` has not settled within `ms`. */
async function within<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Healthy means: the database answers and every committed migration has run. The answer comes
 * within `HEED_READY_TIMEOUT_MS` either way: a database that does not answer in time is
 * unhealthy (503), never a hanging probe.
 */
export async function checkHealth(deps: AppDependencies): Promise<Health> {
  let pending: string[];
  const probe = async () => {
    await pingDatabase(queriesOf(deps.orm.em));
    return pendingMigrations(deps.orm);
  };
  try {
    pending = await within(probe(), deps.config.resilience.readyTimeoutMs, () =>
      databaseUnavailableError(),
    );
  } catch (error) {
    deps.logger.warn({ err: error }, 'health check: database unreachable');
    throw databaseUnavailableError();
  }
  if (pending.length > 0) {
    throw new ServiceUnavailableError('Database migrations have not run yet.');
  }
  return {
    status: 'ok',
    version: deps.version,
    database: { reachable: true, pendingMigrations: pending },
  };
}
