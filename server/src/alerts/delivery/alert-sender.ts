import type { DestinationTarget } from '../../webhooks/delivery/delivery.repository.ts';
import type { AttemptResult, WebhookSender } from '../../webhooks/delivery/webhook-sender.ts';
import { messageIdOf } from '../../webhooks/message-id.ts';
import { openDestinationUrl } from '../alert-destination-url.ts';
import { AlertBodyError, type AlertContent, alertContentOf } from '../messages/alert-content.ts';
import { emailMessageOf } from '../messages/email-message.ts';
import { slackMessageOf } from '../messages/slack-message.ts';
import { teamsMessageOf } from '../messages/teams-message.ts';
import { AlertMailer } from './alert-mailer.ts';

export interface AlertSenderDependencies {
  /** The delivery worker's HTTP sender: its address rules, timeout and kept-open connections. */
  http: WebhookSender;
  /** `config.alerts.smtp`; e-mail attempts fail with `smtp_not_configured` without it. */
  smtp: { url: string; from: string } | undefined;
  /** One e-mail attempt at most (`HEED_WEBHOOK_TIMEOUT_MS`). */
  timeoutMs: number;
  /** Opens the destinations' sealed URLs (the webhook endpoints' key). */
  sealingKey: Buffer | undefined;
  /** The dashboard's external URL, for the links to items. */
  dashboardBase: string;
}

/** A claimed alert message for a Slack, Teams or e-mail destination. */
export interface AlertAttempt {
  /** The message's row id. */
  id: string;
  /** Its stored `alert.triggered` body. */
  payload: unknown;
  target: DestinationTarget;
}

/**
 * One attempt at an alert message for a Slack, Teams or e-mail destination: the body rendered for
 * the destination from the stored `alert.triggered` body and the rule's mode, then POSTed as JSON
 * (Slack, Teams; a 2xx delivers it) or sent by e-mail. The URL of a Slack or Teams destination is
 * a credential: it is opened from its sealed column only to send, kept in memory while its sealed
 * value stays the same, and never reported. Rule: docs/rules/alert-messages.md#alert-messages-5.
 */
export class AlertSender {
  readonly #deps: AlertSenderDependencies;
  readonly #opened = new Map<string, { sealed: string; url: string | undefined }>();
  #mailer: AlertMailer | undefined;

  constructor(deps: AlertSenderDependencies) {
    this.#deps = deps;
  }

  async send(attempt: AlertAttempt): Promise<AttemptResult> {
    const { target } = attempt;
    let content: AlertContent;
    try {
      content = alertContentOf(attempt.payload, target.rule, this.#deps.dashboardBase);
    } catch (error) {
      if (error instanceof AlertBodyError) return failed('invalid_body');
      throw error;
    }
    switch (target.type) {
      case 'slack':
        return this.#post(target, JSON.stringify(slackMessageOf(content)));
      case 'teams':
        return this.#post(target, JSON.stringify(teamsMessageOf(content)));
      case 'email':
        return this.#mail(attempt.id, target, content);
      default:
        return failed('destination_unreadable');
    }
  }

  close(): void {
    this.#mailer?.close();
    this.#mailer = undefined;
  }

  #post(target: DestinationTarget, body: string): Promise<AttemptResult> {
    const url = this.#urlOf(target);
    if (!url) return Promise.resolve(failed('destination_unreadable'));
    return this.#deps.http.send({
      url,
      body,
      headers: { 'content-type': 'application/json', 'user-agent': 'Heed-Alerts/1' },
    });
  }

  #mail(messageId: string, target: DestinationTarget, content: AlertContent) {
    const smtp = this.#deps.smtp;
    if (!smtp) return Promise.resolve(failed('smtp_not_configured'));
    const to = target.emailTo ?? [];
    if (to.length === 0) return Promise.resolve(failed('destination_unreadable'));
    this.#mailer ??= new AlertMailer({ smtp, timeoutMs: this.#deps.timeoutMs });
    return this.#mailer.send({ to, messageId: messageIdOf(messageId), ...emailMessageOf(content) });
  }

  /** The destination's URL, opened once while its sealed value stays the same. */
  #urlOf(target: DestinationTarget): string | undefined {
    const key = this.#deps.sealingKey;
    const sealed = target.urlSealed;
    if (!key || !sealed) return undefined;
    const cached = this.#opened.get(target.id);
    if (cached?.sealed === sealed) return cached.url;
    let url: string | undefined;
    try {
      url = openDestinationUrl(key, target.id, sealed);
    } catch {
      url = undefined;
    }
    this.#opened.set(target.id, { sealed, url });
    return url;
  }
}

function failed(error: AttemptResult['error']): AttemptResult {
  return { status: undefined, error, responseBody: undefined, durationMs: 0 };
}
