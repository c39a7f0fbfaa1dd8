import { queriesOnClient } from '@heed/db';
import { rollupDifferences } from '../../../server/src/feedback/rollup-verification.repository.ts';
import { withClient } from './bench-support.ts';

/**
 * What `heed rollups verify` finds in the bench database after a run: the number of counts kept
 * at write time that differ from a recount of the stored feedback, over every team (the same
 * repository statement the command runs).
 */
export async function rollupDifferenceCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const db = queriesOnClient(client);
    const teams = await db.selectFrom('team').select('id').execute();
    let differences = 0;
    for (const team of teams) {
      differences += (await rollupDifferences(db, { teamId: team.id })).length;
    }
    return differences;
  });
}
