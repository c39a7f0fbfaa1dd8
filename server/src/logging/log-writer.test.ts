import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * General log lines and audit lines share standard output. Under back-pressure (a reader that
 * falls behind), every line must still arrive whole and in the order it was logged: one writer.
 */

const BURST = fileURLToPath(new URL('../testing/log-burst.ts', import.meta.url));
const LINES = 600;

/** Runs the burst with its standard output read late and slowly; returns what it printed. */
async function burstUnderBackPressure(): Promise<string> {
  const child = spawn(process.execPath, [BURST, String(LINES), '20000'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const chunks: Buffer[] = [];
  child.stdout.pause();
  // Let the child fill the pipe and block before anything is read.
  await new Promise((resolve) => setTimeout(resolve, 300));
  child.stdout.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    // Read in small steps, with pauses, so the writer keeps meeting a full pipe.
    child.stdout.pause();
    setTimeout(() => child.stdout.resume(), 1);
  });
  child.stdout.resume();
  const [code] = await once(child, 'close');
  expect(code).toBe(0);
  return Buffer.concat(chunks).toString('utf8');
}

describe('standard output under back-pressure', () => {
  it('keeps every audit and log line whole and in order', { timeout: 60_000 }, async () => {
    const output = await burstUnderBackPressure();
    const lines = output.split('\n').filter((line) => line.length > 0);
    expect(lines).toHaveLength(LINES);
    const sequence = lines.map((line, index) => {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`line ${index} is not whole JSON: ${line.slice(0, 120)}…`);
      }
      return 'audit_schema' in record ? record.resource_count : record.seq;
    });
    expect(sequence).toEqual(Array.from({ length: LINES }, (_, seq) => seq));
  });
});
