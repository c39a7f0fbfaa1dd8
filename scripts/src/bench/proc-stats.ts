import { readdirSync, readFileSync } from 'node:fs';

/** What the benches read from /proc: CPU time of a process, of PostgreSQL backends, of the machine. */

const CLOCK_TICKS_PER_SECOND = 100;

export function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return (utime + stime) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by each local PostgreSQL backend serving `database` (their process title
 * names the database). Empty for a server on another machine.
 */
export function backendCpu(database: string): Map<number, number> {
  const found = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return found;
  }
  for (const entry of pids) {
    const pid = Number(entry);
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.includes(` ${database} `)) continue;
    } catch {
      continue;
    }
    const seconds = cpuSeconds(pid);
    if (seconds !== undefined) found.set(pid, seconds);
  }
  return found;
}

/** CPU seconds the backends used between two `backendCpu` readings. */
export function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** The 1-minute load average: above ~2 on this 2-core machine, something else competes. */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';
  } catch {
    return '?';
  }
}

/** Busy and total jiffies of the whole machine (all cores), from /proc/stat. */
export function machineJiffies(): { busy: number; total: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}
