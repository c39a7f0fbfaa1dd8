import type { HeedQueries } from '@heed/db';

/** Resolves once the database answered a trivial query (`select 1`). */
export async function pingDatabase(db: HeedQueries): Promise<void> {
  await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
}
