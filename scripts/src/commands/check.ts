/** `heed check upgrade`: the pre-upgrade check (what the API startup guard would refuse). */
import { checkUpgrade } from '@heed/server/cli';
import { defineCommand, positionals, table } from './command.ts';

export const checkUpgradeCommand = defineCommand({
  name: 'check upgrade',
  summary: 'Report upgrade blockers; exit 1 when the API would refuse to start.',
  synopsis: '',
  description:
    'Reports what blocks this version of the API from starting on the database, without\n' +
    'migrating it: active publishable (pk) keys without allowed origins (unless\n' +
    'HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true). Exit code 1 when blocked, 0 otherwise.',
  optionHelp: [],
  options: {},
  database: 'any',
  prepare: (parsed) => positionals(parsed.positionals, []),
  onUnmigrated() {
    console.log('the database has no schema yet (a new installation): no upgrade blockers');
    return 0;
  },
  async run(_input, { context }) {
    const report = await checkUpgrade(context());
    if (report.pendingMigrations.length > 0) {
      console.log(
        `pending migrations (applied when the API starts): ${report.pendingMigrations.join(', ')}`,
      );
    }
    const keys = report.unrestrictedPublishableKeys;
    if (keys.length > 0) {
      console.log('Active publishable (pk) keys without allowed origins:');
      console.log(
        table(
          ['ID', 'TEAM', 'APP', 'CREATED'],
          keys.map((key) => [key.id, key.team, key.appName, key.createdAt]),
        ),
      );
    }
    if (report.blocked) {
      console.error(`heed: ${report.message}`);
      return 1;
    }
    if (keys.length > 0) {
      console.log(
        'They are tolerated because HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true (local development ' +
          'or an explicit closed exception only).',
      );
    }
    console.log('no upgrade blockers');
    return 0;
  },
});
