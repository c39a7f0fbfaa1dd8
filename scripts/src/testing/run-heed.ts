/** Runs the `heed` CLI as a child process, as a user would, for the CLI's integration tests. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const heedCli = fileURLToPath(new URL('../heed.ts', import.meta.url));

export interface HeedResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `env` is the CLI's whole environment, besides `PATH`. */
export async function runHeed(args: string[], env: Record<string, string>): Promise<HeedResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [heedCli, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
