/** `heed mappings add` and `heed mappings remove`: identity-provider groups → team roles. */
import { createGroupMappingContract, deleteGroupMappingContract } from '@heed/contracts';
import { defineCommand, positionals, required, validated } from './command.ts';

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
