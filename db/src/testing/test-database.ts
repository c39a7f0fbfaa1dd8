import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { quoteIdentifier } from '../schema/database-bootstrap.ts';

export interface TestDatabaseServer {
  adminUrl: string;
  template: string;
  /** Prefix of every database this run creates, so teardown can drop them all. */
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    heedTestDatabase: TestDatabaseServer;
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh database of this test file's own, cloned from the migrated template (or, with
 * `empty: true`, one without any table, for testing migrations themselves).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const { adminUrl, template: migratedTemplate, prefix } = inject('heedTestDatabase');
  const template = options.empty ? 'template0' : migratedTemplate;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Two files cloning the template at the same moment make PostgreSQL refuse one (55006).
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(
          `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`,
        );
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // Connections still closing (a pool that has just ended) get a moment to go: a forced drop
        // would terminate them, and a client that is already ending reports that as an error
        // nobody listens to any more. Forced only as the last resort.
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 20) {
              await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
              break;
            }
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}
