import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * The state of a background job that every replica schedules but only one runs at a time (the
 * runner holds a PostgreSQL advisory lock): when it last started and last succeeded, so a replica
 * that takes the lock right after another finished sees the job is not due and skips it.
 */
export const JobStateSchema = defineEntity({
  name: 'JobState',
  tableName: 'heed_job_state',
  properties: {
    name: p.string().primary(),
    lastStartedAt: p.datetime().nullable(),
    lastSuccessAt: p.datetime().nullable(),
    /** Rows the last successful run processed (for retention: feedback items deleted). */
    lastCount: p.integer().default(0),
  },
});

export type JobState = InferEntity<typeof JobStateSchema>;
