/**
 * Every form action of the dashboard, through its real page in Chromium as a signed-in user: the
 * API's refusal (403, 404, 409) comes back on the page in the API's words with the API's status,
 * and success says what was done; never a 500, never the error page, never an error log line.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, type Stack, startStack, type TrackedPage } from './support.ts';
import { submitFeedback } from './survey-submissions.ts';

const SURVEY = 'checkout-satisfaction';
const TEAM = 'default';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const USERS = {
  viewer: ['dev-viewer', ['heed-dev-team-viewers']],
  editor: ['dev-editor', ['heed-dev-team-editors']],
  admin: ['dev-team-admin', ['heed-dev-team-admins']],
  orgAdmin: ['dev-org-admin', ['heed-admins']],
} as const;
type Who = keyof typeof USERS;

let stack: Stack;
let browser: Browser;
let secretKey: string;
const pages = new Map<Who, TrackedPage>();

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  ({ secretKey } = await stack.setUpOrganisation());
  await submitFeedback(stack.api.url, secretKey, {
    surveyId: SURVEY,
    overall: 4,
    recommend: 9,
    channel: 'search',
    comment: 'Delivery was late',
  });
  for (const who of Object.keys(USERS) as Who[]) {
    const page = await stack.newPage(browser);
    await stack.signIn(page, USERS[who][0], `/t/${TEAM}/feedback`);
    pages.set(who, page);
  }
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

function pageOf(who: Who): TrackedPage {
  const page = pages.get(who);
  if (!page) throw new Error(`${who} is not signed in`);
  return page;
}

/** A call to the API as `who`, to arrange what an action then meets. */
function asUser(who: Who, procedure: string, input: unknown): Promise<unknown> {
  const [sub, groups] = USERS[who];
  return stack.trpc(sub, [...groups], procedure, input);
}

function queryAs(who: Who, procedure: string, input: unknown): Promise<unknown> {
  const [sub, groups] = USERS[who];
  return stack.trpc(sub, [...groups], procedure, input, 'query');
}

interface Answer {
  status: number;
  error: string | null;
  done: string | null;
}

async function noticeOf(page: Page, testId: string): Promise<string | null> {
  const notice = page.getByTestId(testId);
  return (await notice.count()) > 0 ? ((await notice.first().textContent())?.trim() ?? '') : null;
}

/**
 * Opens `path` as `who` and posts `action` with `fields` as the browser posts a form without
 * JavaScript (the way a crafted or an old page would): the answer is the page itself.
 */
async function post(
  who: Who,
  path: string,
  action: string,
  fields: Record<string, string>,
): Promise<Answer> {
  const page = pageOf(who);
  await stack.open(page, path);
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(`/${action}`),
  );
  await page.evaluate(
    ({ action, fields }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      const query = location.search ? `${location.search}&` : '?';
      form.action = `${location.pathname}${query}/${action}`;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action, fields },
  );
  const response = await answered;
  await page.waitForURL((url) => url.search.endsWith(`/${action}`));
  return {
    status: response.status(),
    error: await noticeOf(page, 'action-error'),
    done: await noticeOf(page, 'action-done'),
  };
}

function expectRefused(answer: Answer, status: number, reason: string): void {
  expect(answer).toEqual({ status, error: reason, done: null });
}

function expectDone(answer: Answer, message: string): void {
  expect(answer).toEqual({ status: 200, error: null, done: message });
}

async function newItem(comment: string): Promise<string> {
  return submitFeedback(stack.api.url, secretKey, {
    surveyId: SURVEY,
    overall: 3,
    recommend: 6,
    channel: 'ad',
    comment,
  });
}

const explorer = `/t/${TEAM}/feedback`;
const themesPage = `/t/${TEAM}/themes`;
const overview = `/t/${TEAM}?survey=${SURVEY}`;
const keysPage = `/t/${TEAM}/keys`;

describe('explorer actions', () => {
  test('addTag: a viewer is refused with the API’s reason; an editor tags', async () => {
    const id = await newItem('Tag me');
    expectRefused(
      await post('viewer', explorer, 'addTag', { id, tag: 'urgent' }),
      403,
      'This needs the editor role in the team.',
    );
    expectDone(await post('editor', explorer, 'addTag', { id, tag: 'urgent' }), 'Tagged “urgent”.');
    const item = (await queryAs('editor', 'feedback.get', { team: TEAM, id })) as {
      tags: string[];
    };
    expect(item.tags).toEqual(['urgent']);
  });

  test('addTag on an item that is gone: 404 in the API’s words', async () => {
    expectRefused(
      await post('editor', explorer, 'addTag', { id: MISSING_ID, tag: 'urgent' }),
      404,
      'No such feedback item in this team.',
    );
  });

  test('removeTag: a tag the item does not have is 404; one it has is removed', async () => {
    const id = await newItem('Untag me');
    await asUser('editor', 'tags.add', { team: TEAM, id, tag: 'later' });
    expectRefused(
      await post('editor', explorer, 'removeTag', { id, tag: 'never-added' }),
      404,
      'No such tag on a feedback item of this team.',
    );
    expectRefused(
      await post('viewer', explorer, 'removeTag', { id, tag: 'later' }),
      403,
      'This needs the editor role in the team.',
    );
    expectDone(
      await post('editor', explorer, 'removeTag', { id, tag: 'later' }),
      'Tag “later” removed.',
    );
  });

  test('deleteFeedback: an editor is refused (403); an admin deletes; twice is 404', async () => {
    const id = await newItem('Delete me');
    expectRefused(
      await post('editor', explorer, 'deleteFeedback', { id }),
      403,
      'This needs the admin role in the team.',
    );
    expectDone(
      await post('admin', explorer, 'deleteFeedback', { id }),
      'The feedback was deleted.',
    );
    expectRefused(
      await post('admin', explorer, 'deleteFeedback', { id }),
      404,
      'No such feedback item in this team.',
    );
  });
});

describe('triage actions', () => {
  test('triage: a viewer is refused (403); an editor sets status and assignee; a gone item is 404', async () => {
    const id = await newItem('Triage me');
    expectRefused(
      await post('viewer', explorer, 'triage', { id, status: 'resolved' }),
      403,
      'This needs the editor role in the team.',
    );
    expectDone(
      await post('editor', `${explorer}?item=${id}`, 'triage', { id, status: 'in_progress' }),
      'Marked “In progress”.',
    );
    expectDone(
      await post('editor', `${explorer}?item=${id}`, 'triage', { id, assignee: 'me' }),
      'Assigned to Edith Editor.',
    );
    expectDone(
      await post('editor', `${explorer}?item=${id}`, 'triage', { id, assignee: 'none' }),
      'Unassigned.',
    );
    expectRefused(
      await post('editor', explorer, 'triage', { id: MISSING_ID, status: 'resolved' }),
      404,
      'No such feedback item in this team.',
    );
    const item = (await queryAs('editor', 'feedback.get', { team: TEAM, id })) as {
      status: string;
      assignee: unknown;
    };
    expect(item).toMatchObject({ status: 'in_progress', assignee: null });
  });

  test('bulk: a viewer is refused (403); an editor changes the ticked items; deleting needs an admin', async () => {
    const id = await newItem('Bulk me');
    expectRefused(
      await post('viewer', explorer, 'bulk', { ids: id, do: 'status', status: 'ignored' }),
      403,
      'This needs the editor role in the team.',
    );
    expectDone(
      await post('editor', explorer, 'bulk', { ids: id, do: 'status', status: 'ignored' }),
      '1 item changed.',
    );
    expectRefused(
      await post('editor', explorer, 'bulk', { ids: id, do: 'delete' }),
      403,
      'This needs the admin role in the team.',
    );
    expectRefused(
      await post('editor', explorer, 'bulk', { do: 'status', status: 'new' }),
      400,
      'Tick the items to change first.',
    );
    expectDone(await post('admin', explorer, 'bulk', { ids: id, do: 'delete' }), '1 item deleted.');
  });
});

describe('theme actions', () => {
  test('createTheme through the page’s own form: created, then the same name is 409', async () => {
    const page = pageOf('editor');
    await stack.open(page, themesPage);
    const form = page.getByTestId('theme-create-form');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // The "New theme" section is open while the team has no theme.
      if (!(await form.getByLabel('Name').isVisible())) await page.getByText('New theme').click();
      await form.getByLabel('Name').fill('Delivery');
      await form.getByLabel(/^Keywords/).fill('late\nparcel');
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await form.getByRole('button', { name: 'Create theme' }).click();
      const response = await answered;
      if (attempt === 0) {
        expect(response.status()).toBe(200);
        await expect.poll(() => noticeOf(page, 'action-done')).toBe('Theme “Delivery” created.');
      } else {
        expect(response.status()).toBe(409);
        await expect
          .poll(() => noticeOf(page, 'action-error'))
          .toBe('The team has a theme with this name already.');
      }
    }
    expect(page.errors).toEqual([]);
  });

  test('createTheme: a viewer is refused (403); posted without JavaScript the name exists (409)', async () => {
    const fields = { name: 'Delivery', keywords: 'late' };
    expectRefused(
      await post('viewer', themesPage, 'createTheme', fields),
      403,
      'This needs the editor role in the team.',
    );
    expectRefused(
      await post('editor', themesPage, 'createTheme', fields),
      409,
      'The team has a theme with this name already.',
    );
  });

  test('updateTheme: a theme that is gone is 404; an existing one is saved', async () => {
    const theme = (await asUser('editor', 'themes.create', {
      team: TEAM,
      name: 'Payment',
      keywords: ['card'],
    })) as { id: string };
    expectRefused(
      await post('editor', themesPage, 'updateTheme', {
        id: MISSING_ID,
        name: 'Payments',
        keywords: 'card',
      }),
      404,
      'No such theme in this team.',
    );
    expectDone(
      await post('editor', themesPage, 'updateTheme', {
        id: theme.id,
        name: 'Payments',
        keywords: 'card\ndeclined',
      }),
      'Theme “Payments” saved.',
    );
  });

  test('deleteTheme: an editor is refused (403); an admin deletes; twice is 404', async () => {
    const theme = (await asUser('editor', 'themes.create', {
      team: TEAM,
      name: 'Returns',
      keywords: ['refund'],
    })) as { id: string };
    expectRefused(
      await post('editor', themesPage, 'deleteTheme', { id: theme.id }),
      403,
      'This needs the admin role in the team.',
    );
    expectDone(
      await post('admin', themesPage, 'deleteTheme', { id: theme.id }),
      'The theme was deleted.',
    );
    expectRefused(
      await post('admin', themesPage, 'deleteTheme', { id: theme.id }),
      404,
      'No such theme in this team.',
    );
  });
});

describe('marker actions on the overview', () => {
  const today = new Date().toISOString().slice(0, 10);

  test('createMarker: a viewer is refused (403); an editor adds one', async () => {
    const fields = { surveyId: SURVEY, date: today, label: 'Release 4.2' };
    expectRefused(
      await post('viewer', overview, 'createMarker', fields),
      403,
      'This needs the editor role in the team.',
    );
    expectDone(await post('editor', overview, 'createMarker', fields), 'Marker added.');
  });

  test('updateMarker: a marker that is gone is 404; an existing one is saved', async () => {
    const marker = (await asUser('editor', 'markers.create', {
      team: TEAM,
      surveyId: SURVEY,
      date: today,
      label: 'Campaign',
    })) as { id: string };
    const fields = { surveyId: SURVEY, date: today, label: 'Campaign B' };
    expectRefused(
      await post('editor', overview, 'updateMarker', { ...fields, id: MISSING_ID }),
      404,
      'No such marker on this survey of the team.',
    );
    expectDone(
      await post('editor', overview, 'updateMarker', { ...fields, id: marker.id }),
      'Marker saved.',
    );
  });

  test('deleteMarker: an editor is refused (403); an admin deletes; twice is 404', async () => {
    const marker = (await asUser('editor', 'markers.create', {
      team: TEAM,
      surveyId: SURVEY,
      date: today,
      label: 'Outage',
    })) as { id: string };
    const fields = { surveyId: SURVEY, id: marker.id };
    expectRefused(
      await post('editor', overview, 'deleteMarker', fields),
      403,
      'This needs the admin role in the team.',
    );
    expectDone(await post('admin', overview, 'deleteMarker', fields), 'Marker deleted.');
    expectRefused(
      await post('admin', overview, 'deleteMarker', fields),
      404,
      'No such marker on this survey of the team.',
    );
  });
});

describe('key actions (team admin)', () => {
  test('create: a key is issued and shown once', async () => {
    const answer = await post('admin', keysPage, 'create', {
      keyType: 'sk',
      appName: 'Billing backend',
    });
    expect(answer.status).toBe(200);
    expect(answer.error).toBeNull();
    await pageOf('admin').getByText('Copy the key now: it is shown only this once.').waitFor();
  });

  test('rotate and revoke: a key that is not the team’s is 404; the team’s key works', async () => {
    const keys = (await queryAs('admin', 'teamKeys.list', { team: TEAM })) as {
      keys: { id: string; keyType: string; status: string }[];
    };
    const key = keys.keys.find((each) => each.keyType === 'sk' && each.status === 'active');
    if (!key) throw new Error('no active secret key');
    expectRefused(
      await post('admin', keysPage, 'rotate', { id: MISSING_ID, gracePeriodHours: '0' }),
      404,
      'No such key in this team.',
    );
    const rotated = await post('admin', keysPage, 'rotate', { id: key.id, gracePeriodHours: '0' });
    expect(rotated.status).toBe(200);
    expect(rotated.error).toBeNull();
    expectRefused(
      await post('admin', keysPage, 'revoke', { id: MISSING_ID, confirm: 'yes' }),
      404,
      'No such key in this team.',
    );
    const list = (await queryAs('admin', 'teamKeys.list', { team: TEAM })) as {
      keys: { id: string; status: string }[];
    };
    const usable = list.keys.find((each) => each.id !== key.id && each.status === 'active');
    if (!usable) throw new Error('no key to revoke');
    expectDone(
      await post('admin', keysPage, 'revoke', { id: usable.id, confirm: 'yes' }),
      'The key was revoked; it no longer works.',
    );
  });
});

const webhooksPage = `/t/${TEAM}/webhooks`;

describe('webhook actions (team admin)', () => {
  test('create: an internal address or plain http is 400 in the API’s words; https is created', async () => {
    expectRefused(
      await post('admin', webhooksPage, 'create', {
        url: 'https://10.0.0.1/hook',
        eventTypes: 'feedback.created',
      }),
      400,
      'The URL’s host is a loopback, private, link-local or otherwise internal address ' +
        '(allowed only with HEED_WEBHOOK_ALLOW_PRIVATE=true). (url: Must not point at an internal address.)',
    );
    expectRefused(
      await post('admin', webhooksPage, 'create', {
        url: 'http://hooks.example.com/heed',
        eventTypes: 'feedback.created',
      }),
      400,
      'Webhook endpoints must use https (plain http needs HEED_WEBHOOK_ALLOW_HTTP=true). ' +
        '(url: Must be an https URL.)',
    );
    const created = await post('admin', webhooksPage, 'create', {
      url: 'https://hooks.example.com/heed',
      eventTypes: 'feedback.created',
    });
    expect(created).toEqual({ status: 200, error: null, done: null });
    await pageOf('admin').getByText('Copy the signing secret now').waitFor();
  });

  test('update, toggle, rotate, delete and test: an endpoint that is not the team’s is 404', async () => {
    const missing = 'No such webhook endpoint in this team.';
    const endpoint = { url: 'https://hooks.example.com/heed', eventTypes: 'feedback.created' };
    expectRefused(
      await post('admin', webhooksPage, 'update', { id: MISSING_ID, ...endpoint }),
      404,
      missing,
    );
    expectRefused(
      await post('admin', webhooksPage, 'toggle', { id: MISSING_ID, enabled: 'false' }),
      404,
      missing,
    );
    expectRefused(
      await post('admin', webhooksPage, 'rotate', { id: MISSING_ID, gracePeriodHours: '24' }),
      404,
      missing,
    );
    expectRefused(await post('admin', webhooksPage, 'test', { id: MISSING_ID }), 404, missing);
    expectRefused(await post('admin', webhooksPage, 'delete', { id: MISSING_ID }), 404, missing);
  });

  test('retry: a message the endpoint does not have is 404; its own is due again', async () => {
    const { id } = (await asUser('admin', 'webhooks.create', {
      team: TEAM,
      url: 'https://hooks.example.com/retry',
      eventTypes: ['feedback.created'],
    })) as { id: string };
    const { messageId } = (await asUser('admin', 'webhooks.test', { team: TEAM, id })) as {
      messageId: string;
    };
    const logPage = `${webhooksPage}/${id}`;
    expectRefused(
      await post('admin', logPage, 'retry', { messageId: 'msg_00000000000000000000000000' }),
      404,
      'No such message of this endpoint.',
    );
    expectDone(
      await post('admin', logPage, 'retry', { messageId }),
      `Message ${messageId} is due again; it is sent shortly.`,
    );
  });
});

describe('organisation actions (org admin)', () => {
  test('createTeam: created, then the same id is 409', async () => {
    const fields = { slug: 'research', name: 'Research' };
    expectDone(await post('orgAdmin', '/org', 'createTeam', fields), 'Team Research created.');
    expectRefused(
      await post('orgAdmin', '/org', 'createTeam', fields),
      409,
      'A team with this slug already exists.',
    );
  });

  test('createMapping and deleteMapping: 409 for a mapped group, 404 for a gone mapping', async () => {
    const fields = { slug: TEAM, oidcGroupId: 'heed-dev-team-viewers', role: 'viewer' };
    expectRefused(
      await post('orgAdmin', '/org', 'createMapping', fields),
      409,
      'This group is already mapped to the team.',
    );
    expectDone(
      await post('orgAdmin', '/org', 'createMapping', { ...fields, oidcGroupId: 'support' }),
      'Group mapped as viewer.',
    );
    expectRefused(
      await post('orgAdmin', '/org', 'deleteMapping', { slug: TEAM, id: MISSING_ID }),
      404,
      'No such group mapping in this team.',
    );
  });
});

describe('onboarding actions once set up', () => {
  test('organisation and keys again: 409 in the API’s words', async () => {
    expectRefused(
      await post('orgAdmin', '/onboarding', 'organisation', { name: 'Acme again' }),
      409,
      'The organisation has already been set up.',
    );
    expectRefused(
      await post('orgAdmin', '/onboarding', 'keys', { allowedOrigins: 'https://shop.example' }),
      409,
      'The default team already has API keys.',
    );
  });
});

describe('after all of it', () => {
  test('the dashboard logged no failed answer and no page saw a JavaScript error', () => {
    expect(stack.web.output()).not.toContain('the dashboard failed to answer a request');
    for (const page of pages.values()) expect(page.errors).toEqual([]);
  });
});
