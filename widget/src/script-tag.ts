/**
 * The script tag build: `window.Heed = { open, flush, version }`. With `data-key` and
 * `data-survey` on the script element it opens that survey by itself: the definition comes from
 * `<script type="application/json" data-heed-definition="<surveyId>">` on the page, or else is
 * one rating question from `data-question` (and `data-variant`, default emoji). The script
 * element's `nonce` is the default style nonce (see `HeedOptions.nonce`).
 */
import { flush, open, VERSION } from './index.ts';
import type { HeedOptions, SurveyDefinition } from './options.ts';

declare global {
  interface Window {
    Heed?: { open: typeof open; flush: typeof flush; version: string };
  }
}

const script = document.currentScript as HTMLScriptElement | null;
const scriptOrigin = script?.src ? new URL(script.src).origin : location.origin;
const scriptNonce = script?.nonce || undefined;

function openWithDefaults(options: Omit<HeedOptions, 'apiUrl'> & { apiUrl?: string }) {
  return open({
    ...options,
    apiUrl: options.apiUrl ?? scriptOrigin,
    ...(options.nonce || !scriptNonce ? {} : { nonce: scriptNonce }),
  });
}

window.Heed = { open: openWithDefaults, flush, version: VERSION };
flush();

function definitionFor(surveyId: string, data: DOMStringMap): SurveyDefinition {
  for (const element of document.querySelectorAll('script[data-heed-definition]')) {
    if ((element as HTMLScriptElement).dataset.heedDefinition === surveyId) {
      return JSON.parse(element.textContent ?? '') as SurveyDefinition;
    }
  }
  const variant = (data.variant ?? 'emoji') as 'emoji' | 'thumbs' | 'stars' | 'nps';
  return {
    surveyType: 'rating',
    fields: [
      {
        fieldId: 'rating',
        fieldType: 'RATING',
        label: data.question ?? 'How was your experience?',
        ratingVariant: variant,
        ratingScale: { emoji: 5, thumbs: 2, stars: 5, nps: 10 }[variant] ?? 5,
      },
    ],
  };
}

const data = script?.dataset;
if (data?.key && data.survey) {
  const { key, survey } = data;
  const start = () =>
    openWithDefaults({
      key,
      surveyId: survey,
      definition: definitionFor(survey, data),
      ...(data.api ? { apiUrl: data.api } : {}),
      ...(data.lang ? { lang: data.lang } : {}),
      mode: data.mode === 'steps' ? 'steps' : 'page',
    });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}
