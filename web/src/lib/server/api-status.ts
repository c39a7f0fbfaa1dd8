export const API_READY_PATH = '/internal/isReady';
export const API_READY_TIMEOUT_MS = 2_000;

export interface ApiReadyOptions {
  /** The fetch implementation to use; SvelteKit's `event.fetch` in a load function. */
  fetch?: typeof globalThis.fetch;
  /** Give up and report the API as unavailable after this many milliseconds. */
  timeoutMs?: number;
}

/**
 * Asks the Heed API whether it is ready to serve requests. Any network error, timeout or
 * non-2xx answer counts as "not ready"; this never throws.
 */
export async function isApiReady(baseUrl: string, options: ApiReadyOptions = {}): Promise<boolean> {
  const { fetch = globalThis.fetch, timeoutMs = API_READY_TIMEOUT_MS } = options;
  const url = `${baseUrl.replace(/\/+$/, '')}${API_READY_PATH}`;
  try {
    const response = await fetch(url, {
      headers: { accept: 'text/plain' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Read the body so the connection is released; the signal also bounds this.
    await response.text();
    return response.ok;
  } catch {
    return false;
  }
}
