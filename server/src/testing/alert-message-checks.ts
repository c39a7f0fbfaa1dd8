import { SLACK_LIMITS, type SlackMessage } from '../alerts/messages/slack-message.ts';

/** Every object in a JSON value, depth first. */
export function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const each of value) yield* objectsIn(each);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const each of Object.values(value)) yield* objectsIn(each);
  }
}

/**
 * What Slack would refuse in an Incoming Webhook body (Block Kit's limits); empty when it keeps to
 * them: at most 50 blocks, a header of 150 characters, section texts of 3,000, 10 fields of 2,000
 * each, 10 context elements, button texts of 75 and URLs of 3,000, no empty text, a fallback
 * `text`, and at most 12,000 characters of text in all (Slack refuses more as
 * `msg_blocks_too_long` from about 13,000).
 */
export function slackViolations(message: SlackMessage): string[] {
  const problems: string[] = [];
  const { blocks } = message;
  if (blocks.length > SLACK_LIMITS.blocks) problems.push(`${blocks.length} blocks`);
  if (!message.text || message.text.length > 3000) problems.push('fallback text');
  let characters = 0;
  for (const block of blocks) {
    if (block.type === 'header' && block.text.text.length > SLACK_LIMITS.headerText) {
      problems.push(`header of ${block.text.text.length}`);
    }
    if (block.type === 'section' && block.text.text.length > SLACK_LIMITS.sectionText) {
      problems.push(`section of ${block.text.text.length}`);
    }
    if (block.type === 'context' && block.elements.length > SLACK_LIMITS.contextElements) {
      problems.push('context elements');
    }
  }
  for (const object of objectsIn(blocks)) {
    if (object.type === 'button') {
      const button = object as { text: { text: string }; url: string };
      if (button.text.text.length > SLACK_LIMITS.buttonText) problems.push('button text');
      if (button.url.length > SLACK_LIMITS.buttonUrl) problems.push('button url');
    }
    if (typeof object.text === 'string') {
      if (object.text.length === 0) problems.push(`empty ${String(object.type)} text`);
      if (object.text.length > SLACK_LIMITS.sectionText) problems.push('a text over 3000');
      characters += object.text.length;
    }
    if (Array.isArray(object.fields)) {
      if (object.fields.length > SLACK_LIMITS.fields) problems.push('fields');
      for (const field of object.fields as { text: string }[]) {
        if (field.text.length > SLACK_LIMITS.fieldText) problems.push('field text');
      }
    }
  }
  if (characters > 12_000) problems.push(`${characters} characters of text`);
  return problems;
}
