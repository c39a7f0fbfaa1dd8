import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { generateApiKey } from '../keys/api-key-format.ts';

/** One statement on the database at `url`, on a connection of its own. */
export async function queryDatabaseAt<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The organisation `acme`, a team and one secret key, written straight into the database at
 * `url`: for tests that run the API as its own process, with no runtime of their own.
 */
export async function seedTeamInDatabase(
  url: string,
  options: { slug: string; rateLimit: number },
): Promise<{ teamId: string; secretKey: string }> {
  const organisationId = randomUUID();
  const teamId = randomUUID();
  const generated = generateApiKey('sk');
  await queryDatabaseAt(
    url,
    `insert into organisation (id, slug, name, created_at) values ($1, 'acme', 'Acme', now())`,
    [organisationId],
  );
  await queryDatabaseAt(
    url,
    `insert into team (id, organisation_id, slug, name, created_at) values ($1, $2, $3, $3, now())`,
    [teamId, organisationId, options.slug],
  );
  await queryDatabaseAt(
    url,
    `insert into api_key (id, team_id, key_type, key_prefix, key_hash, app_name, allowed_origins,
                          rate_limit, created_at)
     values ($1, $2, 'sk', $3, $4, 'backend', '[]', $5, now())`,
    [randomUUID(), teamId, generated.prefix, generated.hash, options.rateLimit],
  );
  return { teamId, secretKey: generated.value };
}
