import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditLog } from '../audit/audit-log.ts';
import { loadConfig } from '../config/config.ts';
import { createLogger } from '../logging/logger.ts';
import { CapturedOutput } from '../testing/test-app.ts';
import { startRuntime } from './heed-runtime.ts';

/**
 * Replicas started at the same moment on a database no migration has run on: they take turns
 * (an advisory lock), the first applies every migration, the others find nothing to do.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await database?.drop();
});

describe('three replicas starting at once on an empty database', () => {
  it('all start; the migrations are applied exactly once', async () => {
    const config = loadConfig({
      DATABASE_URL: database.url,
      HEED_OIDC_ISSUER: 'http://127.0.0.1:9/',
      HEED_OIDC_AUDIENCE: 'heed-api',
      LOG_LEVEL: 'warn',
    });
    const output = new CapturedOutput();
    const runtimes = await Promise.all(
      Array.from({ length: 3 }, () =>
        startRuntime(config, {
          logger: createLogger('warn', output),
          auditLog: createAuditLog(output),
          poolMax: 2,
          processMetrics: false,
        }),
      ),
    );
    try {
      const applied = runtimes.map((runtime) => runtime.appliedMigrations.length);
      expect(applied.filter((count) => count > 0)).toHaveLength(1);
      expect(applied.filter((count) => count === 0)).toHaveLength(2);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from heed_migrations',
        );
        expect(rows[0]?.n).toBe(Math.max(...applied));
      } finally {
        await client.end();
      }
    } finally {
      for (const runtime of runtimes) await runtime.close();
    }
  }, 120_000);
});
