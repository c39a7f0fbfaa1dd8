/** How the probe's line starts. */
export const MODULE_LOAD_PROBE_PREFIX = 'module-load-probe: ';

/** `NODE_OPTIONS` that preload the module-load probe into a child process. */
export function moduleLoadProbeOption(): string {
  return `--import=${new URL('./module-load-probe.ts', import.meta.url).href}`;
}

/** The probed packages a child process loaded, from the line the probe wrote at its exit. */
export function loadedProbedModules(output: string): string[] {
  const line = output.split('\n').find((text) => text.startsWith(MODULE_LOAD_PROBE_PREFIX));
  if (!line) throw new Error(`the process wrote no module-load probe line:\n${output}`);
  return JSON.parse(line.slice(MODULE_LOAD_PROBE_PREFIX.length)) as string[];
}
