import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { feedbackFilterShape, unknownParameter } from '../feedback/feedback-filter.ts';
import { type TeamScope, teamQuerySchema } from '../org/team.ts';

export const exportFormatSchema = z.enum(['csv', 'json', 'xlsx']);

const exportItemSchema = z
  .object({
    id: z.uuid(),
    submittedAt: z.iso.datetime(),
    receivedAt: z.iso.datetime(),
    appName: z.string(),
    answers: z
      .record(z.string(), z.union([z.number(), z.string(), z.array(z.string()), z.null()]))
      .describe('Field id → rating, text, option id or option ids (null: not answered).'),
    tags: z.array(z.string()),
    themes: z.array(z.string()).describe('Names of the matched themes.'),
    context: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'ExportItem' });

const sheetDescription =
  'Columns: id, submittedAt, receivedAt, appName, one per field of the survey in definition ' +
  'order (header `<fieldId> (<label>)`; multi-choice option ids joined by `; `), tags and theme ' +
  'names (joined by `; `), context (JSON). A text cell starting with `=`, `+`, `-`, `@`, a tab or ' +
  "a carriage return is prefixed with `'` so no spreadsheet evaluates it.";

export const exportFeedbackContract = defineContract({
  method: 'GET',
  path: '/intern/export',
  successStatus: 200,
  caller: 'oidc',
  summary: 'Export the matching feedback as a file',
  description:
    'Every item matching the list filters (no row cap), newest first, streamed as an ' +
    'attachment (`Content-Disposition: attachment; filename=heed-feedback-<team>-<time>.<format>`). ' +
    '`surveyId` is required: the columns are the fields of that survey. CSV is UTF-8 with a BOM; ' +
    'JSON is one array of items; XLSX is one sheet. Errors found before the first byte are ' +
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
  output: z.array(exportItemSchema),
  successContent: {
    'text/csv': z.string().describe(sheetDescription),
    'application/json': z.array(exportItemSchema),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': z
      .string()
      .describe(`Binary XLSX workbook. ${sheetDescription}`),
  },
});
