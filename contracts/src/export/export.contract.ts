import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { feedbackItemSchema } from '../feedback/feedback.contract.ts';
import { feedbackFilterShape, unknownParameter } from '../feedback/feedback-filter.ts';
import { type TeamScope, teamQuerySchema } from '../org/team.ts';

export const exportFormatSchema = z.enum(['csv', 'json', 'xlsx']);

const sheetDescription =
  'Columns with a `surveyId`: id, submittedAt, receivedAt, appName, one per field of the survey ' +
  'in definition order (header `<fieldId> (<label>)`; multi-choice option ids joined by `; `), ' +
  'tags and theme names (joined by `; `), context (JSON). Without a `surveyId` (every survey): ' +
  'id, surveyId, submittedAt, receivedAt, appName, one per field id of any of the team’s surveys ' +
  '(the union, in order of first appearance over the surveys sorted by id; header `<fieldId>`, ' +
  'a cell meaning what the row’s survey defines that field as), tags, themes, context. A text ' +
  "cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` so no " +
  'spreadsheet evaluates it.';

export const exportFeedbackContract = defineContract({
  method: 'GET',
  path: '/intern/export',
  successStatus: 200,
  cache: 'no-store',
  caller: 'oidc',
  summary: 'Export the matching feedback as a file',
  description:
    'Every item matching the list filters (no row cap), newest first, streamed as an ' +
    'attachment (`Content-Disposition: attachment; filename=heed-feedback-<team>-<time>.<format>`). ' +
    '`surveyId` is optional: without it every survey of the team is exported. CSV is UTF-8 with ' +
    'a BOM; JSON is one array of `FeedbackItem`s, exactly as the feedback list hands them out; ' +
    'XLSX is one sheet. Errors found before the first byte are ' +
    'problem+json; a failure while streaming aborts the response, so an incomplete file is never ' +
    'presented as complete. Counts against the export rate limit (30 per minute per user); at ' +
    'most two exports stream at once on one server (503 with Retry-After past that). Audited as ' +
    '`export.feedback` with the number of rows written.',
  tags: ['dashboard'],
  errorStatuses: [403, 429, 503],
  team: { selection: 'explicit', role: 'editor' } satisfies TeamScope,
  input: z
    .object({ team: teamQuerySchema, ...feedbackFilterShape, format: exportFormatSchema })
    .catchall(unknownParameter),
  output: z.array(feedbackItemSchema),
  successContent: {
    'text/csv': z.string().describe(sheetDescription),
    'application/json': z.array(feedbackItemSchema),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': z
      .string()
      .describe(`Binary XLSX workbook. ${sheetDescription}`),
  },
});
