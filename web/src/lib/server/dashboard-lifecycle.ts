/**
 * The dashboard process's stop sequence, shared by its start file (`src/main.ts`, which owns the
 * HTTP server and the signals) and the app built by SvelteKit (which answers `/internal/isReady`
 * and holds the database pool). The two load this module separately (one copy is bundled), so
 * the state lives on `process` under a registered symbol: one per process, whichever copy asks.
 */

interface LifecycleState {
  /** Set at the first SIGTERM/SIGINT: `/internal/isReady` answers 503 from then on. */
  draining: boolean;
  /** What to close last, after the server drained: the database pool, timers. */
  closers: (() => Promise<void>)[];
  closed: Promise<void> | undefined;
}

const KEY = Symbol.for('heed.dashboard.lifecycle');

function state(): LifecycleState {
  const holder = process as unknown as Record<symbol, LifecycleState | undefined>;
  holder[KEY] ??= { draining: false, closers: [], closed: undefined };
  return holder[KEY];
}

/** Readiness drops: load balancers stop sending new requests to this process. */
export function startDraining(): void {
  state().draining = true;
}

export function isDraining(): boolean {
  return state().draining;
}

/** Registers something to close when the process stops, after in-flight requests finished. */
export function onClose(close: () => Promise<void>): void {
  state().closers.push(close);
}

/** Runs every registered close once (later calls wait for the same run); failures are ignored. */
export function closeAll(): Promise<void> {
  const current = state();
  current.closed ??= Promise.all(
    current.closers.map((close) => close().catch(() => undefined)),
  ).then(() => undefined);
  return current.closed;
}

export interface StopSettings {
  /** After SIGTERM: how long the process keeps serving while reporting not ready. */
  preStopDelayMs: number;
  /** The whole stop sequence ends within this; past it the process exits 1. */
  shutdownTimeoutMs: number;
}

function milliseconds(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new Error(
      `Invalid configuration: ${name} must be a whole number of milliseconds from ${min} to ${max}`,
    );
  }
  return Number(text);
}

/** The stop settings, with the API's names, bounds and defaults. */
export function stopSettings(env: Record<string, string | undefined>): StopSettings {
  return {
    preStopDelayMs: milliseconds(env, 'HEED_PRESTOP_DELAY_MS', 0, 0, 120_000),
    shutdownTimeoutMs: milliseconds(env, 'HEED_SHUTDOWN_TIMEOUT_MS', 20_000, 1_000, 600_000),
  };
}
