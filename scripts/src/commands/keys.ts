/**
 * `heed keys …`: API-key lifecycle for any team, as the `system` actor. This is where secret
 * (`sk`) keys are created and rotated (a secret key may not do that itself).
 */
import {
  createKeyAsSystem,
  type IssuedKey,
  listKeysAsSystem,
  revokeKeyAsSystem,
  rotateKeyAsSystem,
  systemKeyInputSchemas,
} from '@heed/server/cli';
import {
  defineCommand,
  integer,
  positionals,
  required,
  SHOWN_ONCE_WARNING,
  table,
  validated,
} from './command.ts';

const DEFAULT_GRACE_HOURS = 24;
const DEFAULT_APP = { sk: 'backend', pk: 'widget' } as const;

function printIssued(key: IssuedKey): void {
  console.log(`team:     ${key.team}`);
  console.log(`type:     ${key.keyType}`);
  console.log(`app:      ${key.appName}`);
  if (key.keyType === 'pk') {
    console.log(
      `origins:  ${key.allowedOrigins.length > 0 ? key.allowedOrigins.join(', ') : '(any: unrestricted)'}`,
    );
  }
  console.log(`rate:     ${key.rateLimit} requests/minute`);
  console.log(`id:       ${key.id}`);
  console.log(`key:      ${key.key}`);
  console.log(SHOWN_ONCE_WARNING);
}

export const keysCreateCommand = defineCommand({
  name: 'keys create',
  summary: 'Create a pk or sk key for a team and print its value once.',
  synopsis:
    '--team <slug> --type sk|pk [--allowed-origin <origin>]… [--app <name>] [--rate-limit <n>]',
  description:
    'Creates an API key for a team and prints its value once. A publishable (pk) key needs at\n' +
    'least one --allowed-origin unless HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true.',
  optionHelp: [
    ['--team <slug>', 'The team the key belongs to'],
    ['--type sk|pk', 'sk: secret key for backends; pk: publishable key for browsers'],
    ['--allowed-origin <origin>', 'pk only, repeatable: https://app.example.com (http: localhost)'],
    ['--app <name>', 'Application name (default: backend for sk, widget for pk)'],
    ['--rate-limit <n>', 'Requests per minute, 1 to 1000000 (default 1000)'],
  ],
  options: {
    team: { type: 'string' },
    type: { type: 'string' },
    'allowed-origin': { type: 'string', multiple: true },
    app: { type: 'string' },
    'rate-limit': { type: 'string' },
  },
  database: 'current',
  prepare(parsed) {
    positionals(parsed.positionals, []);
    const keyType = required(parsed.values.type, '--type');
    const rateLimit = integer(parsed.values['rate-limit'], '--rate-limit');
    const input = {
      team: required(parsed.values.team, '--team'),
      keyType,
      appName: parsed.values.app ?? DEFAULT_APP[keyType as keyof typeof DEFAULT_APP] ?? '',
      allowedOrigins: parsed.values['allowed-origin'] ?? [],
      ...(rateLimit === undefined ? {} : { rateLimit }),
    };
    return validated(systemKeyInputSchemas.create, input, {
      team: '--team',
      keyType: '--type',
      appName: '--app',
      allowedOrigins: '--allowed-origin',
      rateLimit: '--rate-limit',
    });
  },
  async run(input, { context }) {
    const issued = await createKeyAsSystem(context(), input);
    console.log(`Created ${issued.keyType} key ${issued.id} for team ${issued.team}.`);
    printIssued(issued);
    return 0;
  },
});

export const keysListCommand = defineCommand({
  name: 'keys list',
  summary: 'List the keys of a team (never their values).',
  synopsis: '--team <slug>',
  optionHelp: [['--team <slug>', 'The team']],
  options: { team: { type: 'string' } },
  database: 'current',
  prepare(parsed) {
    positionals(parsed.positionals, []);
    const input = { team: required(parsed.values.team, '--team') };
    return validated(systemKeyInputSchemas.list, input, { team: '--team' });
  },
  async run(input, { context }) {
    const { keys } = await listKeysAsSystem(context(), input);
    if (keys.length === 0) {
      console.log(`team ${input.team} has no keys`);
      return 0;
    }
    console.log(
      table(
        ['ID', 'TYPE', 'APP', 'STATUS', 'CREATED', 'ORIGINS'],
        keys.map((key) => [
          key.id,
          key.keyType,
          key.appName,
          key.status === 'expiring' && key.expiresAt ? `expiring ${key.expiresAt}` : key.status,
          key.createdAt,
          key.keyType === 'sk'
            ? ''
            : key.allowedOrigins.length > 0
              ? key.allowedOrigins.join(',')
              : '(unrestricted)',
        ]),
      ),
    );
    return 0;
  },
});

export const keysRotateCommand = defineCommand({
  name: 'keys rotate',
  summary: 'Issue a successor of a pk or sk key; the old one works for a grace period.',
  synopsis: '<id> [--grace-hours <0-720>]',
  description:
    'Issues a new key with the same type, team, app, allowed origins and rate limit, and prints\n' +
    'its value once. The old key keeps working for the grace period (0 = stops at once).',
  optionHelp: [
    ['<id>', 'Id of the key to rotate (see keys list)'],
    [
      '--grace-hours <n>',
      `Hours the old key keeps working, 0 to 720 (default ${DEFAULT_GRACE_HOURS})`,
    ],
  ],
  options: { 'grace-hours': { type: 'string' } },
  database: 'current',
  prepare(parsed) {
    const [id = ''] = positionals(parsed.positionals, ['id']);
    const gracePeriodHours =
      integer(parsed.values['grace-hours'], '--grace-hours') ?? DEFAULT_GRACE_HOURS;
    return validated(
      systemKeyInputSchemas.rotate,
      { id: id.toLowerCase(), gracePeriodHours },
      { id: '<id>', gracePeriodHours: '--grace-hours' },
    );
  },
  async run(input, { context }) {
    const rotated = await rotateKeyAsSystem(context(), input);
    console.log(`Rotated ${rotated.keyType} key ${rotated.previousKeyId} of team ${rotated.team}.`);
    console.log(
      `The old key ${rotated.previousKeyId} stops working at ${rotated.previousKeyExpiresAt}.`,
    );
    printIssued(rotated);
    return 0;
  },
});

export const keysRevokeCommand = defineCommand({
  name: 'keys revoke',
  summary: 'Revoke a key at once.',
  synopsis: '<id>',
  optionHelp: [['<id>', 'Id of the key to revoke (see keys list)']],
  options: {},
  database: 'current',
  prepare(parsed) {
    const [id = ''] = positionals(parsed.positionals, ['id']);
    return validated(systemKeyInputSchemas.revoke, { id: id.toLowerCase() }, { id: '<id>' });
  },
  async run(input, { context }) {
    const revoked = await revokeKeyAsSystem(context(), input);
    console.log(
      revoked.alreadyRevoked
        ? `Key ${revoked.id} of team ${revoked.team} was already revoked.`
        : `Revoked key ${revoked.id} of team ${revoked.team}; it stops working at once.`,
    );
    return 0;
  },
});
