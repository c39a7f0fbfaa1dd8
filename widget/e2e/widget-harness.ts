import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import {
  queryDatabase,
  type SeededTeam,
  seedTeam,
  startTestApp,
  type TestApp,
} from '@heed/server/testing';
import { launchBrowser } from '@heed/server/testing/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The Content-Security-Policy a test page is served with (`?csp=`): `strict` allows scripts and
 * requests to the API only and styles from the site's own origin (no inline styles); `nonce`
 * allows scripts and styles only with the page's nonce; `style-nonce` allows scripts from the API
 * and styles only with the page's nonce (which the page names in `<meta name="style-nonce">`).
 */
function contentSecurityPolicy(kind: string | null, apiUrl: string, nonce: string) {
  if (kind === 'strict') {
    return `default-src 'none'; script-src ${apiUrl}; connect-src ${apiUrl}; style-src 'self'`;
  }
  if (kind === 'nonce') {
    return `default-src 'none'; script-src 'nonce-${nonce}'; connect-src ${apiUrl}; style-src 'nonce-${nonce}'`;
  }
  if (kind === 'style-nonce') {
    return `default-src 'none'; script-src ${apiUrl}; connect-src ${apiUrl}; style-src 'nonce-${nonce}'`;
  }
  return undefined;
}

/** A site that embeds the widget: every path answers the same page, shaped by its query. */
async function startSite(
  apiUrl: string,
  key: () => string,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    const css = url.searchParams.get('css') === 'unset' ? '<style>* { all: unset }</style>' : '';
    const auto = url.searchParams.get('auto')
      ? ` data-key="${key()}" data-survey="${url.searchParams.get('auto')}" data-question="How was checkout?"`
      : '';
    const nonce = randomBytes(16).toString('base64');
    const policy = contentSecurityPolicy(url.searchParams.get('csp'), apiUrl, nonce);
    const nonceAttribute = policy?.includes(`script-src 'nonce-`) ? ` nonce="${nonce}"` : '';
    const nonceMeta = policy?.includes(`style-src 'nonce-`)
      ? `<meta name="style-nonce" content="${nonce}">`
      : '';
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(policy ? { 'content-security-policy': policy } : {}),
      })
      .end(
        `<!doctype html><html lang="${url.searchParams.get('lang') ?? 'en'}"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width"><title>Shop</title>${nonceMeta}${css}</head>` +
          '<body><main><h1>Shop</h1><button id="before" type="button">Before</button></main>' +
          `<script src="${apiUrl}/widget/v1/heed.js"${nonceAttribute}${auto}></script></body></html>`,
      );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

export interface Harness {
  app: TestApp;
  team: SeededTeam;
  /** The site whose origin the publishable key allows. */
  allowedSite: string;
  /** A site on another origin. */
  otherSite: string;
  browser: Browser;
  /**
   * A fresh browser context (its own storage) and page, the page at `url`; `initScript` runs in
   * the page before any of its own scripts.
   */
  open(
    url: string,
    options?: { colorScheme?: 'light' | 'dark'; initScript?: () => void },
  ): Promise<{ context: BrowserContext; page: Page }>;
  feedback(surveyId: string): Promise<
    {
      answers: unknown[];
      context: unknown;
      deduplication_key: string | null;
      started_at: Date | null;
    }[]
  >;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const app = await startTestApp();
  let key = '';
  const allowed = await startSite(app.url, () => key);
  const other = await startSite(app.url, () => key);
  const team = await seedTeam(app, { slug: 'widget-team', allowedOrigins: [allowed.url] });
  key = team.publishableKey.value;
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    app,
    team,
    allowedSite: allowed.url,
    otherSite: other.url,
    browser,
    async open(url, options = {}) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 720 },
        colorScheme: options.colorScheme ?? 'light',
      });
      contexts.push(context);
      if (options.initScript) await context.addInitScript(options.initScript);
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForFunction(() => 'Heed' in window);
      return { context, page };
    },
    feedback: (surveyId) =>
      queryDatabase(
        app,
        'select answers, context, deduplication_key, started_at from feedback where survey_id = $1',
        [surveyId],
      ),
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      for (const server of [allowed.server, other.server]) {
        server.closeAllConnections();
        server.close();
      }
      await app.close();
    },
  };
}

/** Opens a survey on the page with `Heed.open`; events land in `window.heedEvents`. */
export async function openSurvey(
  page: Page,
  key: string,
  options: Record<string, unknown>,
): Promise<void> {
  await page.evaluate(
    ({ key, options }) => {
      const events: unknown[] = [];
      (window as unknown as { heedEvents: unknown[] }).heedEvents = events;
      (window as unknown as { Heed: { open(o: unknown): unknown } }).Heed.open({
        key,
        force: true,
        ...options,
        onSubmit: () => events.push({ event: 'submit' }),
        onSuccess: (receipt: unknown) => events.push({ event: 'success', receipt }),
        onError: (error: unknown) => events.push({ event: 'error', error }),
        onClose: () => events.push({ event: 'close' }),
      });
    },
    { key, options },
  );
}

export function events(page: Page): Promise<{ event: string; [k: string]: unknown }[]> {
  return page.evaluate(() => (window as unknown as { heedEvents: never[] }).heedEvents);
}

/** axe-core's WCAG 2.x A/AA and best-practice findings inside the widget, and the rules passed. */
export async function axeScan(
  page: Page,
): Promise<{ violations: { id: string; nodes: unknown[] }[]; passed: string[] }> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: unknown,
            options: unknown,
          ): Promise<{ violations: { id: string; nodes: unknown[] }[]; passes: { id: string }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { include: [['[data-heed-survey]']] },
      {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
      },
    );
    return {
      violations: result.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes,
      })),
      passed: result.passes.map((rule) => rule.id),
    };
  });
}

/** Polls until `probe` gives a value (at most `withinMs`). */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  withinMs = 15_000,
): Promise<T | undefined> {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const FOUR_TYPES = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'mood',
      fieldType: 'RATING',
      label: 'How was it?',
      ratingVariant: 'emoji',
      ratingScale: 5,
    },
    {
      fieldId: 'stars',
      fieldType: 'RATING',
      label: 'Rate the product',
      ratingVariant: 'stars',
      ratingScale: 5,
    },
    {
      fieldId: 'helpful',
      fieldType: 'RATING',
      label: 'Was this helpful?',
      ratingVariant: 'thumbs',
      ratingScale: 2,
    },
    {
      fieldId: 'recommend',
      fieldType: 'RATING',
      label: 'Would you recommend us?',
      ratingVariant: 'nps',
      ratingScale: 10,
    },
    { fieldId: 'comment', fieldType: 'TEXT', label: 'Anything to add?' },
    {
      fieldId: 'channel',
      fieldType: 'SINGLE_CHOICE',
      label: 'How did you find us?',
      options: [
        { optionId: 'search', label: 'Search engine' },
        { optionId: 'friend', label: 'A friend' },
      ],
    },
    {
      fieldId: 'topics',
      fieldType: 'MULTI_CHOICE',
      label: 'What do you use?',
      options: [
        { optionId: 'export', label: 'Export' },
        { optionId: 'tags', label: 'Tags' },
      ],
    },
  ],
};

export const ONE_RATING = {
  surveyType: 'rating',
  fields: [
    {
      fieldId: 'mood',
      fieldType: 'RATING',
      label: 'How was it?',
      ratingVariant: 'emoji',
      ratingScale: 5,
    },
  ],
};
