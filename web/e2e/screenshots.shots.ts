/**
 * `npm run screenshots -w @heed/web`: every state of the page tour in light and dark, on a desktop
 * and at 360 px, as `docs/screenshots/<page>-<light|dark>-<desktop|mobile>.png` (or in
 * `HEED_SCREENSHOTS_DIR`).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { applyVariant, tourPages, VARIANTS } from './page-tour.ts';
import { launchBrowser, type Stack, startStack, webDir } from './support.ts';

/** `docs/screenshots/`, or `HEED_SCREENSHOTS_DIR` to look at a change without touching those. */
const outputDir =
  process.env.HEED_SCREENSHOTS_DIR || path.join(webDir, '..', 'docs', 'screenshots');

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  await mkdir(outputDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

test('screenshots of every page', async () => {
  const written: string[] = [];
  await tourPages(stack, browser, async (name, page) => {
    for (const variant of VARIANTS) {
      await applyVariant(page, variant);
      const file = path.join(outputDir, `${name}-${variant.scheme}-${variant.device}.png`);
      // The caret blinks and animations move; neither belongs in a committed picture.
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
      written.push(file);
    }
  });
  expect(written.length).toBeGreaterThan(0);
});
