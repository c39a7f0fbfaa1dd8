/**
 * Generates the next migration from the difference between the entities and the schema the
 * committed migrations build. Runs on a throw-away database: `npm run migration:create -w @heed/db`.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createScratchDirectory,
  ensureDatabase,
  externalServer,
  startEmbeddedServer,
} from './database-server.ts';
import { migrateToLatest, openOrm, migrationsPath as ormMigrationsPath } from './orm.ts';

const scratchDir = await createScratchDirectory('heed-migration-');
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
    if (result.diff.up.length === 0) {
      console.log('no changes: nothing to create');
    } else {
      // Migrations are forward-only: drop the generated `down` so nobody is tempted to run it.
      const file = path.join(ormMigrationsPath, result.fileName);
      const source = await readFile(file, 'utf8');
      await writeFile(file, source.replace(/\n {2}override down\(\)[\s\S]*?\n {2}\}\n/, '\n'));
      console.log(`created ${result.fileName}`);
    }
  } finally {
    await orm.close(true);
  }
} finally {
  await server.stop();
  await rm(scratchDir, { recursive: true, force: true });
}
