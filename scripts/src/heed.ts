/**
 * The Heed operations CLI: `npm run heed -- <command>`. Commands call the same procedures as the
 * API, in process, through a tRPC server-side caller acting as the `system` actor: no HTTP, no SQL.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, startRuntime } from '@heed/server';
import { createSystemCaller } from '@heed/server/cli';

interface Command {
  summary: string;
  /** Whether to apply pending migrations while starting. */
  migrate: boolean;
  run(
    caller: ReturnType<typeof createSystemCaller>,
    context: { applied: string[] },
  ): Promise<number>;
}

const commands: Record<string, Command> = {
  migrate: {
    summary: 'Apply pending database migrations (forward only), then check health.',
    migrate: true,
    async run(caller, { applied }) {
      console.log(
        applied.length > 0 ? `applied: ${applied.join(', ')}` : 'database already up to date',
      );
      const health = await caller.system.health({});
      console.log(`health: ${health.status}`);
      return 0;
    },
  },
  health: {
    summary: 'Check that the database answers and every migration has run.',
    migrate: false,
    async run(caller) {
      const health = await caller.system.health({});
      console.log(`health: ${health.status} (version ${health.version})`);
      console.log('database: reachable, no pending migrations');
      return 0;
    },
  },
};

function usage(): string {
  const lines = Object.entries(commands).map(
    ([name, command]) => `  ${name.padEnd(12)} ${command.summary}`,
  );
  return [
    'Usage: npm run heed -- <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Options:',
    '  -h, --help   Show this help',
    '',
    'Configuration comes from the same environment as the API (DATABASE_URL, …).',
    'Without DATABASE_URL the embedded PostgreSQL in .data/ is used; stop the API first.',
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const name = positionals[0];
  if (values.help || name === undefined || name === 'help') {
    console.log(usage());
    return name === undefined && !values.help ? 2 : 0;
  }
  const command = commands[name];
  if (!command) {
    console.error(`heed: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const runtime = await startRuntime(config, { poolMax: 2, migrate: command.migrate });
  try {
    const caller = createSystemCaller(runtime.deps);
    return await command.run(caller, { applied: runtime.appliedMigrations });
  } finally {
    await runtime.close();
  }
}

let exitCode: number;
try {
  exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    const problem = (error as { cause?: { message?: unknown } }).cause;
    const message = problem?.message ?? (error as Error).message;
    console.error(`heed: ${String(message)}`);
  }
  exitCode = 1;
}
// Exit explicitly: the embedded database's exit hook would otherwise replace the exit code.
process.exit(exitCode);
