import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applyVariant, tourPages, VARIANTS } from './page-tour.ts';
import { launchBrowser, type Stack, startStack } from './support.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

interface AxeResult {
  passes: unknown[];
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

interface Axe {
  run(context: Document): Promise<AxeResult>;
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated by the browser's debugging protocol: an inline <script> would be refused by the
  // page's Content-Security-Policy (it has no nonce), as any injected script should be.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document);
    // A scan that checked nothing would pass anything.
    if (result.passes.length === 0) throw new Error('axe checked no rule');
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  });
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** Elements wider than the viewport that make the document scroll sideways. */
async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 10)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
}

describe('accessibility (axe-core)', () => {
  test('no page of the dashboard shell has a serious or critical violation or scrolls sideways, light or dark, desktop or 360 px', async () => {
    const found: Record<string, Violation[]> = {};
    const wide: Record<string, string[]> = {};
    const scanned: string[] = [];
    await tourPages(stack, browser, async (name, page) => {
      for (const variant of VARIANTS) {
        await applyVariant(page, variant);
        const key = `${name}-${variant.scheme}-${variant.device}`;
        scanned.push(key);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[key] = violations;
        const overflow = await horizontalOverflow(page);
        if (overflow.length > 0) wide[key] = overflow;
      }
    });
    // The shell's 18 states (the demo page among them), the 10 of the survey pages and the 3 of
    // the alerts.
    expect(scanned.length).toBe(31 * VARIANTS.length);
    expect(found).toEqual({});
    // At 360 px (and on a desktop) nothing makes the page scroll sideways.
    expect(wide).toEqual({});
  }, 300_000);

  test('every page starts with a skip link to the main content and shows where the focus is', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-org-admin', '/org');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return {
        text: element.textContent,
        href: element.getAttribute('href'),
        outline: style.outlineStyle,
        width: style.outlineWidth,
      };
    });
    expect(focused).toMatchObject({
      text: 'Skip to content',
      href: '#main',
      outline: 'solid',
      width: '3px',
    });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
