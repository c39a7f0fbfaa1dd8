/**
 * The survey id the onboarding's snippet, the demo page and its embed example all name, so the
 * answers of a first try land in one survey.
 */
export const FIRST_SURVEY_ID = 'heed-demo';

/** The HTML that embeds the Heed widget on a site. */
export function widgetSnippet(apiUrl: string, publishableKey: string, surveyId: string): string {
  return `<script src="${apiUrl}/widget/v1/heed.js" data-key="${publishableKey}" data-survey="${surveyId}" async></script>`;
}
