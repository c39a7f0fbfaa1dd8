/** `heed teams list` and `heed teams create`. */
import { createTeamContract } from '@heed/contracts';
import { defineCommand, positionals, required, table, validated } from './command.ts';

export const teamsListCommand = defineCommand({
  name: 'teams list',
  summary: 'List the teams of the organisation.',
  synopsis: '',
  optionHelp: [],
  options: {},
  database: 'current',
  prepare: (parsed) => positionals(parsed.positionals, []),
  async run(_input, { caller }) {
    const { teams } = await caller.org.listTeams({});
    if (teams.length === 0) {
      console.log('no teams');
      return 0;
    }
    console.log(
      table(
        ['SLUG', 'NAME'],
        teams.map((team) => [team.slug, team.name]),
      ),
    );
    return 0;
  },
});

export const teamsCreateCommand = defineCommand({
  name: 'teams create',
  summary: 'Create a team.',
  synopsis: '--slug <slug> --name <name>',
  optionHelp: [
    ['--slug <slug>', 'Lower-case letters, digits and dashes, at most 63; unique'],
    ['--name <name>', 'Display name (1 to 100 characters)'],
  ],
  options: { slug: { type: 'string' }, name: { type: 'string' } },
  database: 'current',
  prepare(parsed) {
    positionals(parsed.positionals, []);
    const slug = required(parsed.values.slug, '--slug');
    const name = required(parsed.values.name, '--name');
    return validated(createTeamContract.input, { slug, name }, { slug: '--slug', name: '--name' });
  },
  async run(input, { caller }) {
    const team = await caller.org.createTeam(input);
    console.log(`Created team ${team.slug} ('${team.name}').`);
    return 0;
  },
});
