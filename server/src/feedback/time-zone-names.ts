import type { AppDependencies } from '../runtime/dependencies.ts';
import { listTimeZoneNames } from './feedback.repository.ts';
import { inReadSnapshot } from './read-snapshot.ts';

/**
 * The time-zone names PostgreSQL knows (`pg_timezone_names`), read once per running application
 * and kept in its dependencies (`deps.timeZoneNames`): lower-case name → PostgreSQL's spelling.
 * About 1,200 entries; a failed read is retried next time.
 */
export function timeZoneNamesOf(deps: AppDependencies): () => Promise<ReadonlyMap<string, string>> {
  return () =>
    deps.timeZoneNames.get(() =>
      inReadSnapshot(deps, (db) => listTimeZoneNames(db)).then(
        (found) => new Map(found.map((name) => [name.toLowerCase(), name])),
      ),
    );
}
