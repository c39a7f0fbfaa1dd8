import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type Harness, openSurvey, startHarness } from './widget-harness.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

/**
 * Records every Content-Security-Policy violation the page reports, from its first moment (runs
 * in the page, so it is self-contained).
 */
function recordViolations() {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
  });
}

/** As `recordViolations`, in a browser without constructable style sheets. */
function recordViolationsWithoutConstructableSheets() {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
  });
  delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

const title = (page: Page) => page.locator('[data-heed-survey] h2');

/** How the widget is laid out and styled, seen from the page. */
function looks(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('[data-heed-survey]') as HTMLElement;
    const root = host.shadowRoot as ShadowRoot;
    const panel = root.querySelector('.heed') as HTMLElement;
    const send = root.querySelector('button[type=submit]') as HTMLElement;
    const option = root.querySelector('.opt span') as HTMLElement;
    const box = panel.getBoundingClientRect();
    return {
      position: getComputedStyle(panel).position,
      width: Math.round(box.width),
      right: Math.round(innerWidth - box.right),
      bottom: Math.round(innerHeight - box.bottom),
      hostHeight: host.getBoundingClientRect().height,
      sendBackground: getComputedStyle(send).backgroundColor,
      optionMinWidth: getComputedStyle(option).minWidth,
      styleElements: [...root.querySelectorAll('style')].map((style) => ({
        nonce: style.nonce,
      })),
      adopted: root.adoptedStyleSheets?.length ?? null,
      styleAttributes: root.querySelectorAll('[style]').length,
    };
  });
}

const WIDGET_LOOKS = {
  position: 'fixed',
  width: 360,
  right: 16,
  bottom: 16,
  hostHeight: 0,
  sendBackground: 'rgb(36, 80, 199)',
  optionMinWidth: '40px',
  styleAttributes: 0,
};

async function answerAndSend(page: Page, surveyId: string) {
  await page.getByRole('radio', { name: /Happy \(4 of 5\)/ }).check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => title(page).textContent()).toBe('Thank you for your answer!');
  const rows = await eventually(async () => {
    const found = await harness.feedback(surveyId);
    return found.length > 0 ? found : undefined;
  });
  expect(rows?.map((row) => row.answers)).toEqual([
    [
      {
        fieldId: 'rating',
        fieldType: 'RATING',
        question: { label: 'How was checkout?' },
        value: { type: 'rating', rating: 4, ratingVariant: 'emoji', ratingScale: 5 },
      },
    ],
  ]);
}

/** The page's policy is in force: an inline style element added now is refused and reported. */
async function expectInlineStylesRefused(page: Page) {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { color: red }';
    document.head.append(style);
  });
  await expect.poll(() => violations(page)).toEqual(['style-src-elem inline']);
}

describe('the widget on a page with a strict Content-Security-Policy', () => {
  it('without inline styles allowed: renders styled and floating, breaks no rule, and sends', async () => {
    const { page } = await harness.open(`${harness.allowedSite}/?csp=strict&auto=csp-strict`, {
      initScript: recordViolations,
    });
    await expect.poll(() => title(page).textContent()).toBe('Quick question');
    expect(await looks(page)).toEqual({ ...WIDGET_LOOKS, styleElements: [], adopted: 1 });
    await answerAndSend(page, 'csp-strict');
    expect(await violations(page)).toEqual([]);
    await expectInlineStylesRefused(page);
  });

  it('with a style nonce, in a browser without constructable style sheets: styles through the script tag’s nonce', async () => {
    const { page } = await harness.open(`${harness.allowedSite}/?csp=nonce&auto=csp-nonce`, {
      initScript: recordViolationsWithoutConstructableSheets,
    });
    await expect.poll(() => title(page).textContent()).toBe('Quick question');
    const nonce = await page.evaluate(
      () => (document.querySelector('script[src*="heed.js"]') as HTMLScriptElement).nonce,
    );
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await looks(page)).toEqual({
      ...WIDGET_LOOKS,
      styleElements: [{ nonce }],
      adopted: null,
    });
    await answerAndSend(page, 'csp-nonce');
    expect(await violations(page)).toEqual([]);
    await expectInlineStylesRefused(page);
  });

  it('with a style nonce given to Heed.open, in a browser without constructable style sheets: styles with that nonce', async () => {
    const { page } = await harness.open(`${harness.allowedSite}/?csp=style-nonce`, {
      initScript: recordViolationsWithoutConstructableSheets,
    });
    const nonce = await page.evaluate(
      () => document.querySelector('meta[name=style-nonce]')?.getAttribute('content') ?? '',
    );
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'csp-style-nonce',
      nonce,
      definition: {
        surveyType: 'rating',
        fields: [
          {
            fieldId: 'rating',
            fieldType: 'RATING',
            label: 'How was checkout?',
            ratingVariant: 'emoji',
            ratingScale: 5,
          },
        ],
      },
    });
    expect(await looks(page)).toEqual({
      ...WIDGET_LOOKS,
      styleElements: [{ nonce }],
      adopted: null,
    });
    await answerAndSend(page, 'csp-style-nonce');
    expect(await violations(page)).toEqual([]);
    await expectInlineStylesRefused(page);
  });
});
