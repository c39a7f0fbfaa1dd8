/**
 * The indexes an entity cannot describe by its properties alone (an `include` list, a GIN
 * index, an index on an expression), each as its whole `create index`. The entities declare them
 * with these texts (MikroORM `indexes`), so the migrations create them.
 */

export interface DatabaseIndex {
  name: string;
  expression: string;
}

/**
 * The keyset order within one survey (list and export filtered by survey), carrying what the
 * statistics of filtered items read: they are counted from this index alone.
 */
export const feedbackSurveyOrderIndex: DatabaseIndex = {
  name: 'feedback_survey_order_index',
  expression:
    'create index "feedback_survey_order_index" on "feedback" ("team_id", "survey_id", "received_at", "id") include ("answer_keys", "app_name", "has_text")',
};

/** Rating and choice filters without a survey: `answer_keys @> array[…]`. */
export const feedbackAnswerKeysGinIndex: DatabaseIndex = {
  name: 'feedback_answer_keys_gin_index',
  expression:
    'create index "feedback_answer_keys_gin_index" on "feedback" using gin ("answer_keys")',
};

/**
 * Free-text search (`q`) and theme matching: the words of the items with text
 * (`feedback_search.words`, `to_tsvector('simple', text_content)`). New entries wait in a pending
 * list that every search reads through (about 0.2 ms a thousand items) until it is merged into the
 * index; at 1 MB (about 11,000 items, not the default 4 MB) a search pays at most ~2 ms for it, and
 * merging more often costs the writes no more (docs/performance.md, the free-text search).
 */
export const feedbackSearchWordsIndex: DatabaseIndex = {
  name: 'feedback_search_words_index',
  expression:
    'create index "feedback_search_words_index" on "feedback_search" using gin ("words") with (gin_pending_list_limit = 1024)',
};

/**
 * The triage filters: a team's items of a status other than `new`, in the explorer's keyset
 * order. Partial, so a new item (always `new`) costs the submission's insert nothing here.
 */
export const feedbackTriageStatusIndex: DatabaseIndex = {
  name: 'feedback_triage_status_index',
  expression:
    'create index "feedback_triage_status_index" on "feedback" ("team_id", "status", "received_at", "id") where "status" <> \'new\'',
};

/**
 * The assignee filter: a team's assigned items by assignee, in the explorer's keyset order.
 * Partial, so a new item (never assigned) costs the submission's insert nothing here.
 */
export const feedbackAssigneeIndex: DatabaseIndex = {
  name: 'feedback_assignee_index',
  expression:
    'create index "feedback_assignee_index" on "feedback" ("team_id", "assignee_ref", "received_at", "id") where "assignee_ref" is not null',
};

/**
 * The delivery workers' claim: each endpoint's pending webhook messages by when they are due (a
 * claimed message is due again only when its claim ends).
 */
export const webhookMessageEndpointDueIndex: DatabaseIndex = {
  name: 'webhook_message_endpoint_due_index',
  expression:
    'create index "webhook_message_endpoint_due_index" on "webhook_message" ("endpoint_id", "next_attempt_at") where "status" = \'pending\'',
};

/** The delivery workers' claim of alert messages: each Slack, Teams or e-mail destination's. */
export const webhookMessageAlertDestinationDueIndex: DatabaseIndex = {
  name: 'webhook_message_alert_destination_due_index',
  expression:
    'create index "webhook_message_alert_destination_due_index" on "webhook_message" ("alert_destination_id", "next_attempt_at") where "status" = \'pending\' and "alert_destination_id" is not null',
};

/** An alert rule's recent deliveries, newest first (only alert messages are in it). */
export const webhookMessageAlertRuleLogIndex: DatabaseIndex = {
  name: 'webhook_message_alert_rule_log_index',
  expression:
    'create index "webhook_message_alert_rule_log_index" on "webhook_message" ("alert_rule_id", "created_at", "id") where "alert_rule_id" is not null',
};
