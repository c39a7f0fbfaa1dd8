/**
 * Generates the next migration from the difference between the entities and the schema the
 * committed migrations build. Runs on a throw-away database: `npm run migration:create -w @heed/db`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDatabase, externalServer, startEmbeddedServer } from './database-server.ts';
import { migrateToLatest, openOrm } from './orm.ts';

const scratchDir = await mkdtemp(path.join(tmpdir(), 'heed-migration-'));
const databaseUrl = process.env.DATABASE_URL;
const server = databaseUrl
  ? externalServer(databaseUrl)
  : await startEmbeddedServer({ dataDir: path.join(scratchDir, 'pg') });
const database = `heed_migration_${Date.now()}`;
try {
  const orm = await openOrm({ databaseUrl: await ensureDatabase(server, database), poolMax: 2 });
  try {
    await migrateToLatest(orm);
    const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
    console.log(
      result.diff.up.length > 0 ? `created ${result.fileName}` : 'no changes: nothing to create',
    );
  } finally {
    await orm.close(true);
  }
} finally {
  await server.stop();
  await rm(scratchDir, { recursive: true, force: true });
}
