import { FIRST_SURVEY_ID } from '#lib/widget-snippet.ts';

/** The survey the demo page asks: one question of each kind, and a follow-up for low ratings. */
export const DEMO_SURVEY_ID = FIRST_SURVEY_ID;

export const DEMO_DEFINITION = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'first-impression',
      fieldType: 'RATING',
      label: 'How is your first impression of Heed?',
      ratingVariant: 'emoji',
      ratingScale: 5,
    },
    { fieldId: 'missing', fieldType: 'TEXT', label: 'What is missing?' },
    {
      fieldId: 'role',
      fieldType: 'SINGLE_CHOICE',
      label: 'What is your role?',
      options: [
        { optionId: 'developer', label: 'Developer' },
        { optionId: 'designer', label: 'Designer' },
        { optionId: 'product', label: 'Product' },
        { optionId: 'other', label: 'Other' },
      ],
    },
    {
      fieldId: 'recommend',
      fieldType: 'RATING',
      label: 'How likely are you to recommend Heed to a colleague?',
      ratingVariant: 'nps',
      ratingScale: 10,
    },
  ],
};

/** The follow-up question only for a low first impression. */
export const DEMO_CONDITIONS = { missing: { fieldId: 'first-impression', rating: { max: 3 } } };

export const KEY_STORAGE = 'heed:demo:key';
export const KEY_PATTERN = /^heed_pk_live_[A-Za-z0-9]{32,}$/;

/** The two lines a site adds to ask its visitors. */
export function embedSnippet(scriptUrl: string, key: string): string {
  return (
    `<script src="${scriptUrl}"\n` +
    `  data-key="${key || 'heed_pk_live_…'}" data-survey="${DEMO_SURVEY_ID}" async></script>`
  );
}
