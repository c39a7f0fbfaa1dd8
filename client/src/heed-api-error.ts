import type { components } from './generated/openapi.ts';

export type Problem = components['schemas']['Problem'];
export type DefinitionConflictProblem = components['schemas']['DefinitionConflictProblem'];
export type DefinitionDiff = components['schemas']['DefinitionDiff'];
export type DefinitionChange = components['schemas']['DefinitionChange'];

/** An error answer of the API: its status and problem+json body (RFC 9457). */
export class HeedApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(status: number, problem: Problem) {
    super(`${status} ${problem.code}: ${problem.detail}`);
    this.name = 'HeedApiError';
    this.status = status;
    this.problem = problem;
  }
}

/** A 409 `definition_conflict`: the submitted survey definition changed in structure. */
export function isDefinitionConflict(
  error: unknown,
): error is HeedApiError & { problem: DefinitionConflictProblem } {
  return (
    error instanceof HeedApiError &&
    error.status === 409 &&
    error.problem.code === 'definition_conflict'
  );
}

/** Whatever an error answer carried, as a problem: bodies that are not problems get one built. */
export function problemOf(status: number, body: unknown): Problem {
  if (typeof body === 'object' && body !== null && 'code' in body && 'status' in body) {
    return body as Problem;
  }
  return {
    type: 'about:blank',
    title: 'HTTP error',
    status,
    detail: typeof body === 'string' ? body.slice(0, 200) : `HTTP ${status}`,
    code: 'http_error',
  };
}
