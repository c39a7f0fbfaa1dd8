import { type Answer, SUBMISSION_EXAMPLE } from '@heed/contracts';

/** A submission to the API's public edge with a secret key, as a backend sends one. */
export interface TestSubmission {
  surveyId: string;
  overall: number;
  recommend: number;
  channel: 'search' | 'friend' | 'ad';
  comment?: string;
  deviceType?: 'mobile' | 'tablet' | 'desktop';
}

export const definition = {
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
        { optionId: 'search', label: 'Search engine' },
        { optionId: 'friend', label: 'A friend' },
        { optionId: 'ad', label: 'An advert' },
      ],
    },
    { fieldId: 'comment', fieldType: 'TEXT', label: 'Anything to add?' },
  ],
};

/** The stored answers of a submission (the shape `insertFeedbackRows` takes). */
export function surveyAnswers(submission: TestSubmission): Answer[] {
  return [
    {
      fieldId: 'overall',
      fieldType: 'RATING',
      question: { label: 'How was checkout?' },
      value: { type: 'rating', rating: submission.overall, ratingVariant: 'stars', ratingScale: 5 },
    },
    {
      fieldId: 'recommend',
      fieldType: 'RATING',
      question: { label: 'Would you recommend us?' },
      value: {
        type: 'rating',
        rating: submission.recommend,
        ratingVariant: 'nps',
        ratingScale: 10,
      },
    },
    {
      fieldId: 'channel',
      fieldType: 'SINGLE_CHOICE',
      question: { label: 'How did you find us?' },
      value: { type: 'singleChoice', selectedOptionId: submission.channel },
    },
    ...(submission.comment
      ? [
          {
            fieldId: 'comment',
            fieldType: 'TEXT' as const,
            question: { label: 'Anything to add?' },
            value: { type: 'text' as const, text: submission.comment },
          },
        ]
      : []),
  ];
}

/** Posts one submission; fails the test unless the API answers 201. Returns the feedback id. */
export async function submitFeedback(
  apiUrl: string,
  secretKey: string,
  submission: TestSubmission,
): Promise<string> {
  const body = {
    schemaVersion: SUBMISSION_EXAMPLE.schemaVersion,
    surveyId: submission.surveyId,
    surveyType: 'rating',
    submittedAt: `${new Date().toISOString().slice(0, 19)}Z`,
    answers: surveyAnswers(submission),
    definition,
    context: {
      pathname: '/checkout',
      deviceType: submission.deviceType ?? 'desktop',
      locale: 'en-GB',
    },
  };
  const response = await fetch(`${apiUrl}/api/v1/submission`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { id?: string };
  if (response.status !== 201 || !answer.id) {
    throw new Error(`submission answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer.id;
}

/** 24 responses to a multiple-choice question: Card 12, Invoice 14, PayPal 10 (36 chosen). */
export async function submitPaymentResponses(
  apiUrl: string,
  secretKey: string,
  surveyId: string,
): Promise<void> {
  const definition = {
    surveyType: 'rating',
    fields: [
      {
        fieldId: 'payment',
        fieldType: 'MULTI_CHOICE',
        label: 'How did you pay?',
        options: [
          { optionId: 'card', label: 'Card' },
          { optionId: 'invoice', label: 'Invoice' },
          { optionId: 'paypal', label: 'PayPal' },
        ],
      },
    ],
  };
  for (let i = 0; i < 24; i++) {
    const selected = [
      ...(i < 12 ? ['card'] : []),
      ...(i >= 10 ? ['invoice'] : []),
      ...(i % 12 < 5 ? ['paypal'] : []),
    ];
    const response = await fetch(`${apiUrl}/api/v1/submission`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        schemaVersion: 2,
        surveyId,
        surveyType: 'rating',
        submittedAt: `${new Date().toISOString().slice(0, 19)}Z`,
        definition,
        answers: [
          {
            fieldId: 'payment',
            fieldType: 'MULTI_CHOICE',
            question: { label: 'How did you pay?' },
            value: { type: 'multiChoice', selectedOptionIds: selected },
          },
        ],
      }),
    });
    if (response.status !== 201) {
      throw new Error(`submission answered ${response.status}: ${await response.text()}`);
    }
  }
}
