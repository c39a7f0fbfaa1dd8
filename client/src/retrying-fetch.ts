/** Statuses after which the same request may succeed: rate limited, or briefly unavailable. */
const RETRY_STATUSES = new Set([429, 503]);

export interface RetryOptions {
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** A `Retry-After` longer than this is not waited for: the answer goes to the caller. */
  maxWaitMs?: number;
  /** Waiting; tests pass their own. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** `Retry-After` in milliseconds (delta seconds or an HTTP date), or undefined. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1_000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * A `fetch` that repeats a request answered 429 or 503: after its `Retry-After`, else after an
 * exponential backoff with jitter (0.5–1 s, 1–2 s, 2–4 s …). The request is cloned before each
 * attempt, so its body is sent again unchanged — with the same `deduplicationKey`, a repeated
 * submission is stored once.
 */
export function retryingFetch(
  fetchImpl: (input: Request) => Promise<Response>,
  options: RetryOptions = {},
): (input: Request) => Promise<Response> {
  const maxRetries = options.maxRetries ?? 3;
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetchImpl(request.clone());
      if (!RETRY_STATUSES.has(response.status) || attempt >= maxRetries) return response;
      const step = 1_000 * 2 ** attempt;
      const wait =
        retryAfterMs(response.headers.get('Retry-After')) ?? step / 2 + random() * (step / 2);
      if (wait > maxWaitMs) return response;
      await response.body?.cancel();
      await sleep(wait);
    }
  };
}
