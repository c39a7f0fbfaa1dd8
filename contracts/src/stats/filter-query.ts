import { z } from 'zod';
import { text } from '../text.ts';

const one = text().max(500);
const repeatable = z.union([one, z.array(one)]).optional();

/** The list filters as query parameters; their meaning is checked by the server's filter parser. */
export const feedbackFilterQuerySchema = z.object({
  surveyId: one.optional(),
  from: one.optional().describe('YYYY-MM-DD, inclusive, a day in `tz`.'),
  to: one.optional().describe('YYYY-MM-DD, inclusive, a day in `tz`.'),
  tz: one.optional().describe('IANA time zone; default UTC.'),
  appName: one.optional(),
  rating: repeatable.describe('`<fieldId>:<n>`, repeatable; all must hold.'),
  choice: repeatable.describe('`<fieldId>:<optionId>`, repeatable; all must hold.'),
  hasText: one.optional().describe('`true` or `false`.'),
  tag: repeatable.describe('Repeatable; all must hold.'),
  theme: one.optional().describe('A theme id or `uncategorized`.'),
  deviceType: one.optional().describe('`mobile`, `tablet` or `desktop`.'),
  q: one.optional().describe('Words matched in text answers (≤ 200 characters).'),
});
