import {
  type AlertContent,
  type AnswerView,
  type ContentLimits,
  fitItems,
  type ItemView,
} from './alert-content.ts';
import { cutText } from './text-cut.ts';

/**
 * The e-mail of an alert: subject, a plain-text part and an HTML part with the same content. Every
 * customer value in the HTML is escaped. Rule: docs/rules/alert-messages.md#alert-messages-4.
 */

/** Answers shown per item, and characters of labels and answers in one e-mail. */
export const EMAIL_CONTENT: ContentLimits = { answersPerItem: 50, textBudget: 60_000 };
/** A subject is cut at this many characters. */
export const SUBJECT_MAX = 200;

export interface EmailMessage {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

export function emailMessageOf(content: AlertContent): EmailMessage {
  const items = fitItems(content.items, EMAIL_CONTENT);
  return {
    subject: subjectOf(content),
    text: textOf(content, items),
    html: htmlOf(content, items),
  };
}

function subjectOf(content: AlertContent): string {
  const prefix = content.sample ? '[Heed test]' : '[Heed]';
  const matches = (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`;
  const what =
    content.kind === 'instant'
      ? content.items.length === 1
        ? 'new feedback'
        : `${matches(content.total)}`
      : content.kind === 'digest'
        ? `${matches(content.total)} in the last 24 hours`
        : `${matches(content.total)} more in the last hour`;
  return cutText(`${prefix} ${content.ruleName}: ${what}`, SUBJECT_MAX);
}

const more = (n: number) => `+${n} more ${n === 1 ? 'answer' : 'answers'} in Heed`;

function answerValue(answer: Exclude<AnswerView, { kind: 'text' }>): string {
  return answer.kind === 'rating' ? `${answer.stars} ${answer.score}` : answer.choices || '—';
}

function textOf(content: AlertContent, items: ItemView[]): string {
  const lines: string[] = [content.ruleName, ''];
  if (content.sampleNote) lines.push(content.sampleNote, '');
  lines.push(content.headline, '');
  for (const item of items) {
    lines.push(`— ${item.receivedAt} · Survey: ${item.surveyId} · App: ${item.appName}`);
    for (const answer of item.answers) {
      if (answer.kind === 'text') {
        lines.push(`${answer.label}:`);
        for (const line of (answer.text || '—').split(/\r?\n/)) lines.push(`> ${line}`);
      } else {
        lines.push(`${answer.label}: ${answerValue(answer)}`);
      }
    }
    if (item.hiddenAnswers > 0) lines.push(more(item.hiddenAnswers));
    lines.push(`View in Heed: ${item.url}`, '');
  }
  if (content.kind === 'more' || content.total > items.length) {
    lines.push(`View all in Heed: ${content.listUrl}`, '');
  }
  lines.push('--', `Sent by Heed for the alert “${content.ruleName}” of the team ${content.team}.`);
  return `${lines.join('\n')}\n`;
}

const STYLE = {
  body: 'font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1f2330;line-height:1.45;max-width:640px',
  title: 'font-size:20px;margin:0 0 8px',
  note: 'background:#fff4ce;border-radius:4px;padding:8px 12px;margin:0 0 12px',
  item: 'border-top:1px solid #d8dae3;padding:12px 0',
  label: 'font-weight:600;margin:8px 0 2px',
  quote: 'margin:0;padding:6px 12px;border-left:3px solid #b9bccb;white-space:pre-wrap',
  meta: 'color:#5b6070;font-size:13px;margin:8px 0',
  button:
    'display:inline-block;background:#3f51b5;color:#ffffff;text-decoration:none;padding:6px 14px;border-radius:4px',
  footer:
    'color:#5b6070;font-size:12px;border-top:1px solid #d8dae3;padding-top:8px;margin-top:16px',
} as const;

function htmlOf(content: AlertContent, items: ItemView[]): string {
  const e = escapeHtml;
  const parts: string[] = [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${e(content.ruleName)}</title></head>`,
    `<body><div style="${STYLE.body}">`,
    `<h1 style="${STYLE.title}">${e(content.ruleName)}</h1>`,
  ];
  if (content.sampleNote) parts.push(`<p style="${STYLE.note}">${e(content.sampleNote)}</p>`);
  parts.push(`<p>${e(content.headline)}</p>`);
  for (const item of items) {
    parts.push(`<div style="${STYLE.item}">`);
    for (const answer of item.answers) {
      parts.push(`<p style="${STYLE.label}">${e(answer.label)}</p>`);
      if (answer.kind === 'text') {
        parts.push(`<blockquote style="${STYLE.quote}">${e(answer.text || '—')}</blockquote>`);
      } else {
        parts.push(`<p style="margin:0">${e(answerValue(answer))}</p>`);
      }
    }
    if (item.hiddenAnswers > 0) {
      parts.push(`<p style="${STYLE.meta}">${e(more(item.hiddenAnswers))}</p>`);
    }
    parts.push(
      `<p style="${STYLE.meta}">${e(item.receivedAt)} · Survey: ${e(item.surveyId)} · App: ${e(item.appName)}</p>`,
      `<p><a href="${e(item.url)}" style="${STYLE.button}">View in Heed</a></p>`,
      '</div>',
    );
  }
  if (content.kind === 'more' || content.total > items.length) {
    parts.push(
      `<p><a href="${e(content.listUrl)}" style="${STYLE.button}">View all in Heed</a></p>`,
    );
  }
  parts.push(
    `<p style="${STYLE.footer}">Sent by Heed for the alert “${e(content.ruleName)}” of the team ${e(content.team)}.</p>`,
    '</div></body></html>',
  );
  return parts.join('\n');
}
