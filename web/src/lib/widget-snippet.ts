/** The HTML that embeds the Heed widget on a site. */
export function widgetSnippet(apiUrl: string, publishableKey: string, surveyId: string): string {
  return `<script src="${apiUrl}/widget/v1/heed.js" data-key="${publishableKey}" data-survey="${surveyId}" async></script>`;
}
