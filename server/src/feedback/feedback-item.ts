import type { feedbackItemSchema } from '@heed/contracts';
import type { z } from 'zod';

/**
 * A feedback item as the contract describes it: what the explorer lists, its detail and the JSON
 * export hand out, all read with `feedbackItemColumns` (`feedback-item.query.ts`).
 */
export type FeedbackItem = z.input<typeof feedbackItemSchema>;
