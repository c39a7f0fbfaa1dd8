/** `heed mappings list|add|remove`: identity-provider groups → team roles. */
import {
  createGroupMappingContract,
  deleteGroupMappingContract,
  listGroupMappingsContract,
} from '@heed/contracts';
import { defineCommand, positionals, required, validated } from './command.ts';

export const mappingsListCommand = defineCommand({
  name: 'mappings list',
  summary: 'List the group mappings of a team.',
  synopsis: '--team <slug>',
  optionHelp: [['--team <slug>', 'The team']],
  options: { team: { type: 'string' } },
  database: 'current',
  prepare(parsed) {
    positionals(parsed.positionals, []);
    const input = { slug: required(parsed.values.team, '--team') };
    return validated(listGroupMappingsContract.input, input, { slug: '--team' });
  },
  async run(input, { caller }) {
    const { mappings } = await caller.org.listGroupMappings(input);
    if (mappings.length === 0) {
      console.log(`Team ${input.slug} has no group mappings.`);
      return 0;
    }
    const width = Math.max(5, ...mappings.map((mapping) => mapping.oidcGroupId.length));
    console.log(`${'GROUP'.padEnd(width)}  ROLE    ID`);
    for (const mapping of mappings) {
      console.log(`${mapping.oidcGroupId.padEnd(width)}  ${mapping.role.padEnd(6)}  ${mapping.id}`);
    }
    return 0;
  },
});

export const mappingsAddCommand = defineCommand({
  name: 'mappings add',
  summary: 'Give the members of an identity-provider group a role in a team.',
  synopsis: '--team <slug> --group <id> [--role viewer|editor|admin]',
  optionHelp: [
    ['--team <slug>', 'The team'],
    ['--group <id>', 'Group id as it appears in the groups claim of the OIDC token'],
    ['--role <role>', 'viewer, editor or admin (default admin)'],
  ],
  options: { team: { type: 'string' }, group: { type: 'string' }, role: { type: 'string' } },
  database: 'current',
  prepare(parsed) {
    positionals(parsed.positionals, []);
    const input = {
      slug: required(parsed.values.team, '--team'),
      oidcGroupId: required(parsed.values.group, '--group'),
      ...(parsed.values.role === undefined ? {} : { role: parsed.values.role }),
    };
    return validated(createGroupMappingContract.input, input, {
      slug: '--team',
      oidcGroupId: '--group',
      role: '--role',
    });
  },
  async run(input, { caller }) {
    const mapping = await caller.org.createGroupMapping(input);
    console.log(
      `Mapped group '${mapping.oidcGroupId}' to team ${input.slug} as ${mapping.role} ` +
        `(mapping id ${mapping.id}).`,
    );
    return 0;
  },
});

export const mappingsRemoveCommand = defineCommand({
  name: 'mappings remove',
  summary: 'Remove a group mapping from a team.',
  synopsis: '--team <slug> --id <mapping id>',
  optionHelp: [
    ['--team <slug>', 'The team'],
    ['--id <uuid>', 'Id of the mapping (printed by `mappings add`)'],
  ],
  options: { team: { type: 'string' }, id: { type: 'string' } },
  database: 'current',
  prepare(parsed) {
    positionals(parsed.positionals, []);
    const input = {
      slug: required(parsed.values.team, '--team'),
      id: required(parsed.values.id, '--id'),
    };
    return validated(deleteGroupMappingContract.input, input, { slug: '--team', id: '--id' });
  },
  async run(input, { caller }) {
    await caller.org.deleteGroupMapping(input);
    console.log(`Removed group mapping ${input.id} from team ${input.slug}.`);
    return 0;
  },
});
