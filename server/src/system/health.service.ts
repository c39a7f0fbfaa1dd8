import { pendingMigrations } from '@heed/db';
import { ServiceUnavailableError } from '../errors/domain-errors.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';

export interface Health {
  status: 'ok';
  version: string;
  database: { reachable: boolean; pendingMigrations: string[] };
}

/** Healthy means: the database answers and every committed migration has run. */
export async function checkHealth(deps: AppDependencies): Promise<Health> {
  let pending: string[];
  try {
    await deps.orm.em.getConnection().execute('select 1');
    pending = await pendingMigrations(deps.orm);
  } catch (error) {
    deps.logger.warn({ err: error }, 'health check: database unreachable');
    throw new ServiceUnavailableError('The database does not answer.');
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
