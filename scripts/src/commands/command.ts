/**
 * The shape of a `heed` command, its session and the output helpers they share. A command parses
 * and validates its arguments before the database is opened, so a usage error (exit 2) never
 * needs a database.
 */
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import type { createSystemCaller, createSystemContext } from '@heed/server/cli';
import type { z } from 'zod';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** Wrong arguments: the message is shown with the command's usage, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A failure already explained to the user (exit code 1). */
export class CommandFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandFailure';
  }
}

/** What a command gets once its arguments are valid and the database is open. */
export interface Session {
  /** In-process tRPC caller acting as the `system` actor. */
  caller: ReturnType<typeof createSystemCaller>;
  /** A fresh `system` request context, for service calls that have no procedure. */
  context: () => ReturnType<typeof createSystemContext>;
  /** Migrations this run applied (commands with `database: 'migrate'`). */
  appliedMigrations: string[];
}

/**
 * What a command needs of the database schema before it runs: `migrate` applies pending
 * migrations (as the API does at start); `current` refuses to run while migrations are pending;
 * `any` runs on whatever schema there is (the health and pre-upgrade checks).
 */
export type DatabaseRequirement = 'migrate' | 'current' | 'any';

type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>
>;

export interface CommandDefinition<O extends ParseArgsOptionsConfig, I> {
  /** `keys create`, `migrate`, … */
  name: string;
  summary: string;
  /** What follows the name in the usage line. */
  synopsis: string;
  /** Longer help text shown by `--help`. */
  description?: string;
  /** `[flag, explanation]` lines of the help. */
  optionHelp: [string, string][];
  options: O;
  database: DatabaseRequirement;
  /** Validates the parsed arguments; throws {@link UsageError}. */
  prepare(parsed: Parsed<O>): I;
  /** Exit code for a database no migration has run on; default: fail, pointing at `migrate`. */
  onUnmigrated?: () => number;
  run(input: I, session: Session): Promise<number>;
}

/** A command with its argument types erased, as the dispatcher holds it. */
export interface Command {
  name: string;
  summary: string;
  database: DatabaseRequirement;
  onUnmigrated: (() => number) | undefined;
  help(): string;
  /** Parses and validates; returns the runner for the session. Throws {@link UsageError}. */
  parse(args: string[]): (session: Session) => Promise<number>;
}

const PARSE_ERROR_CODES = new Set([
  'ERR_PARSE_ARGS_UNKNOWN_OPTION',
  'ERR_PARSE_ARGS_INVALID_OPTION_VALUE',
  'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL',
]);

export function defineCommand<const O extends ParseArgsOptionsConfig, I>(
  definition: CommandDefinition<O, I>,
): Command {
  return {
    name: definition.name,
    summary: definition.summary,
    database: definition.database,
    onUnmigrated: definition.onUnmigrated,
    help() {
      const width = Math.max(18, ...definition.optionHelp.map(([flag]) => flag.length + 2));
      return [
        `Usage: npm run heed -- ${definition.name} ${definition.synopsis}`.trimEnd(),
        '',
        definition.description ?? definition.summary,
        '',
        'Options:',
        ...definition.optionHelp.map(([flag, text]) => `  ${flag.padEnd(width)}${text}`),
        `  ${'-h, --help'.padEnd(width)}Show this help`,
      ].join('\n');
    },
    parse(args) {
      let parsed: Parsed<O>;
      try {
        parsed = parseArgs({
          args,
          options: definition.options,
          allowPositionals: true,
          strict: true,
        }) as Parsed<O>;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code && PARSE_ERROR_CODES.has(code)) {
          // Node's message goes on with advice about `--` that rarely fits: keep its first sentence.
          const first = (error as Error).message.split('. ')[0] ?? '';
          throw new UsageError(first.charAt(0).toLowerCase() + first.slice(1));
        }
        throw error;
      }
      const input = definition.prepare(parsed);
      return (session) => definition.run(input, session);
    },
  };
}

/** A required string option. */
export function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`${flag} is required`);
  return value;
}

/** No positional arguments beyond `expected`. */
export function positionals(values: string[], expected: string[]): string[] {
  if (values.length > expected.length) {
    throw new UsageError(`unexpected argument '${values[expected.length]}'`);
  }
  const missing = expected[values.length];
  if (missing !== undefined) throw new UsageError(`<${missing}> is required`);
  return values;
}

/** An integer option (its bounds are the contract schema's); `undefined` when absent. */
export function integer(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const number = /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number)) throw new UsageError(`${flag} must be an integer`);
  return number;
}

/** Validates input with a contract's schema; its issues become a usage error. */
export function validated<S extends z.ZodType>(
  schema: S,
  input: unknown,
  flags: Record<string, string>,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return `${flags[field] ?? field}: ${issue.message}`;
  });
  throw new UsageError(lines.join('\n'));
}

/** Left-aligned columns with a header row; empty cells become `-`. */
export function table(header: string[], rows: string[][]): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => (cell === '' ? '-' : cell)));
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  return cells
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

/** The line every key value is printed with. */
export const SHOWN_ONCE_WARNING =
  'WARNING: store this key now. It is shown only this once and cannot be retrieved later.';
