import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertBodyOf,
  choiceAnswer,
  feedbackItemOf,
  ratingAnswer,
  type StoredAnswerSpec,
  textAnswer,
} from '../../testing/alert-bodies.ts';
import { objectsIn, slackViolations } from '../../testing/alert-message-checks.ts';
import {
  AlertBodyError,
  type AlertContent,
  type AlertRuleSettings,
  alertContentOf,
  dashboardBaseOf,
  ratingView,
} from './alert-content.ts';
import { EMAIL_CONTENT, emailMessageOf, escapeHtml } from './email-message.ts';
import {
  escapeMrkdwn,
  SLACK_CONTENT,
  type SlackBlock,
  type SlackMessage,
  slackMessageOf,
} from './slack-message.ts';
import {
  ADAPTIVE_CARD_VERSION,
  type CardElement,
  escapeTeamsMarkdown,
  TEAMS_CONTENT,
  TEAMS_LIMITS,
  type TeamsMessage,
  teamsMessageOf,
} from './teams-message.ts';
import { cutText } from './text-cut.ts';

/**
 * The renderers of alert messages: what each destination gets (Slack Block Kit, a Teams Adaptive
 * Card, an e-mail) from an `alert.triggered` body, the rule's mode and the dashboard's URL; the
 * limits of Slack and Teams kept for any item (long texts, many answers, emoji, markup); customer
 * values escaped for each format. Rule: docs/rules/alert-messages.md#alert-messages-1.
 */

const BASE = 'https://heed.example.com';
const instant: AlertRuleSettings = {
  mode: 'instant',
  tz: null,
  filter: { surveyId: 'checkout', rating: ['overall:1-2'] },
};
const digest: AlertRuleSettings = { mode: 'digest', tz: 'Europe/Oslo', filter: null };
const MARKUP = '<@U123> <!channel> & *bold* _it_ ~strike~ `code` [link](https://evil.example) # 1.';

const contentOf = (body: unknown, rule = instant): AlertContent => alertContentOf(body, rule, BASE);

function oneItem(answers: StoredAnswerSpec[], overrides = {}) {
  const item = feedbackItemOf(answers, overrides);
  return {
    item,
    body: alertBodyOf({ ruleName: 'Unhappy at checkout', team: 'shop', items: [item] }),
  };
}

/** The mrkdwn strings of a Slack message: the fallback and every `mrkdwn` text object. */
function mrkdwnOf(message: SlackMessage): string[] {
  const texts = [message.text];
  for (const object of objectsIn(message.blocks)) {
    if (object.type === 'mrkdwn') texts.push(object.text as string);
  }
  return texts;
}

/** Our own mrkdwn constructs, taken out before looking for customer markup. */
const OWN_MRKDWN = [
  /<!date\^\d+\^\{date_short_pretty\} \{time\}\|[^<>*_~`]*>/g,
  /^:test_tube: \*[^*]+\*$/,
  /&(amp|lt|gt);/g,
];

/** Every TextBlock text and fact of a Teams card (the strings Teams reads as Markdown). */
function teamsMarkdownOf(message: TeamsMessage): string[] {
  const texts: string[] = [];
  for (const object of objectsIn(message.attachments[0].content.body)) {
    if (object.type === 'TextBlock') texts.push(object.text as string);
    if (object.type === 'FactSet') {
      for (const fact of object.facts as { title: string; value: string }[]) {
        texts.push(fact.title, fact.value);
      }
    }
  }
  return texts;
}

function richTextsOf(blocks: SlackBlock[]): string[] {
  const texts: string[] = [];
  for (const block of blocks) {
    if (block.type !== 'rich_text') continue;
    for (const part of block.elements) {
      if (part.type === 'rich_text_quote') texts.push(part.elements.map((e) => e.text).join(''));
    }
  }
  return texts;
}

function textRunsOf(message: TeamsMessage): string[] {
  const texts: string[] = [];
  for (const object of objectsIn(message.attachments[0].content.body)) {
    if (object.type === 'TextRun') texts.push(object.text as string);
  }
  return texts;
}

describe('the content of an alert message', () => {
  it('shows a rating as stars and n/scale', () => {
    expect(ratingView(2, 5)).toEqual({ stars: '★★☆☆☆', score: '2/5' });
    expect(ratingView(0, 10)).toEqual({ stars: '☆☆☆☆☆☆☆☆☆☆', score: '0/10' });
    expect(ratingView(2, 2)).toEqual({ stars: '★★', score: '2/2' });
  });

  it('links each item to the explorer at <HEED_PUBLIC_URL>/t/<team>/feedback?item=<id>', () => {
    const { item, body } = oneItem([ratingAnswer('Overall', 1)]);
    const content = contentOf(body);
    expect(content.kind).toBe('instant');
    expect(content.items[0]?.url).toBe(`${BASE}/t/shop/feedback?item=${item.id}`);
    expect(content.listUrl).toBe(`${BASE}/t/shop/feedback?surveyId=checkout&rating=overall%3A1-2`);
    expect(dashboardBaseOf({ publicUrl: 'https://heed.example.com/', webPort: 3000 })).toBe(BASE);
    expect(dashboardBaseOf({ publicUrl: undefined, webPort: 3100 })).toBe('http://localhost:3100');
  });

  it('cuts a text at 3,000 characters without splitting an emoji', () => {
    const { body } = oneItem([textAnswer('Comment', '👍🏽'.repeat(2000))]);
    const answer = contentOf(body).items[0]?.answers[0];
    if (answer?.kind !== 'text') throw new Error('a text answer');
    expect(answer.text.length).toBeLessThanOrEqual(3000);
    expect(answer.text.endsWith('👍🏽…')).toBe(true);
    expect(cutText('short', 3000)).toBe('short');
  });

  it('tells digest, instant and "and N more" apart by the rule and the body', () => {
    const items = Array.from({ length: 12 }, (_, i) =>
      feedbackItemOf([ratingAnswer('Overall', 1 + (i % 5))]),
    );
    const day = contentOf(
      alertBodyOf({ ruleName: 'Daily', team: 'shop', items, total: 40 }),
      digest,
    );
    expect(day.kind).toBe('digest');
    expect(day.items).toHaveLength(10);
    expect(day.headline).toBe('40 matches in the last 24 hours. The 10 newest:');
    expect(day.items[0]?.receivedAt).toBe('22 Nov 2026, 11:15 Europe/Oslo');
    const more = contentOf(alertBodyOf({ ruleName: 'Hourly', team: 'shop', items: [], total: 7 }));
    expect(more.kind).toBe('more');
    expect(more.headline).toMatch(/^7 matches more in the last hour\./);
    expect(() => contentOf({ type: 'feedback.created', data: {} })).toThrow(AlertBodyError);
    expect(() =>
      contentOf(alertBodyOf({ ruleName: 'None', team: 'shop', items: [], total: 0 })),
    ).toThrow(AlertBodyError);
  });
});

describe('the Slack message', () => {
  it('has the rule as header, the answers, survey, app, time and a View in Heed button', () => {
    const { item, body } = oneItem([
      ratingAnswer('How was it?', 2),
      textAnswer('Anything to add?', 'The payment page was slow.\nVery slow.'),
      choiceAnswer('Which topics?', 'price', 'speed'),
    ]);
    const message = slackMessageOf(contentOf(body));
    expect(slackViolations(message)).toEqual([]);
    expect(message.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: 'Unhappy at checkout', emoji: true },
    });
    const rich = message.blocks.find((block) => block.type === 'rich_text');
    expect(rich).toEqual({
      type: 'rich_text',
      elements: [
        {
          type: 'rich_text_section',
          elements: [
            { type: 'text', text: 'How was it?', style: { bold: true } },
            { type: 'text', text: '\n★★☆☆☆ 2/5' },
          ],
        },
        {
          type: 'rich_text_section',
          elements: [{ type: 'text', text: 'Anything to add?', style: { bold: true } }],
        },
        {
          type: 'rich_text_quote',
          elements: [{ type: 'text', text: 'The payment page was slow.\nVery slow.' }],
        },
        {
          type: 'rich_text_section',
          elements: [
            { type: 'text', text: 'Which topics?', style: { bold: true } },
            { type: 'text', text: '\nprice, speed' },
          ],
        },
      ],
    });
    const context = message.blocks.find((block) => block.type === 'context');
    expect(context).toMatchObject({
      elements: [
        { type: 'plain_text', text: 'Survey: checkout' },
        { type: 'plain_text', text: 'App: webshop' },
        {
          type: 'mrkdwn',
          text: `<!date^${Math.floor(Date.parse('2026-11-22T10:15:00.412Z') / 1000)}^{date_short_pretty} {time}|22 Nov 2026, 10:15 UTC>`,
        },
      ],
    });
    expect(message.blocks.at(-1)).toEqual({
      type: 'actions',
      elements: [
        {
          type: 'button',
          text: { type: 'plain_text', text: 'View in Heed', emoji: true },
          url: `${BASE}/t/shop/feedback?item=${item.id}`,
          action_id: 'view-item-0',
          style: 'primary',
        },
      ],
    });
    expect(message.text).toBe(
      'Unhappy at checkout: New feedback matches this alert. “The payment page was slow. Very slow.”',
    );
  });

  it('escapes &, < and > and neutralises *, _, ~ and ` in mrkdwn', () => {
    expect(escapeMrkdwn('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(escapeMrkdwn('*bold* _it_ ~s~ `c`')).toBe('∗bold∗ ˍitˍ ∼s∼ ˋcˋ');
    const { body } = oneItem([textAnswer(MARKUP, MARKUP)], { surveyId: MARKUP, appName: MARKUP });
    (body.data as { rule: { name: string } }).rule.name = MARKUP;
    const message = slackMessageOf(contentOf(body));
    for (let text of mrkdwnOf(message)) {
      for (const own of OWN_MRKDWN) text = text.replace(own, '');
      expect(text).not.toMatch(/[<>&*_~`]/);
    }
    // Where the text is not parsed (rich text, plain text) it is shown as it is.
    expect(richTextsOf(message.blocks)).toEqual([MARKUP]);
    expect(message.blocks[0]).toMatchObject({ text: { type: 'plain_text', text: MARKUP } });
  });

  it('sends a digest as the count and up to 10 items, with a link to all of them', () => {
    const items = Array.from({ length: 10 }, () =>
      feedbackItemOf([ratingAnswer('Overall', 1), textAnswer('Why?', 'x'.repeat(2000))]),
    );
    const body = alertBodyOf({ ruleName: 'Daily', team: 'shop', items, total: 25 });
    const message = slackMessageOf(contentOf(body, { ...digest, filter: { surveyId: 's' } }));
    expect(slackViolations(message)).toEqual([]);
    expect(message.blocks[1]).toEqual({
      type: 'section',
      text: { type: 'mrkdwn', text: '25 matches in the last 24 hours. The 10 newest:' },
    });
    const buttons = [...objectsIn(message.blocks)].filter((o) => o.type === 'button');
    expect(buttons.map((button) => button.url)).toEqual([
      ...items.map((item) => `${BASE}/t/shop/feedback?item=${item.id}`),
      `${BASE}/t/shop/feedback?surveyId=s`,
    ]);
    // Ten items share the text budget: each text is cut to its share.
    for (const text of richTextsOf(message.blocks)) {
      expect(text.length).toBeLessThanOrEqual(SLACK_CONTENT.textBudget / 10);
      expect(text.endsWith('…')).toBe(true);
    }
  });

  it('says "and N more" in a short message with a link to the explorer', () => {
    const body = alertBodyOf({ ruleName: 'Hourly', team: 'shop', items: [], total: 14 });
    const message = slackMessageOf(contentOf(body));
    expect(message.blocks.map((block) => block.type)).toEqual(['header', 'section', 'actions']);
    expect(message.text).toMatch(/^Hourly: 14 matches more in the last hour\./);
    expect(JSON.stringify(message.blocks[2])).toContain(
      `${BASE}/t/shop/feedback?surveyId=checkout&rating=overall%3A1-2`,
    );
  });

  it('marks a test message', () => {
    const item = feedbackItemOf([textAnswer('Comment', 'An example.')]);
    const body = alertBodyOf({ ruleName: 'Rule', team: 'shop', items: [item], sample: true });
    const message = slackMessageOf(contentOf(body));
    expect(message.blocks[1]).toMatchObject({ type: 'context' });
    expect(JSON.stringify(message.blocks[1])).toContain('Test message');
    expect(message.text.startsWith('[Test] Rule:')).toBe(true);
  });
});

describe('the Teams message', () => {
  it('is a Workflows message with one Adaptive Card holding facts, quoted texts and links', () => {
    const { item, body } = oneItem([
      ratingAnswer('How was it?', 4),
      textAnswer('Anything to add?', 'Quick and easy.'),
    ]);
    const message = teamsMessageOf(contentOf(body));
    expect(message.type).toBe('message');
    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments;
    expect(attachment.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(attachment.content).toMatchObject({
      type: 'AdaptiveCard',
      version: ADAPTIVE_CARD_VERSION,
      $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    });
    expect(['1.4', '1.5']).toContain(attachment.content.version);
    const body0 = attachment.content.body;
    expect(body0[0]).toMatchObject({ type: 'TextBlock', text: 'Unhappy at checkout' });
    const container = body0.find((element) => element.type === 'Container') as Extract<
      CardElement,
      { type: 'Container' }
    >;
    expect(container.items[0]).toEqual({
      type: 'FactSet',
      spacing: 'Small',
      facts: [{ title: 'How was it?', value: '★★★★☆ 4/5' }],
    });
    expect(textRunsOf(message)).toEqual(['Quick and easy.']);
    const facts = [...objectsIn(container)].find(
      (o) => o.type === 'FactSet' && (o.facts as { title: string }[])[0]?.title === 'Survey',
    );
    expect(facts?.facts).toEqual([
      { title: 'Survey', value: 'checkout' },
      { title: 'App', value: 'webshop' },
      { title: 'Received', value: '22 Nov 2026, 10:15 UTC' },
    ]);
    const open = [...objectsIn(message)].filter((o) => o.type === 'Action.OpenUrl');
    expect(open).toEqual([
      {
        type: 'Action.OpenUrl',
        title: 'View in Heed',
        url: `${BASE}/t/shop/feedback?item=${item.id}`,
      },
    ]);
  });

  it('escapes Markdown in text blocks and facts, and keeps texts as they are in text runs', () => {
    expect(escapeTeamsMarkdown('*a* _b_ [c](d) `e` ~f~ \\')).toBe(
      '\\*a\\* \\_b\\_ \\[c\\](d) \\`e\\` \\~f\\~ \\\\',
    );
    expect(escapeTeamsMarkdown('# title')).toBe('\\# title');
    expect(escapeTeamsMarkdown('- item')).toBe('\\- item');
    expect(escapeTeamsMarkdown('12. item')).toBe('12\\. item');
    const { body } = oneItem([ratingAnswer(MARKUP, 3), textAnswer(MARKUP, MARKUP)], {
      surveyId: MARKUP,
    });
    const message = teamsMessageOf(contentOf(body));
    for (const text of teamsMarkdownOf(message)) {
      expect(text).not.toMatch(/(?<!\\)[*_[\]`~]/);
    }
    expect(textRunsOf(message)).toEqual([MARKUP]);
  });
});

describe('the e-mail', () => {
  it('has a subject, and text and HTML parts with the answers and the link', () => {
    const { item, body } = oneItem([
      ratingAnswer('How was it?', 1),
      textAnswer('Anything to add?', 'Never again <script>alert(1)</script> & "so"'),
    ]);
    const mail = emailMessageOf(contentOf(body));
    expect(mail.subject).toBe('[Heed] Unhappy at checkout: new feedback');
    const link = `${BASE}/t/shop/feedback?item=${item.id}`;
    expect(mail.text).toContain('How was it?: ★☆☆☆☆ 1/5');
    expect(mail.text).toContain('> Never again <script>alert(1)</script> & "so"');
    expect(mail.text).toContain(`View in Heed: ${link}`);
    expect(mail.html).toContain('★☆☆☆☆ 1/5');
    expect(mail.html).toContain(
      'Never again &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;so&quot;',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps the subject on one line and names digests, "more" and tests', () => {
    const item = feedbackItemOf([ratingAnswer('Overall', 1)]);
    const name = 'Line one\r\nBcc: someone@example.com';
    const day = emailMessageOf(
      contentOf(alertBodyOf({ ruleName: name, team: 't', items: [item], total: 3 }), digest),
    );
    expect(day.subject).toBe(
      '[Heed] Line one Bcc: someone@example.com: 3 matches in the last 24 hours',
    );
    const more = emailMessageOf(
      contentOf(alertBodyOf({ ruleName: 'R', team: 't', items: [], total: 1 })),
    );
    expect(more.subject).toBe('[Heed] R: 1 match more in the last hour');
    const test = emailMessageOf(
      contentOf(alertBodyOf({ ruleName: 'R', team: 't', items: [item], sample: true })),
    );
    expect(test.subject).toBe('[Heed test] R: new feedback');
    expect(test.text).toContain('Test message');
  });
});

describe('the limits, for any item', () => {
  const text = fc.string({
    unit: fc.oneof(
      fc.constantFrom('<', '>', '&', '*', '_', '~', '`', '[', ']', '#', '\n', ' ', '|'),
      fc.constantFrom('👍🏽', '👨‍👩‍👧', 'é', '日本', '\u200b'),
      fc.string({ minLength: 1, maxLength: 1 }),
    ),
    maxLength: 2000,
    // Long texts as often as short ones (fast-check prefers short strings otherwise).
    size: 'max',
  });
  const answer: fc.Arbitrary<StoredAnswerSpec> = fc.oneof(
    fc
      .tuple(text, fc.constantFrom(2, 5, 10), fc.nat(10))
      .map(([label, scale, n]) => ratingAnswer(label.slice(0, 1000), n % (scale + 1), scale)),
    fc.tuple(text, text).map(([label, value]) => textAnswer(label.slice(0, 1000), value)),
    fc
      .tuple(
        text,
        fc.array(fc.string({ minLength: 1, maxLength: 200 }), { minLength: 1, maxLength: 5 }),
      )
      .map(([label, options]) => choiceAnswer(label.slice(0, 1000), ...options)),
  );
  const item = fc
    .tuple(
      fc.array(answer, { minLength: 1, maxLength: 50, size: 'medium' }),
      fc.string({ minLength: 1, maxLength: 200 }),
      fc.string({ minLength: 1, maxLength: 100 }),
    )
    .map(([answers, surveyId, appName]) => feedbackItemOf(answers, { surveyId, appName }));
  const message = fc.record({
    ruleName: fc.string({ minLength: 1, maxLength: 80 }),
    items: fc.array(item, { minLength: 0, maxLength: 12, size: 'max' }),
    extra: fc.nat(100),
    mode: fc.constantFrom('instant', 'digest'),
    sample: fc.boolean(),
  });

  it.each([
    ['backslashes', '\\'],
    ['emoji', '👨‍👩‍👧'],
    ['markup', '<&*_'],
    ['control characters', '\u0001'],
    ['quotes', '"'],
  ])('keeps the largest possible digest within Slack’s and Teams’ limits (%s)', (_, unit) => {
    const worst = unit.repeat(2000).slice(0, 2000);
    const items = Array.from({ length: 10 }, () =>
      feedbackItemOf(
        Array.from({ length: 50 }, (_, i) =>
          i % 2
            ? textAnswer(worst.slice(0, 1000), worst)
            : ratingAnswer(worst.slice(0, 1000), 10, 10),
        ),
        { surveyId: worst.slice(0, 200), appName: worst.slice(0, 100) },
      ),
    );
    const body = alertBodyOf({
      ruleName: worst.slice(0, 80),
      team: 'shop',
      items,
      total: 999,
      sample: true,
    });
    const content = contentOf(body, digest);
    const slack = slackMessageOf(content);
    expect(slackViolations(slack)).toEqual([]);
    expect(slack.blocks.length).toBeGreaterThan(40);
    const teams = teamsMessageOf(content);
    expect(Buffer.byteLength(JSON.stringify(teams))).toBeLessThanOrEqual(TEAMS_LIMITS.messageBytes);
    const mail = emailMessageOf(content);
    expect(mail.html).not.toMatch(/<[&*_<"\\]/);
  });

  it('keeps Slack messages within Block Kit’s limits', () => {
    fc.assert(
      fc.property(message, ({ ruleName, items, extra, mode, sample }) => {
        const body = alertBodyOf({
          ruleName,
          team: 'shop',
          items,
          total: items.length + extra + (items.length === 0 ? 1 : 0),
          sample,
        });
        const rule = { ...instant, mode };
        const slack = slackMessageOf(contentOf(body, rule));
        expect(slackViolations(slack)).toEqual([]);
        for (let mrkdwn of mrkdwnOf(slack)) {
          for (const own of OWN_MRKDWN) mrkdwn = mrkdwn.replace(own, '');
          expect(mrkdwn).not.toMatch(/[<>]/);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('keeps Teams cards under 28 KB, with Markdown escaped', () => {
    fc.assert(
      fc.property(message, ({ ruleName, items, extra, mode, sample }) => {
        const body = alertBodyOf({
          ruleName,
          team: 'shop',
          items,
          total: items.length + extra + (items.length === 0 ? 1 : 0),
          sample,
        });
        const teams = teamsMessageOf(contentOf(body, { ...instant, mode }));
        expect(Buffer.byteLength(JSON.stringify(teams))).toBeLessThanOrEqual(
          TEAMS_LIMITS.messageBytes,
        );
        for (const markdown of teamsMarkdownOf(teams)) {
          expect(markdown).not.toMatch(/(?<!\\)(?:\\\\)*[*_[\]`~]/);
        }
        const runs = textRunsOf(teams).join('');
        expect(runs.length).toBeLessThanOrEqual(TEAMS_CONTENT.textBudget);
      }),
      { numRuns: 40 },
    );
  });

  it('escapes every customer value in the e-mail’s HTML', () => {
    fc.assert(
      fc.property(message, ({ ruleName, items, extra, mode }) => {
        const body = alertBodyOf({
          ruleName: `<b>${ruleName}`,
          team: 'shop',
          items,
          total: items.length + extra + (items.length === 0 ? 1 : 0),
        });
        const mail = emailMessageOf(contentOf(body, { ...instant, mode }));
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.html).not.toContain('<b>');
        // Only Heed's own tags: no tag from a value survives.
        const tags = new Set([...mail.html.matchAll(/<\/?([a-zA-Z0-9!]+)/g)].map((m) => m[1]));
        for (const tag of tags) {
          expect([
            '!doctype',
            'html',
            'head',
            'meta',
            'title',
            'body',
            'div',
            'h1',
            'p',
            'blockquote',
            'a',
          ]).toContain(tag);
        }
        expect(mail.text.length).toBeLessThan(EMAIL_CONTENT.textBudget + 20_000);
      }),
      { numRuns: 40 },
    );
  });
});
