import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeScan,
  events,
  eventually,
  FOUR_TYPES,
  type Harness,
  ONE_RATING,
  openSurvey,
  startHarness,
} from './widget-harness.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const title = (page: Page) => page.locator('[data-heed-survey] h2');
/** What has focus, seen through the widget's shadow root. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const inner = document.querySelector('[data-heed-survey]')?.shadowRoot?.activeElement;
    const element = inner ?? document.activeElement;
    return {
      tag: element?.tagName.toLowerCase(),
      id: element?.id,
      label: element?.getAttribute('aria-label') ?? element?.textContent?.trim(),
      value: (element as HTMLInputElement | null)?.value,
    };
  });

async function stored(surveyId: string) {
  return eventually(async () => {
    const rows = await harness.feedback(surveyId);
    return rows.length > 0 ? rows : undefined;
  });
}

describe('keyboard, accessibility and looks', () => {
  it('completes every field type with the keyboard alone', async () => {
    const { page } = await harness.open(`${harness.allowedSite}/`);
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'keyboard',
      definition: FOUR_TYPES,
      scaleLabels: { stars: { low: 'Poor', high: 'Excellent' } },
    });
    expect(await focused(page)).toMatchObject({ tag: 'h2' });
    const k = page.keyboard;
    await k.press('Tab'); // emoji group: the first face
    expect(await focused(page)).toMatchObject({ tag: 'input', value: '1' });
    for (let i = 0; i < 3; i++) await k.press('ArrowRight'); // → 4
    await k.press('Tab'); // stars
    for (let i = 0; i < 4; i++) await k.press('ArrowRight'); // → 5
    await k.press('Tab'); // thumbs
    await k.press('ArrowRight'); // → 2 (up)
    await k.press('Tab'); // nps, from 0
    for (let i = 0; i < 9; i++) await k.press('ArrowRight'); // → 9
    await k.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'textarea' });
    await k.type('Quick and easy');
    await expect
      .poll(() => page.locator('[data-heed-survey] .count').textContent())
      .toBe('14 of 2000 characters');
    await k.press('Tab'); // single choice: the first option
    await k.press('ArrowDown'); // → friend
    await k.press('Tab'); // multi choice: export
    await k.press('Space');
    await k.press('Tab'); // tags
    await k.press('Space');
    await k.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', label: 'Send' });
    await k.press('Enter');
    await expect.poll(() => title(page).textContent()).toBe('Thank you for your answer!');
    expect(await focused(page)).toMatchObject({ tag: 'h2' });

    const rows = await stored('keyboard');
    expect(rows?.[0]?.answers.map((answer) => (answer as { value: unknown }).value)).toEqual([
      { type: 'rating', rating: 4, ratingVariant: 'emoji', ratingScale: 5 },
      { type: 'rating', rating: 5, ratingVariant: 'stars', ratingScale: 5 },
      { type: 'rating', rating: 2, ratingVariant: 'thumbs', ratingScale: 2 },
      { type: 'rating', rating: 9, ratingVariant: 'nps', ratingScale: 10 },
      { type: 'text', text: 'Quick and easy' },
      { type: 'singleChoice', selectedOptionId: 'friend' },
      { type: 'multiChoice', selectedOptionIds: ['export', 'tags'] },
    ]);
  });

  it('is axe-clean in light and dark, and shows ratings as radio groups with legends and end labels', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await harness.open(`${harness.allowedSite}/`, { colorScheme });
      await openSurvey(page, harness.team.publishableKey.value, {
        surveyId: 'axe',
        definition: FOUR_TYPES,
        scaleLabels: { stars: { low: 'Poor', high: 'Excellent' } },
      });
      const group = page.getByRole('radiogroup', { name: 'Would you recommend us?' });
      await expect.poll(() => group.getByRole('radio').count()).toBe(11);
      expect(await group.getAttribute('aria-describedby')).toBeTruthy();
      expect(await page.getByText('Extremely likely').count()).toBe(1);
      expect(await page.getByText('Excellent').count()).toBe(1);
      const scan = await axeScan(page);
      expect(scan.violations).toEqual([]);
      // The rules that matter here did look inside the shadow root.
      expect(scan.passed).toEqual(
        expect.arrayContaining(['color-contrast', 'label', 'aria-allowed-role', 'button-name']),
      );
      // The error state too: the live region with its message.
      await page.getByRole('button', { name: 'Send' }).click();
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe('Please answer at least one question.');
      expect((await axeScan(page)).violations).toEqual([]);
    }
  });

  it('takes back "Please answer at least one question." as soon as an answer is given', async () => {
    const { page } = await harness.open(`${harness.allowedSite}/`);
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'reminder',
      definition: FOUR_TYPES,
    });
    const status = page.getByRole('status');
    const send = page.getByRole('button', { name: 'Send' });
    const comment = page.getByRole('textbox', { name: 'Anything to add?' });
    await send.click();
    await expect.poll(() => status.textContent()).toBe('Please answer at least one question.');
    await comment.fill('   '); // blank is no answer: the reminder stays
    expect(await status.textContent()).toBe('Please answer at least one question.');
    await comment.fill('Fine');
    expect(await status.textContent()).toBe('');
    await comment.fill('');
    await send.click();
    await expect.poll(() => status.textContent()).toBe('Please answer at least one question.');
    await page.getByRole('checkbox', { name: 'Tags' }).check();
    expect(await status.textContent()).toBe('');
    await page.getByRole('checkbox', { name: 'Tags' }).uncheck();
    await send.click();
    await expect.poll(() => status.textContent()).toBe('Please answer at least one question.');
    await page.getByRole('radio', { name: /Happy \(4 of 5\)/ }).check();
    expect(await status.textContent()).toBe('');
    await send.click();
    await expect.poll(() => title(page).textContent()).toBe('Thank you for your answer!');
    expect((await stored('reminder'))?.map((row) => row.answers)).toEqual([
      [
        {
          fieldId: 'mood',
          fieldType: 'RATING',
          question: { label: 'How was it?' },
          value: { type: 'rating', rating: 4, ratingVariant: 'emoji', ratingScale: 5 },
        },
      ],
    ]);
  });

  it('is not broken by the page’s `* { all: unset }`, and its own styles stay inside', async () => {
    const { page } = await harness.open(`${harness.allowedSite}/?css=unset`);
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'unset',
      definition: ONE_RATING,
    });
    const looks = await page.evaluate(() => {
      const root = document.querySelector('[data-heed-survey]')?.shadowRoot;
      const panel = root?.querySelector('.heed') as HTMLElement;
      const send = root?.querySelector('button[type=submit]') as HTMLElement;
      const style = getComputedStyle(panel);
      const box = panel.getBoundingClientRect();
      return {
        position: style.position,
        width: Math.round(box.width),
        right: Math.round(innerWidth - box.right),
        font: style.fontFamily,
        sendBackground: getComputedStyle(send).backgroundColor,
        sendPadding: getComputedStyle(send).paddingLeft,
        pageButtonBackground: getComputedStyle(document.getElementById('before') as HTMLElement)
          .backgroundColor,
      };
    });
    expect(looks).toMatchObject({
      position: 'fixed',
      width: 360,
      right: 16,
      sendBackground: 'rgb(36, 80, 199)',
      sendPadding: '16px',
      pageButtonBackground: 'rgba(0, 0, 0, 0)',
    });
    expect(looks.font).toContain('system-ui');
    await page.getByRole('radio', { name: /Happy \(4 of 5\)/ }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => title(page).textContent()).toBe('Thank you for your answer!');
    expect(await stored('unset')).toHaveLength(1);
  });

  it('takes position, colours and font from --heed-* custom properties, and fills a small screen', async () => {
    const { page } = await harness.open(`${harness.allowedSite}/`);
    await page.addStyleTag({
      content:
        '[data-heed-survey] { --heed-accent: #006400; --heed-inset: 16px auto auto 16px; --heed-font: Georgia, serif }',
    });
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'themed',
      definition: ONE_RATING,
    });
    const looks = () =>
      page.evaluate(() => {
        const root = document.querySelector('[data-heed-survey]')?.shadowRoot;
        const panel = root?.querySelector('.heed') as HTMLElement;
        const box = panel.getBoundingClientRect();
        return {
          left: Math.round(box.left),
          top: Math.round(box.top),
          width: Math.round(box.width),
          font: getComputedStyle(panel).fontFamily,
          accent: getComputedStyle(root?.querySelector('button[type=submit]') as HTMLElement)
            .backgroundColor,
        };
      });
    expect(await looks()).toEqual({
      left: 16,
      top: 16,
      width: 360,
      font: 'Georgia, serif',
      accent: 'rgb(0, 100, 0)',
    });
    await page.setViewportSize({ width: 375, height: 667 });
    expect(await looks()).toMatchObject({ left: 0, width: 375 });
  });

  it('one step at a time: moves focus to each step, shows conditional fields, sends no hidden answers', async () => {
    const { page } = await harness.open(`${harness.allowedSite}/`);
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'steps',
      mode: 'steps',
      definition: {
        surveyType: 'rating',
        fields: [
          {
            fieldId: 'overall',
            fieldType: 'RATING',
            label: 'Overall?',
            ratingVariant: 'stars',
            ratingScale: 5,
          },
          { fieldId: 'why', fieldType: 'TEXT', label: 'What went wrong?' },
          { fieldId: 'more', fieldType: 'TEXT', label: 'Anything else?' },
        ],
      },
      conditions: { why: { fieldId: 'overall', rating: { max: 2 } } },
    });
    const step = page.locator('[data-heed-survey] .step');
    const k = page.keyboard;
    await k.press('Tab');
    await k.press('Space'); // 1 star: "why" appears
    expect(await step.textContent()).toBe('Question 1 of 3');
    await k.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'textarea' });
    await k.type('Slow');
    await k.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', label: 'Back' });
    await k.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'input', value: '1' });
    for (let i = 0; i < 4; i++) await k.press('ArrowRight'); // 5 stars: "why" hides
    expect(await step.textContent()).toBe('Question 1 of 2');
    await k.press('Enter');
    await k.type('All good'); // Enter in a text area is a new line: Tab on to Send
    await k.press('Tab');
    await k.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', label: 'Send' });
    await k.press('Enter');
    await expect.poll(() => title(page).textContent()).toBe('Thank you for your answer!');
    const rows = await stored('steps');
    expect(rows?.[0]?.answers.map((answer) => (answer as { fieldId: string }).fieldId)).toEqual([
      'overall',
      'more',
    ]);
  });

  it('returns focus on close, remembers the dismissal, and speaks Norwegian when the page does', async () => {
    const { page } = await harness.open(`${harness.allowedSite}/?lang=nb-NO`);
    await page.focus('#before');
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'cooldown',
      definition: ONE_RATING,
      force: false,
    });
    expect(await title(page).textContent()).toBe('Et raskt spørsmål');
    expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Lukk' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-heed-survey]').count()).toBe(0);
    expect(await focused(page)).toMatchObject({ id: 'before' });
    expect((await events(page)).map((e) => e.event)).toEqual(['close']);
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'cooldown',
      definition: ONE_RATING,
      force: false,
    });
    expect(await page.locator('[data-heed-survey]').count()).toBe(0);
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'cooldown',
      definition: ONE_RATING,
      force: false,
      cooldownDays: 0,
      messages: { title: 'Hva synes du?' },
    });
    expect(await title(page).textContent()).toBe('Hva synes du?');
  });
});
