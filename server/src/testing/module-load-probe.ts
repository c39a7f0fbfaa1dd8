/**
 * Preloaded into a process under test (`NODE_OPTIONS=--import=<this file>`): records every module
 * URL the process resolves, by `import` or `require`, and at exit writes those from a package
 * matched by `PROBED` to standard error as one line `module-load-probe: [...]`.
 */
import { writeSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { MODULE_LOAD_PROBE_PREFIX } from './module-load-probe-output.ts';

/** OpenTelemetry packages, the import hooks, and tracing's own start (in the API or a build). */
const PROBED =
  /\/node_modules\/(@opentelemetry\/[^/]+|import-in-the-middle|require-in-the-middle)\/|\/(tracing-start)\.(?:ts|js)$/;

const loaded = new Set<string>();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    const match = PROBED.exec(resolved.url);
    if (match) loaded.add(match[1] ?? `${match[2]}`);
    return resolved;
  },
});
process.on('exit', () => {
  writeSync(2, `\n${MODULE_LOAD_PROBE_PREFIX}${JSON.stringify([...loaded].sort())}\n`);
});
