import { z } from 'zod';

/**
 * The triage values of a feedback item: its workflow status and who it is assigned to. Shared by
 * `FeedbackItem`, the filters, the triage calls and the overview's counts.
 */

/** Every status an item can have; `new` is where every item starts. */
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'resolved', 'ignored'] as const;

export const feedbackStatusSchema = z
  .enum(FEEDBACK_STATUSES)
  .describe('Workflow status: `new` (every item starts so), `in_progress`, `resolved`, `ignored`.');

export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/**
 * A member's reference: `id:` and the first 12 hex characters of SHA-256 of the user's OIDC
 * subject (the same pseudonym the audit log writes as `actor_user_ref`).
 */
export const userRefSchema = z
  .string()
  .regex(/^id:[0-9a-f]{12}$/, 'Must be a member’s userRef (id: and 12 hex characters).')
  .describe('A member’s `userRef`, as `GET /intern/members` lists it.')
  .meta({ examples: ['id:3f9a0c2b7d14'] });

/** The person an item is assigned to, as `FeedbackItem` shows it. */
export const assigneeSchema = z
  .object({
    userRef: userRefSchema,
    name: z
      .string()
      .describe('The member’s name as last seen (the `userRef` when Heed knows no name).'),
  })
  .meta({ id: 'Assignee' });

/**
 * Whom to assign items to: a member's `userRef`, `me` (the caller) or `null` (nobody). A `userRef`
 * must be a member of the team (seen in the last 90 days), else 400.
 */
export const assigneeInputSchema = z
  .union([z.literal('me'), userRefSchema])
  .nullable()
  .describe(
    'A member’s `userRef` (see `GET /intern/members`), `me` for the caller, or null to unassign.',
  );

/** The triage counts of the overview: items per status. */
export const triageCountsSchema = z
  .object({
    new: z.int().min(0),
    in_progress: z.int().min(0),
    resolved: z.int().min(0),
    ignored: z.int().min(0),
  })
  .meta({ id: 'TriageCounts' });

export type TriageCounts = z.infer<typeof triageCountsSchema>;
