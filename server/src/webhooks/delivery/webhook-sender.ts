import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * Why an attempt got no HTTP answer it could judge; the codes of `last_error`. Alert
 * destinations add theirs: `destination_unreadable` (its sealed URL does not open),
 * `invalid_body` (the stored body is not an alert's) and the e-mail's `smtp_…` codes.
 */
export type AttemptError =
  | 'timeout'
  | 'address_not_allowed'
  | 'http_not_allowed'
  | 'invalid_url'
  | 'network'
  | 'redirect'
  | 'endpoint_unreadable'
  | 'destination_unreadable'
  | 'invalid_body'
  | `smtp_${string}`;

/** What one attempt got: an HTTP status (and the start of the body) or an error code. */
export interface AttemptResult {
  status: number | undefined;
  error: AttemptError | undefined;
  /** At most `RESPONSE_BODY_LIMIT` bytes of the answer, as text. */
  responseBody: string | undefined;
  durationMs: number;
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** How much of an answer's body is read and kept. */
export const RESPONSE_BODY_LIMIT = 1024;

/**
 * The refusal of `request-filtering-agent`: its message names the host and the address, so it is
 * recognised here and reported as a code only, never passed on.
 */
const REFUSED_ADDRESS = /^DNS lookup .* is not allowed/;

export interface WebhookSenderOptions {
  /** The whole attempt: connecting, sending and the answer's head and (limited) body. */
  timeoutMs: number;
  allowHttp: boolean;
  /** Loopback, private, link-local, shared and other non-unicast addresses are accepted. */
  allowPrivate: boolean;
  /** Connections kept open to one host and port at most (the attempts in flight per endpoint). */
  maxSocketsPerHost?: number;
}

/**
 * Sends one webhook attempt. The address is checked when a connection is made, on the address
 * the name resolved to for this very connection (so a name that resolves elsewhere the next time
 * is checked again). A connection is kept open for the next attempts to the same host and port,
 * and an attempt on it goes to the address checked when it was made: every attempt's address has
 * passed the check. Redirects are not followed. Nothing it reports names the URL, the host or the
 * address. Rule: docs/rules/webhooks.md#webhooks-6.
 */
export class WebhookSender {
  readonly #options: WebhookSenderOptions;
  readonly #httpAgent: http.Agent;
  readonly #httpsAgent: https.Agent;

  constructor(options: WebhookSenderOptions) {
    this.#options = options;
    // Idle connections are closed after a second, before a receiver's own idle limit (often 5 s).
    const pooling = {
      keepAlive: true,
      keepAliveMsecs: 1_000,
      timeout: 1_000,
      maxSockets: options.maxSocketsPerHost ?? 16,
      scheduling: 'lifo' as const,
    };
    if (options.allowPrivate) {
      this.#httpAgent = new http.Agent(pooling);
      this.#httpsAgent = new https.Agent(pooling);
    } else {
      const filter = { ...pooling, allowPrivateIPAddress: false, allowMetaIPAddress: false };
      this.#httpAgent = new RequestFilteringHttpAgent(filter);
      this.#httpsAgent = new RequestFilteringHttpsAgent(filter);
    }
  }

  async send(request: WebhookRequest): Promise<AttemptResult> {
    const started = performance.now();
    const finish = (result: Omit<AttemptResult, 'durationMs'>): AttemptResult => ({
      ...result,
      durationMs: Math.max(0, Math.round(performance.now() - started)),
    });
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return finish({ status: undefined, error: 'invalid_url', responseBody: undefined });
    }
    if (url.protocol === 'http:' && !this.#options.allowHttp) {
      return finish({ status: undefined, error: 'http_not_allowed', responseBody: undefined });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return finish({ status: undefined, error: 'invalid_url', responseBody: undefined });
    }
    const outcome = await this.#post(url, request);
    return finish(outcome);
  }

  #post(url: URL, request: WebhookRequest): Promise<Omit<AttemptResult, 'durationMs'>> {
    const body = Buffer.from(request.body);
    const secure = url.protocol === 'https:';
    const client = secure ? https : http;
    return new Promise((resolve) => {
      let settled = false;
      let timedOut = false;
      const settle = (result: Omit<AttemptResult, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const outgoing = client.request(url, {
        method: 'POST',
        agent: secure ? this.#httpsAgent : this.#httpAgent,
        headers: { ...request.headers, 'content-length': String(body.length) },
      });
      const timer = setTimeout(() => {
        timedOut = true;
        outgoing.destroy();
        settle({ status: undefined, error: 'timeout', responseBody: undefined });
      }, this.#options.timeoutMs);
      outgoing.on('error', (error: Error) => {
        if (timedOut) return;
        const refused = REFUSED_ADDRESS.test(error.message);
        settle({
          status: undefined,
          error: refused ? 'address_not_allowed' : 'network',
          responseBody: undefined,
        });
      });
      outgoing.on('response', (answer) => {
        const status = answer.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = (complete: boolean) => {
          const responseBody = Buffer.concat(chunks).toString('utf8');
          // A body read to its end leaves the connection usable for the next attempt.
          if (!complete) {
            answer.destroy();
            outgoing.destroy();
          }
          settle({
            status,
            error: status >= 300 && status < 400 ? 'redirect' : undefined,
            responseBody,
          });
        };
        answer.on('data', (chunk: Buffer) => {
          if (kept >= RESPONSE_BODY_LIMIT) return;
          const part = chunk.subarray(0, RESPONSE_BODY_LIMIT - kept);
          chunks.push(part);
          kept += part.length;
          if (kept >= RESPONSE_BODY_LIMIT) done(false);
        });
        answer.on('end', () => done(true));
        // A body cut off after the head: the status is what counts.
        answer.on('error', () => done(false));
        answer.on('aborted', () => done(false));
      });
      outgoing.end(body);
    });
  }

  close(): void {
    this.#httpAgent.destroy();
    this.#httpsAgent.destroy();
  }
}
