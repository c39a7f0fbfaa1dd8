import { randomBytes, randomUUID } from 'node:crypto';
import { SUBMISSION_EXAMPLE } from '@heed/contracts';
import autocannon from 'autocannon';
import { generateApiKey } from '../../../server/src/keys/api-key-format.ts';
import { withClient } from './bench-support.ts';

/** The body every submission bench sends. */
export const SUBMISSION_BODY = JSON.stringify(SUBMISSION_EXAMPLE);

/**
 * An organisation, a team and a secret key with a rate limit no bench reaches, seeded by SQL on a
 * migrated bench database. Returns the key value and the team's id.
 */
export async function seedBenchKey(url: string): Promise<{ key: string; teamId: string }> {
  const suffix = randomBytes(4).toString('hex');
  const organisationId = randomUUID();
  const teamId = randomUUID();
  const key = generateApiKey('sk');
  await withClient(url, async (client) => {
    await client.query('begin');
    await client.query(
      'insert into organisation (id, slug, name, created_at) values ($1, $2, $3, now())',
      [organisationId, `bench-${suffix}`, 'Bench'],
    );
    await client.query(
      `insert into team (id, organisation_id, slug, name, created_at)
       values ($1, $2, $3, 'Bench', now())`,
      [teamId, organisationId, `bench-${suffix}`],
    );
    await client.query(
      `insert into api_key (id, team_id, key_type, key_prefix, key_hash, app_name,
                            allowed_origins, rate_limit, created_at)
       values ($1, $2, 'sk', $3, $4, 'bench', '[]', 100000000, now())`,
      [randomUUID(), teamId, key.prefix, key.hash],
    );
    await client.query('commit');
  });
  return { key: key.value, teamId };
}

/**
 * Submissions with `key` to `url` for `seconds` over `connections` connections (autocannon), as
 * fast as they are answered or at `rate` requests per second in all; each connection sends
 * `bodies` in turn when given, else `SUBMISSION_BODY` every time.
 */
export function fireSubmissions(
  url: string,
  key: string,
  load: { connections: number; seconds: number; rate?: number; bodies?: string[] },
) {
  return autocannon({
    url,
    method: 'POST',
    connections: load.connections,
    duration: load.seconds,
    timeout: 10,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: SUBMISSION_BODY,
    ...(load.bodies ? { requests: load.bodies.map((body) => ({ method: 'POST', body })) } : {}),
    ...(load.rate ? { overallRate: load.rate } : {}),
  });
}
