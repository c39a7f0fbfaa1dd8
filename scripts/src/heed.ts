/**
 * The Heed operations CLI: `npm run heed -- <command>`. Commands call the same procedures as the
 * API, in process, through a tRPC server-side caller acting as the `system` actor; what has no
 * procedure (keys of any team, secret-key lifecycle, the upgrade check) calls a service function
 * of `@heed/server/cli` with a `system` request context. No HTTP, no SQL.
 *
 * Exit codes: 0 success, 1 failure, 2 usage error.
 */
import { ConfigError, loadConfig, startRuntime } from '@heed/server';
import { createSystemCaller, createSystemContext } from '@heed/server/cli';
import { checkUpgradeCommand } from './commands/check.ts';
import {
  type Command,
  CommandFailure,
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  type Session,
  UsageError,
} from './commands/command.ts';
import { healthCommand, migrateCommand } from './commands/database.ts';
import { describeFailure } from './commands/describe-failure.ts';
import {
  keysCreateCommand,
  keysListCommand,
  keysRevokeCommand,
  keysRotateCommand,
} from './commands/keys.ts';
import {
  mappingsAddCommand,
  mappingsListCommand,
  mappingsRemoveCommand,
} from './commands/mappings.ts';
import { rollupsRebuildCommand, rollupsVerifyCommand } from './commands/rollups.ts';
import { setupCommand } from './commands/setup.ts';
import { teamsCreateCommand, teamsListCommand } from './commands/teams.ts';
import { webhooksListCommand, webhooksRetryFailedCommand } from './commands/webhooks.ts';

const commands: Command[] = [
  setupCommand,
  teamsListCommand,
  teamsCreateCommand,
  mappingsListCommand,
  mappingsAddCommand,
  mappingsRemoveCommand,
  keysCreateCommand,
  keysListCommand,
  keysRotateCommand,
  keysRevokeCommand,
  rollupsVerifyCommand,
  rollupsRebuildCommand,
  webhooksListCommand,
  webhooksRetryFailedCommand,
  checkUpgradeCommand,
  migrateCommand,
  healthCommand,
];
const byName = new Map(commands.map((command) => [command.name, command]));
const groups = new Set(commands.flatMap((command) => command.name.split(' ').slice(0, -1)));

function usage(group?: string): string {
  const listed = commands.filter((command) => !group || command.name.startsWith(`${group} `));
  const width = Math.max(...listed.map((command) => command.name.length)) + 2;
  return [
    `Usage: npm run heed -- ${group ? `${group} <command>` : '<command>'} [options]`,
    '',
    'Commands:',
    ...listed.map((command) => `  ${command.name.padEnd(width)}${command.summary}`),
    '',
    'Options:',
    '  -h, --help   Show this help (also after a command: npm run heed -- keys create --help)',
    '',
    'Configuration comes from the same environment as the API (DATABASE_URL, …).',
    'Without DATABASE_URL the embedded PostgreSQL in .data/ is used: the running API’s server',
    'when the API runs, else one the command starts and stops.',
    'Exit codes: 0 success, 1 failure, 2 usage error.',
  ].join('\n');
}

const isHelp = (arg: string) => arg === '--help' || arg === '-h';

/** The command named by the first one or two words, and the arguments after them. */
function resolve(argv: string[]): { command: Command; args: string[] } | undefined {
  const [first = '', second = ''] = argv;
  const two = byName.get(`${first} ${second}`);
  if (two) return { command: two, args: argv.slice(2) };
  const one = byName.get(first);
  if (one) return { command: one, args: argv.slice(1) };
  return undefined;
}

const NOT_MIGRATED =
  'database migrations have not run yet: run `npm run heed -- migrate` first ' +
  '(the API also migrates when it starts)';

/** PostgreSQL `undefined_table` (42P01), here or as the cause: a database without the schema. */
function isMissingTable(error: unknown): boolean {
  const each = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return each?.code === '42P01' || each?.cause?.code === '42P01';
}

async function requireCurrentSchema(session: Session): Promise<void> {
  try {
    await session.caller.system.health({});
  } catch (error) {
    if (!/migrations/i.test(String((error as Error).message))) throw error;
    throw new CommandFailure(NOT_MIGRATED);
  }
}

async function main(argv: string[]): Promise<number> {
  const [first] = argv;
  if (first === undefined) {
    console.error(usage());
    return EXIT_USAGE;
  }
  if (isHelp(first) || first === 'help') {
    const target = first === 'help' ? argv.slice(1) : [];
    const resolved = target.length > 0 ? resolve(target) : undefined;
    if (resolved) console.log(resolved.command.help());
    else console.log(usage(groups.has(target[0] ?? '') ? target[0] : undefined));
    return EXIT_OK;
  }
  const resolved = resolve(argv);
  if (!resolved) {
    if (groups.has(first)) {
      const second = argv[1];
      if (second === undefined || isHelp(second)) {
        (second === undefined ? console.error : console.log)(usage(first));
        return second === undefined ? EXIT_USAGE : EXIT_OK;
      }
      console.error(`heed: unknown command '${first} ${second}'\n\n${usage(first)}`);
      return EXIT_USAGE;
    }
    console.error(`heed: unknown command '${first}'\n\n${usage()}`);
    return EXIT_USAGE;
  }
  const { command, args } = resolved;
  if (args.some(isHelp)) {
    console.log(command.help());
    return EXIT_OK;
  }
  let runCommand: (session: Session) => Promise<number>;
  try {
    runCommand = command.parse(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`heed ${command.name}: ${error.message}`);
    console.error(`Run 'npm run heed -- ${command.name} --help' for its options.`);
    return EXIT_USAGE;
  }

  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  // No upgrade guard here: the CLI is what fixes upgrade blockers.
  let runtime: Awaited<ReturnType<typeof startRuntime>>;
  try {
    runtime = await startRuntime(config, {
      poolMax: 2,
      migrate: command.database === 'migrate',
      // A command is no replica: the API processes run the retention job, the alert scheduler and
      // serve metrics.
      retention: false,
      processMetrics: false,
      webhookDelivery: false,
      alertScheduler: false,
    });
  } catch (error) {
    // A database no migration has run on cannot even be opened for serving.
    if (!isMissingTable(error)) throw error;
    if (command.onUnmigrated) return command.onUnmigrated();
    throw new CommandFailure(NOT_MIGRATED);
  }
  try {
    const session: Session = {
      caller: createSystemCaller(runtime.deps),
      context: () => createSystemContext(runtime.deps),
      appliedMigrations: runtime.appliedMigrations,
    };
    if (command.database === 'current') await requireCurrentSchema(session);
    return await runCommand(session);
  } finally {
    await runtime.close();
  }
}

// Whatever fails, and however late, ends as one line, never a stack.
function failed(error: unknown): never {
  console.error(describeFailure(error).join('\n'));
  process.exit(EXIT_FAILURE);
}
process.on('uncaughtException', failed);
process.on('unhandledRejection', failed);

let exitCode: number;
try {
  exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (error instanceof CommandFailure) {
    console.error(`heed: ${error.message}`);
  } else {
    console.error(describeFailure(error).join('\n'));
  }
  exitCode = EXIT_FAILURE;
}
// Exit explicitly: idle connections and timers must not keep the process waiting.
process.exit(exitCode);
