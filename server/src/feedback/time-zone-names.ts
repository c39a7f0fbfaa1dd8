import type { AppDependencies } from '../runtime/dependencies.ts';
import { inReadSnapshot } from './read-snapshot.ts';
import { sql } from './sql-fragment.ts';

/**
 * The time-zone names PostgreSQL knows (`pg_timezone_names`), read once per running application
 * and kept in its dependencies (`deps.timeZoneNames`): lower-case name → PostgreSQL's spelling.
 * About 1,200 entries; a failed read is retried next time.
 */
export function timeZoneNamesOf(deps: AppDependencies): () => Promise<ReadonlyMap<string, string>> {
  return () =>
    deps.timeZoneNames.get(() =>
      inReadSnapshot(deps, (query) =>
        query<{ name: string }>(sql`select name from pg_timezone_names`),
      ).then((rows) => new Map(rows.map((row) => [row.name.toLowerCase(), row.name]))),
    );
}
