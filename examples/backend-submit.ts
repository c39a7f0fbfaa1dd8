/**
 * A backend sending answers to Heed with the typed client: submit with a secret key, handle a
 * definition conflict, list the team's keys.
 *
 *   HEED_API_URL=https://heed.example HEED_SECRET_KEY=heed_sk_live_… node examples/backend-submit.ts
 */
import { createHeedClient, isDefinitionConflict, type Submission } from '@heed/client';

const { HEED_API_URL: baseUrl, HEED_SECRET_KEY: key } = process.env;
if (!baseUrl || !key) {
  console.error('Set HEED_API_URL and HEED_SECRET_KEY.');
  process.exit(2);
}

const heed = createHeedClient({ baseUrl, key });

const definition: Submission['definition'] = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'resolved',
      fieldType: 'RATING',
      label: 'Was your problem solved?',
      ratingVariant: 'thumbs',
      ratingScale: 2,
    },
    { fieldId: 'comment', fieldType: 'TEXT', label: 'Anything we should know?' },
  ],
};

// 1. Submit: the client adds a deduplicationKey and retries 429/503 after Retry-After.
const receipt = await heed.submit({
  schemaVersion: 2,
  surveyId: 'support-chat',
  surveyType: 'rating',
  submittedAt: new Date().toISOString(),
  answers: [
    {
      fieldId: 'resolved',
      fieldType: 'RATING',
      question: { label: 'Was your problem solved?' },
      value: { type: 'rating', rating: 2, ratingVariant: 'thumbs', ratingScale: 2 },
    },
  ],
  definition,
  context: { tags: { channel: 'chat' } },
});
console.log(`stored ${receipt.id} (${receipt.surveyIdRef})`);

// 2. A changed structure (the comment moved in front) is refused with a typed diff.
try {
  await heed.submit({
    schemaVersion: 2,
    surveyId: 'support-chat',
    surveyType: 'rating',
    submittedAt: new Date().toISOString(),
    answers: [
      {
        fieldId: 'comment',
        fieldType: 'TEXT',
        question: { label: 'Anything we should know?' },
        value: { type: 'text', text: 'Fast answer, thanks.' },
      },
    ],
    definition: { ...definition, fields: [...definition.fields].reverse() },
  });
} catch (error) {
  if (!isDefinitionConflict(error)) throw error;
  for (const change of error.problem.diff.changes) {
    console.log(`definition conflict: ${change.change} ${change.fieldId}`);
  }
}

// 3. The team's keys: prefixes and metadata, never a key value.
for (const apiKey of await heed.listKeys()) {
  console.log(`key ${apiKey.keyPrefix} ${apiKey.keyType} ${apiKey.appName} ${apiKey.status}`);
}
