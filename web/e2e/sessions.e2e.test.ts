import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deriveKey, hashSessionId, unseal } from '../src/lib/server/session-crypto.ts';
import type { SessionData } from '../src/lib/server/session-store.ts';
import { launchBrowser, type Stack, startStack } from './support.ts';

let stack: Stack;
let browser: Browser;
let db: pg.Client;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: stack.api.database.url });
  await db.connect();
  await stack.setUpOrganisation();
});

afterAll(async () => {
  await db?.end();
  await browser?.close();
  await stack?.close();
});

async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'heed_session');
}

interface SessionRow {
  id_hash: string;
  tokens: string;
  last_seen_at: Date;
}

async function sessionRows(): Promise<SessionRow[]> {
  return (await db.query<SessionRow>('select id_hash, tokens, last_seen_at from dashboard_session'))
    .rows;
}

/** What a session row carries, opened with the dashboard's secret (as only the dashboard can). */
function opened(row: SessionRow): SessionData {
  return unseal(
    deriveKey(stack.sessionSecret, 'session-tokens'),
    row.tokens,
    row.id_hash,
  ) as SessionData;
}

async function rowOf(page: Page): Promise<SessionRow | undefined> {
  const cookie = await sessionCookie(page);
  if (!cookie) return undefined;
  const idHash = hashSessionId(cookie.value);
  return (await sessionRows()).find((row) => row.id_hash === idHash);
}

function dashboardAuditLines(): Record<string, unknown>[] {
  return stack.web
    .output()
    .split('\n')
    .filter((line) => line.includes('"audit_schema"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('a dashboard session', () => {
  test('is an HttpOnly SameSite=Lax cookie holding a random id; the row holds only its hash and sealed tokens', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', '/t/default');
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('heed_session');

    const row = await rowOf(page);
    expect(row?.id_hash).toBe(hashSessionId(cookie?.value ?? ''));
    const data = opened(row as SessionRow);
    expect(data.user.sub).toBe('dev-team-admin');
    const all = JSON.stringify(await db.query('select * from dashboard_session'));
    for (const secret of [
      data.tokens.accessToken,
      data.tokens.refreshToken,
      data.tokens.idToken,
      cookie?.value,
    ]) {
      expect(secret).toBeTruthy();
      expect(all).not.toContain(secret);
    }
    expect(all).not.toContain('eyJ');

    const success = dashboardAuditLines().filter(
      (line) => line.audit_event === 'auth.oidc.success',
    );
    expect(success.at(-1)).toMatchObject({
      name: 'heed.dashboard.audit',
      audit_schema: 'heed.audit.v1',
      audit_category: 'auth',
      audit_outcome: 'success',
      actor_type: 'oidc_user',
      actor_is_org_admin: false,
      resource_type: 'dashboard_session',
      route_template: '/auth/callback',
    });
  });

  test('survives a reload and ends at logout, at the issuer too', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', '/t/default/keys');
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/t/default/keys');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Keys');
    const row = await rowOf(page);
    expect(row).toBeDefined();

    await page.getByText('Adam Team-Admin').first().click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${stack.web.url}/signin?signedOut=1`);
    expect(await page.getByRole('status').first().textContent()).toContain('You are signed out');
    expect(await sessionCookie(page)).toBeUndefined();
    expect((await sessionRows()).some((each) => each.id_hash === row?.id_hash)).toBe(false);

    await page.goto(`${stack.web.url}/t/default/keys`);
    expect(page.url()).toBe(`${stack.web.url}/signin?returnTo=%2Ft%2Fdefault%2Fkeys`);
  });

  test('a tampered cookie is refused, audited, and cleared', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', '/t/default');
    const cookie = await sessionCookie(page);
    if (!cookie) throw new Error('no session cookie');
    const last = cookie.value.at(-1) === 'A' ? 'B' : 'A';
    await page.context().addCookies([{ ...cookie, value: `${cookie.value.slice(0, -1)}${last}` }]);
    const deniedBefore = dashboardAuditLines().filter(
      (line) => line.audit_event === 'auth.dashboard.denied',
    ).length;

    await page.goto(`${stack.web.url}/t/default`);
    expect(page.url()).toBe(`${stack.web.url}/signin?returnTo=%2Ft%2Fdefault`);
    expect(await sessionCookie(page)).toBeUndefined();
    const denied = dashboardAuditLines().filter(
      (line) => line.audit_event === 'auth.dashboard.denied',
    );
    expect(denied.length).toBe(deniedBefore + 1);
    expect(denied.at(-1)).toMatchObject({
      audit_category: 'auth',
      audit_operation: 'session_check',
      audit_outcome: 'denied',
      actor_type: 'anonymous',
    });
  });

  test('an idle-expired session goes to sign-in and comes back to the same page', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', '/t/default/keys');
    const row = await rowOf(page);
    await db.query(
      `update dashboard_session set last_seen_at = now() - interval '8 hours 1 minute' where id_hash = $1`,
      [row?.id_hash],
    );
    await page.goto(`${stack.web.url}/t/default/keys?key=00000000-0000-4000-8000-000000000000`);
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(await page.getByText('Sign in to continue where you were').count()).toBe(1);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.locator('button[name="user"][value="dev-team-admin"]').click();
    await page.waitForURL(
      `${stack.web.url}/t/default/keys?key=00000000-0000-4000-8000-000000000000`,
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Keys');
  });

  test('signing in again rotates the session id and ends the previous session', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', '/t/default');
    const first = await sessionCookie(page);
    await page.goto(`${stack.web.url}/auth/login?returnTo=%2Ft%2Fdefault`);
    await page.locator('button[name="user"][value="dev-team-admin"]').click();
    await page.waitForURL(`${stack.web.url}/t/default`);
    const second = await sessionCookie(page);
    expect(second?.value).toBeDefined();
    expect(second?.value).not.toBe(first?.value);
    const hashes = (await sessionRows()).map((row) => row.id_hash);
    expect(hashes).toContain(hashSessionId(second?.value ?? ''));
    expect(hashes).not.toContain(hashSessionId(first?.value ?? ''));
  });

  test('tokens are refreshed shortly before they expire; a failed refresh means signing in again', async () => {
    stack.issuer.setTokenLifetime(30);
    try {
      const page = await stack.newPage(browser);
      await stack.signIn(page, 'dev-team-admin', '/t/default');
      const before = opened((await rowOf(page)) as SessionRow).tokens;
      await page.reload();
      expect(new URL(page.url()).pathname).toBe('/t/default');
      const after = opened((await rowOf(page)) as SessionRow).tokens;
      expect(after.accessToken).not.toBe(before.accessToken);
      expect(after.refreshToken).not.toBe(before.refreshToken);

      stack.issuer.setBroken('down');
      try {
        await page.goto(`${stack.web.url}/t/default/keys`);
        expect(page.url()).toBe(`${stack.web.url}/signin?returnTo=%2Ft%2Fdefault%2Fkeys`);
      } finally {
        stack.issuer.setBroken('none');
      }
      expect(await rowOf(page)).toBeUndefined();
    } finally {
      stack.issuer.setTokenLifetime(600);
    }
  });

  test('a state-changing request from another origin is refused with 403 and audited', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', '/t/default');
    const cookie = await sessionCookie(page);
    const response = await fetch(`${stack.web.url}/auth/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'http://evil.example', cookie: `heed_session=${cookie?.value}` },
    });
    expect(response.status).toBe(403);
    const noOrigin = await fetch(`${stack.web.url}/t/default/keys?/create`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: `heed_session=${cookie?.value}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'keyType=sk&appName=evil',
    });
    expect(noOrigin.status).toBe(403);
    expect(await rowOf(page)).toBeDefined();
    const denied = dashboardAuditLines().filter(
      (line) =>
        line.audit_event === 'auth.dashboard.denied' && line.audit_operation === 'origin_check',
    );
    expect(denied.length).toBeGreaterThanOrEqual(2);
    expect(denied.at(-1)).toMatchObject({
      audit_outcome: 'denied',
      resource_type: 'dashboard_request',
    });
  });

  test('no line the dashboard printed holds a token, a cookie or a session id', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-org-admin', '/org');
    await page.reload();
    const cookie = await sessionCookie(page);
    const data = opened((await rowOf(page)) as SessionRow);
    const output = stack.web.output();
    expect(output.length).toBeGreaterThan(0);
    for (const secret of [
      cookie?.value,
      data.tokens.accessToken,
      data.tokens.refreshToken,
      data.tokens.idToken,
    ]) {
      expect(secret).toBeTruthy();
      expect(output).not.toContain(secret as string);
    }
    expect(output).not.toContain('eyJ');
    expect(output).not.toContain('heed_session=');
    for (const line of dashboardAuditLines()) {
      expect(JSON.stringify(line)).not.toMatch(/dev-org-admin|dev-team-admin|@heed\.invalid/);
    }
  });
});
