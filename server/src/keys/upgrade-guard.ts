import { ApiKeySchema, type EntityManager } from '@heed/db';

/**
 * The upgrade blocker (Rule: docs/rules/versioning.md#versioning-8): this version requires
 * `allowedOrigins` on `pk` keys, so active `pk` keys without any are a blocker. `heed check
 * upgrade` reports them before an upgrade; the API refuses to start while they exist (unless the
 * installation explicitly allows unrestricted keys with `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`).
 */
export interface UnrestrictedPublishableKey {
  id: string;
  team: string;
  appName: string;
  createdAt: string;
}

/**
 * Active (neither revoked nor expired) `pk` keys with an empty `allowedOrigins`, oldest first.
 * Only columns of the first schema are read, so the check also runs before newer migrations.
 */
export async function findUnrestrictedPublishableKeys(
  em: EntityManager,
  now: Date = new Date(),
): Promise<UnrestrictedPublishableKey[]> {
  const keys = await em.find(
    ApiKeySchema,
    { keyType: 'pk', revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] },
    {
      fields: ['id', 'appName', 'allowedOrigins', 'createdAt', 'team.slug'],
      populate: ['team'],
      orderBy: { createdAt: 'asc', id: 'asc' },
    },
  );
  return keys
    .filter((key) => (key.allowedOrigins ?? []).length === 0)
    .map((key) => ({
      id: key.id,
      team: key.team.slug,
      appName: key.appName,
      createdAt: key.createdAt.toISOString(),
    }));
}

/** What to do about unrestricted keys; the same words for the CLI and the API start. */
export function upgradeBlockerMessage(keys: UnrestrictedPublishableKey[]): string {
  const list = keys.map((key) => `${key.id} (team ${key.team}, app ${key.appName})`).join(', ');
  return (
    `Upgrade blocked: ${keys.length} active publishable (pk) key${keys.length === 1 ? '' : 's'} ` +
    `without allowed origins: ${list}. This version requires allowedOrigins on pk keys: ` +
    'replace them with origin-restricted keys (heed keys create --team <slug> --type pk ' +
    '--allowed-origin <origin> …) and revoke the old ones (heed keys revoke <id>). ' +
    'HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true lifts the check, for local development or an ' +
    'explicit closed exception only.'
  );
}

/** The API refuses to start: unrestricted publishable keys are active and not allowed. */
export class UpgradeBlockedError extends Error {
  readonly keys: UnrestrictedPublishableKey[];

  constructor(keys: UnrestrictedPublishableKey[]) {
    super(upgradeBlockerMessage(keys));
    this.name = 'UpgradeBlockedError';
    this.keys = keys;
  }
}

/**
 * The API startup guard: throws {@link UpgradeBlockedError} when unrestricted publishable keys are
 * active and the installation does not allow them. Runs after migrations, before traffic.
 */
export async function assertNoUpgradeBlockers(
  em: EntityManager,
  options: { allowUnrestrictedPkOrigins: boolean; now?: Date },
): Promise<void> {
  if (options.allowUnrestrictedPkOrigins) return;
  const keys = await findUnrestrictedPublishableKeys(em, options.now);
  if (keys.length > 0) throw new UpgradeBlockedError(keys);
}
