import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ProcedureContract } from './contract.ts';
import * as contracts from './index.ts';

function isContract(value: unknown): value is ProcedureContract {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value;
}

const allContracts = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, ProcedureContract] => isContract(entry[1]),
);

describe('procedure contracts', () => {
  it('exist', () => {
    expect(allContracts.length).toBeGreaterThan(0);
  });

  it('each have a unique method and path below /api/v1', () => {
    const routes = allContracts.map(([, contract]) => `${contract.method} ${contract.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const [, contract] of allContracts) {
      expect(contract.path).toMatch(/^\/[a-z0-9{}/-]*$/i);
      expect(contract.path).not.toMatch(/^\/api\//);
    }
  });

  it.each(allContracts)(
    '%s takes an object input that names every path parameter',
    (_, contract) => {
      expect(contract.input).toBeInstanceOf(z.ZodObject);
      const shape = (contract.input as z.ZodObject).shape;
      for (const [, name] of contract.path.matchAll(/\{(\w+)\}/g)) {
        expect(Object.keys(shape)).toContain(name);
      }
    },
  );

  it.each(allContracts)('%s declares a success status that fits its method', (_, contract) => {
    if (contract.method === 'GET') expect(contract.successStatus).toBe(200);
    if (contract.successStatus === 204) expect(contract.method).not.toBe('GET');
    expect(contract.summary.length).toBeGreaterThan(0);
    expect(contract.tags.length).toBeGreaterThan(0);
  });
});

describe('problem schema', () => {
  it('accepts an RFC 9457 body with extensions and rejects one without a code', () => {
    const problem = {
      type: 'urn:heed:problem:definition_conflict',
      title: 'Conflict',
      status: 409,
      detail: 'The survey definition changed.',
      code: 'definition_conflict',
      diffRedacted: false,
    };
    expect(contracts.problemSchema.parse(problem)).toEqual(problem);
    const { code: _code, ...withoutCode } = problem;
    expect(contracts.problemSchema.safeParse(withoutCode).success).toBe(false);
  });
});

describe('documented examples', () => {
  it('the submission example is a valid submission', () => {
    expect(contracts.submissionSchema.safeParse(contracts.SUBMISSION_EXAMPLE).success).toBe(true);
  });
});
