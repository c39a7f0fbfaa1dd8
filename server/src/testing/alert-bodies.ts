import { randomUUID } from 'node:crypto';

/** An answer of a feedback item as stored (the contract's `StoredAnswer`). */
export interface StoredAnswerSpec {
  fieldId: string;
  fieldType: 'RATING' | 'TEXT' | 'SINGLE_CHOICE' | 'MULTI_CHOICE';
  question: { label: string };
  value:
    | { type: 'rating'; rating: number; ratingVariant: string; ratingScale: number }
    | { type: 'text'; text: string }
    | { type: 'singleChoice'; selectedOptionId: string }
    | { type: 'multiChoice'; selectedOptionIds: string[] };
}

export const ratingAnswer = (label: string, rating: number, scale = 5): StoredAnswerSpec => ({
  fieldId: `rating-${label.length}`,
  fieldType: 'RATING',
  question: { label },
  value: {
    type: 'rating',
    rating,
    ratingVariant: scale === 10 ? 'nps' : 'stars',
    ratingScale: scale,
  },
});

export const textAnswer = (label: string, text: string): StoredAnswerSpec => ({
  fieldId: `text-${label.length}`,
  fieldType: 'TEXT',
  question: { label },
  value: { type: 'text', text },
});

export const choiceAnswer = (label: string, ...options: string[]): StoredAnswerSpec =>
  options.length === 1
    ? {
        fieldId: 'channel',
        fieldType: 'SINGLE_CHOICE',
        question: { label },
        value: { type: 'singleChoice', selectedOptionId: options[0] as string },
      }
    : {
        fieldId: 'topics',
        fieldType: 'MULTI_CHOICE',
        question: { label },
        value: { type: 'multiChoice', selectedOptionIds: options },
      };

/** A feedback item as an alert's body carries it (the contract's `FeedbackItem`). */
export function feedbackItemOf(
  answers: StoredAnswerSpec[],
  overrides: { id?: string; surveyId?: string; appName?: string; receivedAt?: string } = {},
): Record<string, unknown> {
  const receivedAt = overrides.receivedAt ?? '2026-11-22T10:15:00.412Z';
  return {
    id: overrides.id ?? randomUUID(),
    surveyId: overrides.surveyId ?? 'checkout',
    surveyType: 'rating',
    appName: overrides.appName ?? 'webshop',
    submittedAt: receivedAt,
    receivedAt,
    answers,
    tags: [],
    themes: [],
    context: null,
    sensitiveDataRedacted: false,
  };
}

/** The body of an `alert.triggered` message (as the outbox stores it). */
export function alertBodyOf(options: {
  ruleId?: string;
  ruleName: string;
  team: string;
  items: Record<string, unknown>[];
  total?: number;
  sample?: boolean;
  timestamp?: string;
}): Record<string, unknown> {
  return {
    type: 'alert.triggered',
    timestamp: options.timestamp ?? new Date().toISOString(),
    data: {
      rule: { id: options.ruleId ?? randomUUID(), name: options.ruleName },
      team: options.team,
      items: options.items,
      total: options.total ?? options.items.length,
      ...(options.sample ? { sample: true } : {}),
    },
  };
}
