import { performance } from 'node:perf_hooks';
import { createTransport } from 'nodemailer';
import type { AttemptResult } from '../../webhooks/delivery/webhook-sender.ts';

/** One alert e-mail to send. */
export interface AlertMail {
  to: readonly string[];
  subject: string;
  text: string;
  html: string;
  /** The outbox message's `webhook-id` (`msg_…`): the e-mail's `Message-ID` on every attempt. */
  messageId: string;
}

export interface AlertMailerOptions {
  /** `HEED_SMTP_URL` (`smtp://` or `smtps://`, with credentials) and `HEED_SMTP_FROM`. */
  smtp: { url: string; from: string };
  /** The whole attempt, from connecting to the server's answer to the message. */
  timeoutMs: number;
  /** Connections to the SMTP server kept open at most, and e-mails being sent at once. */
  maxConnections?: number;
}

const DEFAULT_CONNECTIONS = 3;

type Transport = ReturnType<typeof createTransport>;

/**
 * Sends alert e-mail through the configured SMTP server: one pooled transport per process, made
 * at the first e-mail, sending as many e-mails at once as it has connections (the others wait
 * their turn here, so an attempt's timeout measures its own sending, never a queue). An attempt ends as accepted (at least one recipient accepted) or with an
 * error code (`smtp_<reply code>`, e.g. `smtp_550`, or `smtp_<kind>` such as `smtp_econnection`,
 * `smtp_timeout`); nothing it reports holds an address, the server's name or the URL's
 * credentials, and it logs nothing. Rule: docs/rules/alert-messages.md#alert-messages-5.
 */
export class AlertMailer {
  readonly #options: AlertMailerOptions;
  #transport: Transport | undefined;
  #fromDomain: string;
  #sending = 0;
  readonly #waiting: (() => void)[] = [];
  #closed = false;

  constructor(options: AlertMailerOptions) {
    this.#options = options;
    const address = /<([^<>]+)>\s*$/.exec(options.smtp.from)?.[1] ?? options.smtp.from;
    this.#fromDomain = address.slice(address.lastIndexOf('@') + 1).trim() || 'heed.invalid';
  }

  #transportOf(): Transport {
    this.#transport ??= createTransport({
      url: withoutLogging(this.#options.smtp.url),
      pool: true,
      maxConnections: this.#connections,
      connectionTimeout: this.#options.timeoutMs,
      greetingTimeout: this.#options.timeoutMs,
      socketTimeout: this.#options.timeoutMs,
      disableFileAccess: true,
      disableUrlAccess: true,
      logger: false,
    });
    return this.#transport;
  }

  get #connections(): number {
    return this.#options.maxConnections ?? DEFAULT_CONNECTIONS;
  }

  /** Waits for a free connection, sends, and hands the connection on. */
  async send(mail: AlertMail): Promise<AttemptResult> {
    if (this.#sending >= this.#connections) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#sending++;
    }
    try {
      if (this.#closed) return failed('smtp_closed');
      return await this.#send(mail);
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#sending--;
    }
  }

  async #send(mail: AlertMail): Promise<AttemptResult> {
    const started = performance.now();
    const finish = (error: AttemptResult['error']): AttemptResult => ({
      status: undefined,
      error,
      responseBody: undefined,
      durationMs: Math.max(0, Math.round(performance.now() - started)),
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.#options.timeoutMs);
    });
    try {
      const sending = this.#transportOf().sendMail({
        from: this.#options.smtp.from,
        to: [...mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.messageId}@${this.#fromDomain}>`,
        headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
      });
      // A send still under way when the attempt ends must not become an unhandled rejection.
      sending.catch(() => {});
      const outcome = await Promise.race([sending, timedOut]);
      if (outcome === 'timeout') return finish('smtp_timeout');
      return finish(outcome.accepted.length > 0 ? undefined : 'smtp_rejected');
    } catch (error) {
      return finish(smtpErrorOf(error));
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the transport; e-mails still waiting for a connection end as `smtp_closed`. */
  close(): void {
    this.#closed = true;
    this.#transport?.close();
    this.#transport = undefined;
  }
}

function failed(error: AttemptResult['error']): AttemptResult {
  return { status: undefined, error, responseBody: undefined, durationMs: 0 };
}

/**
 * The SMTP URL without the options that would make Nodemailer log (its log holds addresses and,
 * at `debug`, the messages): the URL's query overrides the transport's own options.
 */
function withoutLogging(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const name of [...url.searchParams.keys()]) {
    if (/^(logger|debug|transactionLog)$/i.test(name)) url.searchParams.delete(name);
  }
  return url.toString();
}

/**
 * The attempt's error code of a failed send: the SMTP reply code when the server answered one
 * (`smtp_550`), else the kind of failure (`smtp_econnection`, `smtp_eauth`, `smtp_etimedout`, …).
 * Never the error's message, which can name the server or a recipient.
 */
export function smtpErrorOf(error: unknown): `smtp_${string}` {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number' && Number.isInteger(responseCode)) {
    return `smtp_${responseCode}`;
  }
  if (typeof code === 'string' && code.length > 0) {
    return `smtp_${code
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 40)}`;
  }
  return 'smtp_error';
}
