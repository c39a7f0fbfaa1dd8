/**
 * What the submission bench sends: a browser's submission as the widget makes it (1.5 kB),
 * with every feature the hot path has on. Four fields (a 1–5 rating, an NPS, a single choice and
 * a text answer that the redaction scans and the themes match), the widget's context, timing, and
 * the survey's definition (registered by the first submission, checked on every later one).
 */
import type { submissionSchema } from '@heed/contracts';
import type { z } from 'zod';

/** The origin the bench's publishable key allows and every request is sent from. */
export const BENCH_ORIGIN = 'https://shop.example.com';

/** Themes defined on the bench team; the text answer mentions the first one. */
export const BENCH_THEMES: readonly (readonly [name: string, keyword: string])[] = [
  ['Payment', 'payment'],
  ['Delivery', 'delivery'],
];

export const BENCH_SUBMISSION = {
  schemaVersion: 2,
  surveyId: 'checkout-satisfaction',
  surveyType: 'rating',
  submittedAt: '2026-11-22T10:15:00Z',
  timeToCompleteMs: 48_000,
  context: {
    pathname: '/checkout/confirmation',
    deviceType: 'desktop',
    viewport: { width: 1440, height: 900 },
    locale: 'en-GB',
    tags: { release: '2026.11' },
  },
  answers: [
    {
      fieldId: 'overall',
      fieldType: 'RATING',
      question: { label: 'How was checkout?' },
      value: { type: 'rating', rating: 4, ratingVariant: 'stars', ratingScale: 5 },
    },
    {
      fieldId: 'recommend',
      fieldType: 'RATING',
      question: { label: 'Would you recommend us?' },
      value: { type: 'rating', rating: 9, ratingVariant: 'nps', ratingScale: 10 },
    },
    {
      fieldId: 'channel',
      fieldType: 'SINGLE_CHOICE',
      question: { label: 'How did you find us?' },
      value: { type: 'singleChoice', selectedOptionId: 'search' },
    },
    {
      fieldId: 'comment',
      fieldType: 'TEXT',
      question: { label: 'Anything to add?' },
      value: {
        type: 'text',
        text: 'The payment page was slow and asked for my postcode twice; the rest was quick.',
      },
    },
  ],
  definition: {
    surveyType: 'rating',
    fields: [
      {
        fieldId: 'overall',
        fieldType: 'RATING',
        label: 'How was checkout?',
        ratingVariant: 'stars',
        ratingScale: 5,
      },
      {
        fieldId: 'recommend',
        fieldType: 'RATING',
        label: 'Would you recommend us?',
        ratingVariant: 'nps',
        ratingScale: 10,
      },
      {
        fieldId: 'channel',
        fieldType: 'SINGLE_CHOICE',
        label: 'How did you find us?',
        options: [
          { optionId: 'search', label: 'Search' },
          { optionId: 'friend', label: 'A friend' },
        ],
      },
      { fieldId: 'comment', fieldType: 'TEXT', label: 'Anything to add?' },
    ],
  },
} satisfies z.input<typeof submissionSchema>;

export const BENCH_SUBMISSION_BODY = JSON.stringify(BENCH_SUBMISSION);

const TEXTS = [
  'The payment page was slow and asked for my postcode twice; the rest was quick.',
  'Delivery options were clear, but I could not pick a time slot for the weekend.',
  'Everything worked, thanks! I will come back for the winter sale next month.',
  'My card was declined twice before the payment went through with the same card.',
  'Could not find the gift wrapping option until the very last step of checkout.',
];

/**
 * The bodies the bench cycles through, the same for every target: `BENCH_SUBMISSION` with the
 * rating, NPS, choice and text varied (three of the five texts name a theme), so that rows in one
 * batch differ as real submissions do and nothing gains from identical requests. 60 bodies, 58 of
 * them different, 1.5 kB each.
 */
export const BENCH_SUBMISSION_BODIES: readonly string[] = Array.from({ length: 60 }, (_, i) =>
  JSON.stringify({
    ...BENCH_SUBMISSION,
    answers: BENCH_SUBMISSION.answers.map((answer) => {
      switch (answer.fieldId) {
        case 'overall':
          return { ...answer, value: { ...answer.value, rating: 1 + (i % 5) } };
        case 'recommend':
          return { ...answer, value: { ...answer.value, rating: (i * 7) % 11 } };
        case 'channel':
          return {
            ...answer,
            value: { ...answer.value, selectedOptionId: i % 3 ? 'search' : 'friend' },
          };
        default:
          return { ...answer, value: { ...answer.value, text: TEXTS[i % TEXTS.length] } };
      }
    }),
  }),
);
