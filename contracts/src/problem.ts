import { z } from 'zod';

/** Every error answer: RFC 9457 problem details with a snake_case machine `code`. */
export const problemSchema = z
  .object({
    type: z.string().describe('URI identifying the problem type: `urn:heed:problem:<code>`.'),
    title: z.string(),
    status: z.int(),
    detail: z.string(),
    code: z
      .string()
      .describe(
        'Machine code: invalid_request, unauthorized, forbidden, not_found, conflict, ' +
          'definition_conflict, survey_limit_reached, rate_limited, origin_not_allowed, ' +
          'team_required, ' +
          'payload_too_large, unsupported_media_type, service_unavailable, internal_error.',
      ),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('Validation errors, one per offending field.'),
  })
  .catchall(z.unknown())
  .meta({ id: 'Problem' });

export type Problem = z.infer<typeof problemSchema>;
