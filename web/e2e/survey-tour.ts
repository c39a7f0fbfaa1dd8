/**
 * The survey pages of the page tour: the overview with a month of feedback, a marker, a theme and
 * the triage counts; the explorer (list with statuses and assignees, an item open, items ticked for
 * the bulk bar, a filter that matches nothing); the themes page and its form for a new theme; the
 * overview of a survey with too few responses (masked) and of a multiple-choice question; the
 * alerts: a new rule from the explorer's filter, the list of rules and a rule with its deliveries.
 * Seeds through the API (submissions with a secret key, markers, themes, triage) and, for the
 * weeks before today, rows with chosen arrival times.
 */
import { pseudonym } from '@heed/server/audit';
import { insertFeedbackRows, type SeededTeam } from '@heed/server/testing';
import type { Browser, Page } from 'playwright-core';
import type { Capture } from './page-tour.ts';
import type { Stack } from './support.ts';
import { submitFeedback, submitPaymentResponses, surveyAnswers } from './survey-submissions.ts';

export const TOUR_SURVEY = 'checkout-satisfaction';
const SMALL_SURVEY = 'returns-survey';
/** A multiple-choice question whose shares add up past 100 %. */
const PAYMENT_SURVEY = 'payment-survey';
const ORG_ADMIN = ['dev-org-admin', ['heed-admins']] as const;
const COMMENTS = [
  'Payment failed on the first try, worked the second time',
  'Quick and easy, thanks',
  'The delivery options are confusing',
  '',
  'Card declined although the card is fine',
  'Love the new design',
  '',
  'Shipping costs are too high',
];

async function seed(stack: Stack): Promise<void> {
  const admin = (procedure: string, input: unknown, kind: 'query' | 'mutation' = 'mutation') =>
    stack.trpc(ORG_ADMIN[0], [...ORG_ADMIN[1]], procedure, input, kind);
  const key = (await admin('teamKeys.create', {
    team: 'default',
    keyType: 'sk',
    appName: 'webshop',
  })) as { id: string; key: string };
  await admin('themes.create', {
    team: 'default',
    name: 'Payments',
    keywords: ['payment failed', 'card declined'],
    color: '#7a5af8',
  });
  await admin('themes.create', {
    team: 'default',
    name: 'Delivery',
    keywords: ['delivery', 'shipping'],
    color: '#0e9384',
  });

  // Today's feedback through the public API (this also registers the survey).
  for (let index = 0; index < 6; index++) {
    await submitFeedback(stack.api.url, key.key, {
      surveyId: TOUR_SURVEY,
      overall: 2 + (index % 4),
      recommend: 5 + (index % 6),
      channel: (['search', 'friend', 'ad'] as const)[index % 3] ?? 'search',
      ...(COMMENTS[index] ? { comment: COMMENTS[index] } : {}),
      deviceType: index % 2 ? 'mobile' : 'desktop',
    });
  }
  await submitFeedback(stack.api.url, key.key, {
    surveyId: SMALL_SURVEY,
    overall: 4,
    recommend: 9,
    channel: 'search',
  });

  await submitPaymentResponses(stack.api.url, key.key, PAYMENT_SURVEY);

  // The four weeks before: a few items a day, the average rising after a release.
  const [team] = await stack.api.runtime.deps.orm.em
    .fork()
    .execute<{ id: string }[]>('select id from team where slug = ?', ['default']);
  if (!team) throw new Error('team default is missing');
  const seeded: SeededTeam = {
    teamId: team.id,
    teamSlug: 'default',
    secretKey: { id: key.id, value: key.key },
    publishableKey: { id: key.id, value: '' },
  };
  const day = 24 * 60 * 60 * 1000;
  const rows: Parameters<typeof insertFeedbackRows>[3] = [];
  for (let back = 28; back >= 1; back--) {
    for (let index = 0; index < 5 + (back % 4); index++) {
      const improved = back < 12;
      const overall = Math.min(5, Math.max(1, (improved ? 3 : 2) + ((back + index) % 3)));
      const comment = COMMENTS[(back * 3 + index) % COMMENTS.length] ?? '';
      rows.push({
        receivedAt: new Date(Date.now() - back * day - index * 3_600_000),
        answers: surveyAnswers({
          surveyId: TOUR_SURVEY,
          overall,
          recommend: Math.min(10, overall * 2 + (index % 2)),
          channel: (['search', 'friend', 'ad'] as const)[(back + index) % 3] ?? 'search',
          ...(comment ? { comment } : {}),
        }),
        appName: 'webshop',
        deviceType: index % 2 ? 'mobile' : 'desktop',
        context: {
          pathname: '/checkout',
          deviceType: index % 2 ? 'mobile' : 'desktop',
          locale: 'en-GB',
        },
      });
    }
  }
  await insertFeedbackRows(stack.api, seeded, TOUR_SURVEY, rows);

  const date = new Date(Date.now() - 12 * day).toISOString().slice(0, 10);
  await admin('markers.create', {
    team: 'default',
    surveyId: TOUR_SURVEY,
    date,
    label: 'Checkout 2.0',
    description: 'One-page checkout released',
    color: '#c4320a',
  });
  await triage(stack);
}

/**
 * Some of the newest items in progress, resolved or ignored, assigned to the team admin and the
 * editor: calls with the names the development sign-in puts in its tokens, so the members (and
 * the assignees) carry them.
 */
async function triage(stack: Stack): Promise<void> {
  const call = async (
    sub: string,
    group: string,
    name: string,
    procedure: string,
    input: unknown,
    kind: 'query' | 'mutation' = 'mutation',
  ) => {
    const token = await stack.issuer.mintToken({ sub, groups: [group], claims: { name } });
    const url = new URL(`${stack.api.url}/trpc/${procedure}`);
    if (kind === 'query') url.searchParams.set('input', JSON.stringify(input));
    const response = await fetch(url, {
      method: kind === 'query' ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(kind === 'mutation' ? { body: JSON.stringify(input) } : {}),
    });
    if (!response.ok) throw new Error(`${procedure} answered ${response.status}`);
  };
  const asAdmin = (procedure: string, input: unknown) =>
    call('dev-team-admin', 'heed-dev-team-admins', 'Adam Team-Admin', procedure, input);
  const { items } = (await stack.trpc(
    ORG_ADMIN[0],
    [...ORG_ADMIN[1]],
    'feedback.list',
    { team: 'default', surveyId: TOUR_SURVEY, limit: 8 },
    'query',
  )) as { items: { id: string }[] };
  const id = (index: number) => [items[index]?.id ?? ''];
  // The editor uses the team once: a member to assign to.
  await call(
    'dev-editor',
    'heed-dev-team-editors',
    'Edith Editor',
    'members.list',
    { team: 'default' },
    'query',
  );
  const editor = pseudonym('dev-editor');
  const changes: [string[], unknown][] = [
    [id(0), { type: 'status', status: 'in_progress' }],
    [id(0), { type: 'assign', assignee: 'me' }],
    [id(1), { type: 'assign', assignee: editor }],
    [id(2), { type: 'status', status: 'resolved' }],
    [id(2), { type: 'assign', assignee: editor }],
    [id(4), { type: 'status', status: 'ignored' }],
    [[...id(5), ...id(6)], { type: 'status', status: 'resolved' }],
  ];
  for (const [ids, action] of changes) {
    await asAdmin('triage.bulk', { team: 'default', ids, action });
  }
}

/** Seeds the survey data and captures the survey pages as a team admin sees them. */
export async function tourSurveyPages(
  stack: Stack,
  browser: Browser,
  capture: Capture,
): Promise<void> {
  await seed(stack);
  const web = stack.web.url;
  const page = await stack.newPage(browser);
  await stack.signIn(page, 'dev-team-admin', `/t/default?survey=${TOUR_SURVEY}`);
  await page.getByTestId('trend-chart').waitFor();
  await capture('overview', page);
  await page.goto(`${web}/t/default?survey=${TOUR_SURVEY}&interval=week`);
  await page.getByTestId('trend-chart').waitFor();
  await capture('overview-week', page);
  await page.goto(`${web}/t/default?survey=${SMALL_SURVEY}`);
  await capture('overview-masked', page);
  await page.goto(`${web}/t/default?survey=${PAYMENT_SURVEY}`);
  await page.getByTestId('shares-note').waitFor();
  await capture('overview-multiple-choice', page);

  await page.goto(`${web}/t/default/feedback?surveyId=${TOUR_SURVEY}`);
  await capture('feedback', page);
  await page.getByTestId('feedback-item').first().click();
  await page.getByTestId('feedback-detail').waitFor();
  await capture('feedback-detail', page);
  await page.goto(`${web}/t/default/feedback?surveyId=${TOUR_SURVEY}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  for (const index of [1, 2, 3]) await page.getByTestId('feedback-pick').nth(index).check();
  await page.getByTestId('bulk-bar').waitFor();
  await capture('feedback-bulk', page);
  await page.goto(`${web}/t/default/feedback?surveyId=${TOUR_SURVEY}&q=teleport`);
  await capture('feedback-no-match', page);

  await page.goto(`${web}/t/default/themes`);
  await page.getByTestId('theme-list').waitFor();
  await capture('themes', page);
  await page.getByText('New theme').click();
  await page.getByTestId('theme-create-form').waitFor();
  await capture('themes-new', page);

  await tourAlertPages(stack, page, capture);
}

/**
 * A rule made from the explorer's filter ("Alert me about these", a tag left out), a daily digest
 * to Teams and a webhook endpoint beside it, the list, and the first rule after a test.
 */
async function tourAlertPages(stack: Stack, page: Page, capture: Capture): Promise<void> {
  const web = stack.web.url;
  const admin = (procedure: string, input: unknown, kind: 'query' | 'mutation' = 'mutation') =>
    stack.trpc(ORG_ADMIN[0], [...ORG_ADMIN[1]], procedure, input, kind);
  await page.goto(
    `${web}/t/default/feedback?surveyId=${TOUR_SURVEY}&rating=overall:1-2&tag=urgent`,
  );
  await page.getByTestId('alert-me').click();
  await page.getByTestId('filters-left-out').waitFor();
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByLabel('Name').fill('Unhappy at checkout');
  await page.getByRole('button', { name: 'Add Slack destination' }).click();
  await page
    .getByLabel('Slack webhook URL')
    .fill('https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXX');
  await capture('alerts-new', page);
  await page.getByRole('button', { name: 'Create rule' }).click();
  await page.getByRole('heading', { name: 'Edit the rule' }).waitFor();
  const ruleUrl = page.url().replace(/\?.*$/, '');

  const { endpoints } = (await admin('webhooks.list', { team: 'default' }, 'query')) as {
    endpoints: { id: string }[];
  };
  await admin('alerts.create', {
    team: 'default',
    name: 'Payment problems, daily',
    filter: { surveyId: TOUR_SURVEY, q: 'payment', hasText: 'true' },
    mode: 'digest',
    digestHour: 8,
    tz: 'Europe/Oslo',
    destinations: [
      { type: 'teams', url: 'https://acme.webhook.office.com/webhookb2/0000-1111/IncomingWebhook' },
      ...endpoints.slice(0, 1).map((endpoint) => ({ type: 'webhook', endpointId: endpoint.id })),
    ],
  });
  await page.goto(`${web}/t/default/alerts`);
  await page.getByTestId('alert-rule').nth(1).waitFor();
  await capture('alerts', page);

  await page.goto(ruleUrl);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('button', { name: 'Send test' }).click();
  await page.getByTestId('delivery').first().waitFor();
  await capture('alerts-rule', page);
}
