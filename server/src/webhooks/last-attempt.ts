/** The last-attempt columns of an outbox message (`webhook_message`), as its queries read them. */
export interface LastAttemptColumns {
  last_attempt_at: string | null;
  last_http_status: number | null;
  last_error: string | null;
  last_duration_ms: number | null;
}

/**
 * A message's last attempt as the message log and an alert rule's deliveries show it (the
 * contracts' `lastAttempt`): null when none was made.
 */
export function lastAttemptOf(row: LastAttemptColumns) {
  return row.last_attempt_at === null
    ? null
    : {
        at: row.last_attempt_at,
        httpStatus: row.last_http_status,
        error: row.last_error,
        durationMs: row.last_duration_ms ?? 0,
      };
}
