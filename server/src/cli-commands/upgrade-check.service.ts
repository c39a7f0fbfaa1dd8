/**
 * `heed check upgrade`: the pre-upgrade check (Rule: docs/rules/versioning.md#versioning-8). It
 * reports what the API startup guard would refuse, without being blocked by it (the CLI must run to
 * fix the problem).
 */
import { pendingMigrations } from '@heed/db';
import type { KeyAdminContext } from '../keys/api-key.service.ts';
import {
  findUnrestrictedPublishableKeys,
  type UnrestrictedPublishableKey,
  upgradeBlockerMessage,
} from '../keys/upgrade-guard.ts';

export interface UpgradeCheck {
  /** True when the API would refuse to start. */
  blocked: boolean;
  /** Active `pk` keys without allowed origins (reported even when they are allowed). */
  unrestrictedPublishableKeys: UnrestrictedPublishableKey[];
  /** `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`: unrestricted keys do not block. */
  unrestrictedAllowed: boolean;
  /** Migrations the next API start will apply. */
  pendingMigrations: string[];
  /** What to do, when blocked. */
  message: string | undefined;
}

export async function checkUpgrade(
  context: Pick<KeyAdminContext, 'deps' | 'em'>,
): Promise<UpgradeCheck> {
  // A database no migration has run on yet (a new installation) holds no keys to check.
  const migrated = (await context.deps.orm.migrator.getExecuted()).length > 0;
  const keys = migrated
    ? await findUnrestrictedPublishableKeys(context.em, context.deps.clock.now())
    : [];
  const unrestrictedAllowed = context.deps.config.allowUnrestrictedPkOrigins;
  const blocked = keys.length > 0 && !unrestrictedAllowed;
  return {
    blocked,
    unrestrictedPublishableKeys: keys,
    unrestrictedAllowed,
    pendingMigrations: await pendingMigrations(context.deps.orm),
    message: blocked ? upgradeBlockerMessage(keys) : undefined,
  };
}
