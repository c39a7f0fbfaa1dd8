import { OrganisationNotSetUpError } from '@heed/server/cli';
import { describe, expect, it } from 'vitest';
import { describeFailure, SETUP_HINT } from './describe-failure.ts';

describe('describeFailure', () => {
  it('names what was thrown when it is not an Error, even undefined', () => {
    expect(describeFailure(undefined)).toEqual(['heed: unknown failure']);
    expect(describeFailure(null)).toEqual(['heed: unknown failure']);
    expect(describeFailure('connection lost')).toEqual(['heed: connection lost']);
  });

  it('shows an error without cause by its message, on one line', () => {
    expect(describeFailure(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toEqual([
      'heed: connect ECONNREFUSED 127.0.0.1:5432',
    ]);
    expect(describeFailure(new Error('first line\n    second line\n'))).toEqual([
      'heed: first line second line',
    ]);
    expect(describeFailure(new TypeError(''))).toEqual(['heed: TypeError']);
  });

  it("shows a procedure's domain-error cause with its invalid fields", () => {
    const cause = Object.assign(new Error('the request is invalid'), {
      errors: [{ path: 'name', message: 'is too long' }],
    });
    const error = Object.assign(new Error('wrapped'), { name: 'TRPCError', cause });
    expect(describeFailure(error)).toEqual(['heed: the request is invalid', '  name: is too long']);
  });

  it('shows validation issues as invalid input, one line each', () => {
    const error = Object.assign(new Error('[{"code":"too_big"}]'), {
      name: 'ZodError',
      issues: [{ path: ['team', 0], message: 'Too big' }],
    });
    expect(describeFailure(error)).toEqual(['heed: invalid input', '  team.0: Too big']);
  });

  it('before setup, names the CLI’s setup command instead of the API’s route', () => {
    const cause = new OrganisationNotSetUpError();
    expect(cause.message).toContain('POST /api/v1/setup');
    const error = Object.assign(new Error('wrapped'), { name: 'TRPCError', cause });
    expect(describeFailure(error)).toEqual([`heed: ${SETUP_HINT}`]);
    expect(SETUP_HINT).toContain('npm run heed -- setup --name');
  });
});
