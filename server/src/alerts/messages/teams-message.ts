import {
  type AlertContent,
  type AnswerView,
  type ContentLimits,
  fitItems,
  type ItemView,
  urlWithin,
} from './alert-content.ts';
import { cutText } from './text-cut.ts';

/**
 * The body of a Microsoft Teams Workflows webhook ("When a Teams webhook request is received" →
 * post a card) for an alert: a message with one Adaptive Card (schema 1.4, which Teams renders on
 * desktop, web and mobile). Texts of answers are `TextRun`s of a `RichTextBlock` (never read as
 * Markdown); other customer values in `TextBlock`s and `FactSet`s (which Teams reads as Markdown)
 * are escaped. Rule: docs/rules/alert-messages.md#alert-messages-3.
 */

export const ADAPTIVE_CARD_VERSION = '1.4';

/** What a Teams message keeps to: Teams refuses a message larger than about 28 KB. */
export const TEAMS_LIMITS = { messageBytes: 28_000 } as const;

/**
 * Answers shown per item, and the bytes of labels and answers in one card as sent (escaped for
 * Markdown and JSON, UTF-8): with the card's own structure a card stays under 28 KB.
 */
export const TEAMS_CONTENT: ContentLimits = {
  answersPerItem: 10,
  textBudget: 12_000,
  cost: (text) => Buffer.byteLength(JSON.stringify(escapeTeamsMarkdown(text))) - 2,
};

type TextRun = { type: 'TextRun'; text: string; italic?: boolean };
type OpenUrl = { type: 'Action.OpenUrl'; title: string; url: string };
export type CardElement =
  | {
      type: 'TextBlock';
      text: string;
      wrap: true;
      size?: 'Large' | 'Small';
      weight?: 'Bolder';
      color?: 'Warning';
      isSubtle?: boolean;
      spacing?: 'Small' | 'Medium';
    }
  | { type: 'RichTextBlock'; inlines: TextRun[] }
  | { type: 'FactSet'; facts: { title: string; value: string }[]; spacing?: 'Small' }
  | {
      type: 'Container';
      items: CardElement[];
      style?: 'emphasis';
      separator?: boolean;
      spacing?: 'Small' | 'Medium';
    }
  | { type: 'ActionSet'; actions: OpenUrl[] };

export interface AdaptiveCard {
  $schema: 'http://adaptivecards.io/schemas/adaptive-card.json';
  type: 'AdaptiveCard';
  version: typeof ADAPTIVE_CARD_VERSION;
  msteams: { width: 'Full' };
  body: CardElement[];
  actions?: OpenUrl[];
}

export interface TeamsMessage {
  type: 'message';
  attachments: [
    {
      contentType: 'application/vnd.microsoft.card.adaptive';
      contentUrl: null;
      content: AdaptiveCard;
    },
  ];
}

/**
 * Markdown of a `TextBlock` or fact: backslash before the characters that start emphasis, code,
 * strike-through or a link, and before what would make a line a heading, quote or list.
 */
export function escapeTeamsMarkdown(text: string): string {
  const escaped = text.replace(/[\\`*_[\]~]/g, '\\$&');
  return escaped.replace(/^(\s*)([#+-]|\d+(?=[.)]))/, (_, space: string, mark: string) =>
    /^\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`,
  );
}

export function teamsMessageOf(content: AlertContent): TeamsMessage {
  const items = fitItems(content.items, TEAMS_CONTENT);
  const body: CardElement[] = [
    {
      type: 'TextBlock',
      text: escapeTeamsMarkdown(content.ruleName),
      size: 'Large',
      weight: 'Bolder',
      wrap: true,
    },
  ];
  if (content.sampleNote) {
    body.push({ type: 'TextBlock', text: content.sampleNote, color: 'Warning', wrap: true });
  }
  body.push({ type: 'TextBlock', text: content.headline, wrap: true, spacing: 'Small' });
  for (const item of items) body.push(itemContainer(item));
  const card: AdaptiveCard = {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: ADAPTIVE_CARD_VERSION,
    msteams: { width: 'Full' },
    body,
  };
  if (content.kind === 'more' || content.total > items.length) {
    card.actions = [
      { type: 'Action.OpenUrl', title: 'View all in Heed', url: urlWithin(content.listUrl, 3000) },
    ];
  }
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: card,
      },
    ],
  };
}

function itemContainer(item: ItemView): CardElement {
  const elements: CardElement[] = [];
  let facts: { title: string; value: string }[] = [];
  const flushFacts = () => {
    if (facts.length > 0) elements.push({ type: 'FactSet', facts, spacing: 'Small' });
    facts = [];
  };
  for (const answer of item.answers) {
    if (answer.kind === 'text') {
      flushFacts();
      elements.push(...textAnswer(answer));
    } else {
      facts.push({ title: escapeTeamsMarkdown(answer.label) || '—', value: factValueOf(answer) });
    }
  }
  flushFacts();
  if (item.hiddenAnswers > 0) {
    elements.push({
      type: 'TextBlock',
      text: `+${item.hiddenAnswers} more ${item.hiddenAnswers === 1 ? 'answer' : 'answers'} in Heed`,
      isSubtle: true,
      wrap: true,
      spacing: 'Small',
    });
  }
  elements.push({
    type: 'FactSet',
    facts: [
      { title: 'Survey', value: escapeTeamsMarkdown(cutText(item.surveyId, 60)) },
      { title: 'App', value: escapeTeamsMarkdown(cutText(item.appName, 60)) },
      { title: 'Received', value: escapeTeamsMarkdown(item.receivedAt) },
    ],
  });
  elements.push({
    type: 'ActionSet',
    actions: [{ type: 'Action.OpenUrl', title: 'View in Heed', url: urlWithin(item.url, 3000) }],
  });
  return { type: 'Container', separator: true, spacing: 'Medium', items: elements };
}

function textAnswer(answer: Extract<AnswerView, { kind: 'text' }>): CardElement[] {
  const label: CardElement[] = answer.label
    ? [
        {
          type: 'TextBlock',
          text: escapeTeamsMarkdown(answer.label),
          weight: 'Bolder',
          wrap: true,
          spacing: 'Small',
        },
      ]
    : [];
  return [
    ...label,
    {
      type: 'Container',
      style: 'emphasis',
      spacing: 'Small',
      items: [{ type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: answer.text || '—' }] }],
    },
  ];
}

function factValueOf(answer: Exclude<AnswerView, { kind: 'text' }>): string {
  if (answer.kind === 'rating') return `${answer.stars} ${answer.score}`;
  return escapeTeamsMarkdown(answer.choices) || '—';
}
