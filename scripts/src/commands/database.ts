/** `heed migrate` and `heed health`. */
import { defineCommand, positionals } from './command.ts';

export const migrateCommand = defineCommand({
  name: 'migrate',
  summary: 'Apply pending database migrations (forward only), then check health.',
  synopsis: '',
  optionHelp: [],
  options: {},
  database: 'migrate',
  prepare: (parsed) => positionals(parsed.positionals, []),
  async run(_input, { caller, appliedMigrations }) {
    console.log(
      appliedMigrations.length > 0
        ? `applied: ${appliedMigrations.join(', ')}`
        : 'database already up to date',
    );
    const health = await caller.system.health({});
    console.log(`health: ${health.status}`);
    return 0;
  },
});

export const healthCommand = defineCommand({
  name: 'health',
  summary: 'Check that the database answers and every migration has run.',
  synopsis: '',
  optionHelp: [],
  options: {},
  database: 'any',
  prepare: (parsed) => positionals(parsed.positionals, []),
  async run(_input, { caller }) {
    const health = await caller.system.health({});
    console.log(`health: ${health.status} (version ${health.version})`);
    console.log('database: reachable, no pending migrations');
    return 0;
  },
});
