/**
 * `heed webhooks list` and `heed webhooks retry-failed`: a team's webhook endpoints and their
 * backlog, and the failed messages sent again, as the `system` actor.
 */
import {
  listWebhooksAsSystem,
  retryFailedWebhooksAsSystem,
  webhookCommandInputSchemas,
} from '@heed/server/cli';
import { defineCommand, positionals, required, table, validated } from './command.ts';

export const webhooksListCommand = defineCommand({
  name: 'webhooks list',
  summary: 'List the webhook endpoints of a team with their pending and failed messages.',
  synopsis: '--team <slug>',
  description:
    'Prints each endpoint of the team: its id, where it points (scheme, host and first path\n' +
    'segment: the rest of a URL may hold credentials), its state, its event types and its\n' +
    'messages of the last 30 days still pending or failed. Needs HEED_SESSION_SECRET, as the API.',
  optionHelp: [['--team <slug>', 'The team']],
  options: { team: { type: 'string' } },
  database: 'current',
  prepare(parsed) {
    positionals(parsed.positionals, []);
    const input = { team: required(parsed.values.team, '--team') };
    return validated(webhookCommandInputSchemas.list, input, { team: '--team' });
  },
  async run(input, { context }) {
    const { team, endpoints } = await listWebhooksAsSystem(context(), input);
    if (endpoints.length === 0) {
      console.log(`team ${team} has no webhook endpoints`);
      return 0;
    }
    console.log(
      table(
        ['ID', 'URL', 'STATE', 'PENDING', 'FAILED', 'EVENTS'],
        endpoints.map((endpoint) => [
          endpoint.id,
          endpoint.where,
          endpoint.enabled
            ? 'enabled'
            : `disabled${endpoint.disabledReason ? ` (${endpoint.disabledReason})` : ''}`,
          String(endpoint.pending),
          String(endpoint.failed),
          endpoint.eventTypes.join(','),
        ]),
      ),
    );
    return 0;
  },
});

export const webhooksRetryFailedCommand = defineCommand({
  name: 'webhooks retry-failed',
  summary: 'Send the failed webhook messages of the last 30 days again.',
  synopsis: '--team <slug> [--endpoint <id>]',
  description:
    'Makes every failed message of the last 30 days of the team (of one endpoint with\n' +
    '--endpoint) pending and due now; the running API sends them again, each with its own\n' +
    'webhook-id. Prints how many.',
  optionHelp: [
    ['--team <slug>', 'The team'],
    ['--endpoint <id>', 'Only this endpoint (see webhooks list)'],
  ],
  options: { team: { type: 'string' }, endpoint: { type: 'string' } },
  database: 'current',
  prepare(parsed) {
    positionals(parsed.positionals, []);
    const input = {
      team: required(parsed.values.team, '--team'),
      ...(parsed.values.endpoint === undefined ? {} : { endpoint: parsed.values.endpoint }),
    };
    return validated(webhookCommandInputSchemas.retryFailed, input, {
      team: '--team',
      endpoint: '--endpoint',
    });
  },
  async run(input, { context }) {
    const { team, requeued } = await retryFailedWebhooksAsSystem(context(), input);
    console.log(`webhooks: ${requeued} failed message(s) of team ${team} are due again`);
    return 0;
  },
});
