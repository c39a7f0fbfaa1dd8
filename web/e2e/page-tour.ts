/**
 * A walk through every page of the dashboard shell in its typical states, from an empty database.
 * At each state `capture(name, page)` is called; the accessibility scan and the screenshot script
 * use it (one walk, several looks). Pages added to the dashboard join the walk here.
 */
import type { Browser, Page } from 'playwright-core';
import type { Stack } from './support.ts';
import { tourSurveyPages } from './survey-tour.ts';

export type Capture = (name: string, page: Page) => Promise<void>;

/** The looks each state is captured in: colour scheme and viewport. */
export const VARIANTS = [
  { scheme: 'light', device: 'desktop', width: 1280, height: 800 },
  { scheme: 'dark', device: 'desktop', width: 1280, height: 800 },
  { scheme: 'light', device: 'mobile', width: 360, height: 740 },
  { scheme: 'dark', device: 'mobile', width: 360, height: 740 },
] as const;

export type Variant = (typeof VARIANTS)[number];

/** Shows `page` in `variant` without reloading it (a state reached by a form stays). */
export async function applyVariant(page: Page, variant: Variant): Promise<void> {
  await page.setViewportSize({ width: variant.width, height: variant.height });
  await page.emulateMedia({ colorScheme: variant.scheme });
}

export async function tourPages(stack: Stack, browser: Browser, capture: Capture): Promise<void> {
  const web = stack.web.url;
  const visitor = await stack.newPage(browser);
  await visitor.goto(`${web}/signin`);
  await capture('signin', visitor);
  await visitor.goto(`${web}/signin?error=callback&returnTo=%2Ft%2Fdefault`);
  await capture('signin-error', visitor);

  const admin = await stack.newPage(browser);
  await stack.signIn(admin, 'dev-org-admin', '/');
  await capture('onboarding-organisation', admin);
  await admin.getByLabel('Organisation name').fill('Acme Research');
  await admin.getByRole('button', { name: 'Create organisation' }).click();
  await admin.getByRole('button', { name: 'Create keys' }).waitFor();
  await capture('onboarding-keys', admin);
  await admin.getByRole('button', { name: 'Create keys' }).click();
  await admin.getByTestId('secret-key').waitFor();
  await capture('onboarding-done', admin);

  // The onboarding mapped the development role groups to `default`; a second team makes the
  // team switcher and the team choice appear.
  await stack.trpc('dev-org-admin', ['heed-admins'], 'org.createTeam', {
    slug: 'research',
    name: 'Research',
  });

  await admin.goto(`${web}/`);
  await capture('teams', admin);
  await admin.goto(`${web}/t/default`);
  await capture('team-shell', admin);

  await admin.goto(`${web}/t/default/keys`);
  await admin.getByLabel(/Publishable/).check();
  await admin.getByLabel('App name').fill('Marketing site');
  await admin.getByLabel(/Allowed origins/).fill('https://www.example.com');
  await admin.getByRole('button', { name: 'Create key' }).click();
  await admin.getByTestId('issued-key').waitFor();
  await capture('keys', admin);
  const row = admin.getByTestId('key-row').filter({ hasText: 'Marketing site' });
  await row.getByRole('link', { name: /Rotate/ }).click();
  await admin.getByRole('button', { name: 'Rotate key' }).waitFor();
  await capture('keys-rotate', admin);
  await admin.goto(`${web}/t/default/keys`);
  await admin
    .getByTestId('key-row')
    .filter({ hasText: 'Marketing site' })
    .getByRole('link', { name: /Revoke/ })
    .click();
  await admin.getByRole('button', { name: 'Revoke key' }).waitFor();
  await capture('keys-revoke', admin);

  await admin.goto(`${web}/t/default/webhooks`);
  await admin.getByLabel('URL').fill('https://hooks.example.com/heed/feedback');
  await admin.getByLabel(/Description/).fill('Issue tracker');
  await admin.getByRole('checkbox', { name: /feedback\.updated/ }).check();
  await admin.getByRole('button', { name: 'Create endpoint' }).click();
  await admin.getByTestId('webhook-secret').waitFor();
  await capture('webhooks', admin);
  await admin.getByRole('link', { name: /Rotate secret/ }).click();
  await admin.getByRole('button', { name: 'Rotate secret' }).waitFor();
  await capture('webhooks-rotate', admin);
  await admin.goto(`${web}/t/default/webhooks`);
  await admin.getByRole('button', { name: /Send test event/ }).click();
  await admin.getByRole('link', { name: 'See the delivery log' }).click();
  await admin.getByRole('heading', { name: /Delivery log of/ }).waitFor();
  await admin.getByText('Body sent').first().click();
  await capture('webhooks-log', admin);

  await admin.goto(`${web}/demo`);
  await capture('demo', admin);

  await admin.goto(`${web}/org`);
  await capture('organisation', admin);
  await admin.goto(`${web}/t/no-such-team`);
  await capture('not-found', admin);

  const viewer = await stack.newPage(browser);
  await stack.signIn(viewer, 'dev-viewer', '/t/default');
  await viewer.goto(`${web}/t/default/keys`);
  await capture('forbidden', viewer);
  // The user menu open, on the viewer's shell.
  await viewer.goto(`${web}/t/default`);
  await viewer.locator('.user-menu summary').click();
  await capture('user-menu', viewer);

  await tourSurveyPages(stack, browser, capture);
}
