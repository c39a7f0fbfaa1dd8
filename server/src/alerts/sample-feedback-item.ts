import { randomUUID } from 'node:crypto';
import type { FeedbackItem } from '../feedback/feedback-item.ts';

/**
 * The made-up item of a rule's sample message when its survey has none yet: a low rating and a
 * comment, so that every part of a message shows, marked as a sample in its text.
 */
export function sampleFeedbackItem(surveyId: string, at: Date): FeedbackItem {
  const time = at.toISOString();
  return {
    id: randomUUID(),
    surveyId,
    surveyType: 'rating',
    appName: 'sample',
    submittedAt: time,
    receivedAt: time,
    answers: [
      {
        fieldId: 'sample-rating',
        fieldType: 'RATING',
        question: { label: 'How was it? (sample)' },
        value: { type: 'rating', rating: 2, ratingVariant: 'stars', ratingScale: 5 },
      },
      {
        fieldId: 'sample-comment',
        fieldType: 'TEXT',
        question: { label: 'Anything to add? (sample)' },
        value: {
          type: 'text',
          text: 'This is a sample alert from Heed: the survey has no feedback yet.',
        },
      },
    ],
    tags: [],
    themes: [],
    context: null,
    sensitiveDataRedacted: false,
    status: 'new',
    assignee: null,
    statusChangedAt: null,
  };
}
