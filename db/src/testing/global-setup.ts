/**
 * Vitest global setup for integration tests: one PostgreSQL per test run (the server of
 * `DATABASE_URL`, else an embedded one in a temporary directory) and one template database with
 * every migration applied. Each test file then clones its own database from the template.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import {
  createScratchDirectory,
  type DatabaseServer,
  ensureDatabase,
  externalServer,
  startEmbeddedServer,
} from '../database-server.ts';
import { migrateToLatest, openOrm } from '../orm.ts';
import { quoteIdentifier } from '../schema/database-bootstrap.ts';
import './test-database.ts';

let server: DatabaseServer | undefined;
let scratchDir: string | undefined;
let prefix = '';

export async function setup(project: TestProject): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    server = externalServer(databaseUrl);
  } else {
    scratchDir = await createScratchDirectory('heed-test-pg-');
    server = await startEmbeddedServer({ dataDir: path.join(scratchDir, 'data') });
  }
  prefix = `heed_test_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  const orm = await openOrm({ databaseUrl: await ensureDatabase(server, template), poolMax: 2 });
  try {
    await migrateToLatest(orm);
  } finally {
    await orm.close(true);
  }
  project.provide('heedTestDatabase', { adminUrl: server.adminUrl, template, prefix });
}

export async function teardown(): Promise<void> {
  if (!server) return;
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(datname)} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
  await server.stop();
  if (scratchDir) await rm(scratchDir, { recursive: true, force: true });
}
