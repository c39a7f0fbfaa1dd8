import {
  type AlertContent,
  type AnswerView,
  type ContentLimits,
  fitItems,
  type ItemView,
  urlWithin,
} from './alert-content.ts';
import { cutText, oneLine } from './text-cut.ts';

/**
 * The body of a Slack Incoming Webhook for an alert: Block Kit blocks and a `text` fallback (the
 * notification). Customer values never go through Slack's mrkdwn parsing except in the fallback,
 * where they are escaped: answers are `rich_text` (quotes for texts), survey and app `plain_text`;
 * Heed's own words are `mrkdwn`. Rule: docs/rules/alert-messages.md#alert-messages-2.
 */

/** Block Kit's limits (docs.slack.dev, Block Kit reference) that these messages meet. */
export const SLACK_LIMITS = {
  blocks: 50,
  sectionText: 3000,
  headerText: 150,
  fields: 10,
  fieldText: 2000,
  contextElements: 10,
  buttonText: 75,
  buttonUrl: 3000,
} as const;

/**
 * Answers shown per item, and characters of labels and answers in one message. Slack refuses a
 * message whose blocks hold too much text in all (`msg_blocks_too_long`, seen from about 13,000
 * characters, well under the 40,000 of `text`), so a message keeps below 12,000 with everything
 * else it says: a 3,000-character text fits an instant message whole, a digest's ten items share
 * the budget.
 */
export const SLACK_CONTENT: ContentLimits = { answersPerItem: 10, textBudget: 7000 };

type PlainText = { type: 'plain_text'; text: string; emoji?: boolean };
type Mrkdwn = { type: 'mrkdwn'; text: string };
type RichTextElement = { type: 'text'; text: string; style?: { bold?: boolean; italic?: boolean } };
type RichTextPart =
  | { type: 'rich_text_section'; elements: RichTextElement[] }
  | { type: 'rich_text_quote'; elements: RichTextElement[] };
type Button = {
  type: 'button';
  text: PlainText;
  url: string;
  action_id: string;
  style?: 'primary';
};

export type SlackBlock =
  | { type: 'header'; text: PlainText }
  | { type: 'section'; text: Mrkdwn }
  | { type: 'context'; elements: (PlainText | Mrkdwn)[] }
  | { type: 'divider' }
  | { type: 'rich_text'; elements: RichTextPart[] }
  | { type: 'actions'; elements: Button[] };

export interface SlackMessage {
  text: string;
  blocks: SlackBlock[];
  unfurl_links: false;
  unfurl_media: false;
}

/**
 * Slack's mrkdwn has no escape for its formatting characters: `&`, `<` and `>` become the entities
 * Slack documents (no link, mention or command can be slipped in), and `*`, `_`, `~` and `` ` ``
 * become look-alike characters (∗ ˍ ∼ ˋ) so a customer's text cannot bold, italicise, strike or
 * set code.
 */
export function escapeMrkdwn(text: string): string {
  return text.replace(/[&<>*_~`]/g, (c) => MRKDWN_ESCAPES[c] ?? c);
}

const MRKDWN_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '*': '\u2217',
  _: '\u02cd',
  '~': '\u223c',
  '`': '\u02cb',
};

export function slackMessageOf(content: AlertContent): SlackMessage {
  const items = fitItems(content.items, SLACK_CONTENT);
  const blocks: SlackBlock[] = [
    { type: 'header', text: plain(cutText(content.ruleName, SLACK_LIMITS.headerText)) },
  ];
  if (content.sampleNote) {
    blocks.push({ type: 'context', elements: [mrkdwn(`:test_tube: *${content.sampleNote}*`)] });
  }
  blocks.push({ type: 'section', text: mrkdwn(content.headline) });
  items.forEach((item, index) => {
    if (index > 0) blocks.push({ type: 'divider' });
    blocks.push(...itemBlocks(item, index));
  });
  if (content.kind === 'more' || content.total > items.length) {
    blocks.push({
      type: 'actions',
      elements: [button('View all in Heed', content.listUrl, 'view-all', content.kind === 'more')],
    });
  }
  return {
    text: fallbackOf(content, items),
    blocks: blocks.slice(0, SLACK_LIMITS.blocks),
    unfurl_links: false,
    unfurl_media: false,
  };
}

function itemBlocks(item: ItemView, index: number): SlackBlock[] {
  const parts: RichTextPart[] = item.answers.flatMap(answerParts);
  if (item.hiddenAnswers > 0 || parts.length === 0) {
    const more =
      item.hiddenAnswers > 0
        ? `+${item.hiddenAnswers} more ${item.hiddenAnswers === 1 ? 'answer' : 'answers'} in Heed`
        : 'No answers to show here; open it in Heed.';
    parts.push({
      type: 'rich_text_section',
      elements: [{ type: 'text', text: more, style: italic }],
    });
  }
  const when =
    item.receivedAtSeconds === undefined
      ? plain(item.receivedAt)
      : mrkdwn(
          `<!date^${item.receivedAtSeconds}^{date_short_pretty} {time}|${escapeMrkdwn(item.receivedAt)}>`,
        );
  return [
    { type: 'rich_text', elements: parts },
    {
      type: 'context',
      elements: [
        plain(cutText(`Survey: ${item.surveyId}`, 100)),
        plain(cutText(`App: ${item.appName}`, 100)),
        when,
      ],
    },
    { type: 'actions', elements: [button('View in Heed', item.url, `view-item-${index}`, true)] },
  ];
}

const bold = { bold: true };
const italic = { italic: true };

function answerParts(answer: AnswerView): RichTextPart[] {
  const label: RichTextElement[] = answer.label
    ? [{ type: 'text', text: answer.label, style: bold }]
    : [];
  if (answer.kind === 'text') {
    return [
      ...(label.length > 0 ? [{ type: 'rich_text_section' as const, elements: label }] : []),
      { type: 'rich_text_quote', elements: [{ type: 'text', text: answer.text || '—' }] },
    ];
  }
  const value = answer.kind === 'rating' ? `${answer.stars} ${answer.score}` : answer.choices;
  const separator = label.length > 0 ? '\n' : '';
  return [
    {
      type: 'rich_text_section',
      elements: [...label, { type: 'text', text: `${separator}${value || '—'}` }],
    },
  ];
}

/** The notification text: the rule, what happened and (one item) the start of its first text. */
function fallbackOf(content: AlertContent, items: ItemView[]): string {
  const parts = [
    `${content.sample ? '[Test] ' : ''}${escapeMrkdwn(content.ruleName)}: ${content.headline}`,
  ];
  const first = items.length === 1 ? items[0]?.answers.find((a) => a.kind === 'text') : undefined;
  if (first?.kind === 'text' && first.text) {
    parts.push(`“${escapeMrkdwn(cutText(oneLine(first.text), 150))}”`);
  }
  return parts.join(' ');
}

function plain(text: string): PlainText {
  return { type: 'plain_text', text: text || '—', emoji: true };
}

function mrkdwn(text: string): Mrkdwn {
  return { type: 'mrkdwn', text };
}

function button(text: string, url: string, actionId: string, primary: boolean): Button {
  return {
    type: 'button',
    text: plain(text),
    url: urlWithin(url, SLACK_LIMITS.buttonUrl),
    action_id: actionId,
    ...(primary ? { style: 'primary' as const } : {}),
  };
}
