/**
 * Calls `probe` every 20 ms until it returns a value other than `undefined` or `withinMs` has
 * passed; returns that value (or `undefined`) and how long it took.
 */
export async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  withinMs: number,
): Promise<{ value: T | undefined; elapsedMs: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    const elapsedMs = Date.now() - started;
    if (value !== undefined || elapsedMs >= withinMs) return { value, elapsedMs };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
