/** `heed setup`: the installation's one organisation and its team `default`. */
import { setupOrganisationContract } from '@heed/contracts';
import { defineCommand, positionals, required, validated } from './command.ts';

export const setupCommand = defineCommand({
  name: 'setup',
  summary: 'Create the organisation and its team `default` (once, on a new installation).',
  synopsis: '--name <organisation name>',
  description:
    'Creates the installation’s one organisation and its team `default` (name `Default`),\n' +
    'applying pending migrations first. A second run fails: the organisation exists already.',
  optionHelp: [['--name <name>', 'Name of the organisation (1 to 100 characters)']],
  options: { name: { type: 'string' } },
  database: 'migrate',
  prepare(parsed) {
    positionals(parsed.positionals, []);
    const name = required(parsed.values.name, '--name');
    return validated(setupOrganisationContract.input, { name }, { name: '--name' });
  },
  async run(input, { caller }) {
    const result = await caller.setup.organisation(input);
    console.log(`Organisation '${result.org.name}' (slug ${result.org.slug}) is set up.`);
    console.log(`Team '${result.team.name}' (slug ${result.team.slug}) created.`);
    console.log('');
    console.log('Next steps:');
    console.log(`  npm run heed -- keys create --team ${result.team.slug} --type sk --app backend`);
    console.log(
      `  npm run heed -- keys create --team ${result.team.slug} --type pk ` +
        '--allowed-origin https://app.example.com',
    );
    console.log(
      `  npm run heed -- mappings add --team ${result.team.slug} --group <OIDC group id>`,
    );
    return 0;
  },
});
