/**
 * What the CLI prints for a failure: `heed: <message>` on one line, then one line per invalid
 * field when the failure lists them. Never a stack, whatever was thrown (a procedure's error with
 * its domain-error cause, a service error, a driver error, or something that is not an Error).
 */
import { OrganisationNotSetUpError } from '@heed/server/cli';

/** What a CLI user runs to create the organisation (the API's message names its own route). */
export const SETUP_HINT =
  'The organisation has not been set up yet: run `npm run heed -- setup --name <organisation name>`.';

type Problem = Error & {
  errors?: { path: string; message: string }[];
  issues?: { path: PropertyKey[]; message: string }[];
};

export function describeFailure(error: unknown): string[] {
  if (!(error instanceof Error)) {
    const shown = error === undefined || error === null ? 'unknown failure' : String(error);
    return [`heed: ${oneLine(shown) || 'unknown failure'}`];
  }
  const cause = (error as { cause?: unknown }).cause;
  const problem = (error.name === 'TRPCError' && cause instanceof Error ? cause : error) as Problem;
  const details = [
    ...(Array.isArray(problem.errors) ? problem.errors : []).map(
      (each) => `  ${each.path}: ${oneLine(each.message)}`,
    ),
    ...(Array.isArray(problem.issues) ? problem.issues : []).map(
      (each) => `  ${each.path.map(String).join('.')}: ${oneLine(each.message)}`,
    ),
  ];
  if (problem instanceof OrganisationNotSetUpError) return [`heed: ${SETUP_HINT}`];
  const message = problem.issues ? 'invalid input' : oneLine(problem.message);
  return [`heed: ${message || problem.name || 'unknown failure'}`, ...details];
}

function oneLine(text: string): string {
  return String(text ?? '')
    .trim()
    .split(/\s*\n\s*/)
    .join(' ');
}
