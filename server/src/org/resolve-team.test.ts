import { describe, expect, it } from 'vitest';
import { meetsRole, roleRank } from './resolve-team.ts';

describe('team role ranks', () => {
  it('orders viewer < editor < admin', () => {
    expect(roleRank('viewer')).toBeLessThan(roleRank('editor'));
    expect(roleRank('editor')).toBeLessThan(roleRank('admin'));
    expect(roleRank('viewer')).toBeGreaterThan(0);
  });

  it.each(['owner', 'Admin', 'ADMIN', '', ' admin', 'toString', 'constructor', '__proto__'])(
    'gives the unknown role %j rank 0',
    (role) => {
      expect(roleRank(role)).toBe(0);
    },
  );

  it.each([
    ['viewer', 'viewer', true],
    ['editor', 'viewer', true],
    ['admin', 'editor', true],
    ['admin', 'admin', true],
    ['viewer', 'editor', false],
    ['editor', 'admin', false],
  ] as const)('%s meets %s: %s', (role, required, expected) => {
    expect(meetsRole(role, required)).toBe(expected);
  });

  it.each(['viewer', 'editor', 'admin'] as const)(
    'an unknown role does not meet %s',
    (required) => {
      expect(meetsRole('owner', required)).toBe(false);
      expect(meetsRole('superuser', required)).toBe(false);
    },
  );
});
