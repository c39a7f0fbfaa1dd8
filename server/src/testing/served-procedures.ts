import type { ProcedureContract } from '@heed/contracts';
import { servedContracts } from '../http/openapi-document.ts';
import { appRouter } from '../trpc/router.ts';
import type { HeedMeta } from '../trpc/trpc.ts';

/**
 * The served procedures as test suites need them: derived from the router (`servedContracts()`),
 * never hand-listed, so that a suite keyed by procedure notices a procedure it does not cover.
 */

/** `METHOD /path`, the identity of a served procedure in a test table (path as in the contract). */
export type ProcedureId = `${ProcedureContract['method']} /${string}`;

export function procedureId(contract: ProcedureContract): ProcedureId {
  return `${contract.method} ${contract.path}`;
}

/** Team-scoped: the contract declares how its team is chosen (`team`). */
export function isTeamScoped(contract: ProcedureContract): boolean {
  return contract.team !== undefined;
}

/** Key-scoped: an API key is the caller, and the key's team is the tenant. */
export function isKeyScoped(contract: ProcedureContract): boolean {
  return contract.caller === 'api_key' || contract.caller === 'secret_key';
}

/** Names a team in its path (`{slug}`, `{teamSlug}`) without a team scope: organisation admin. */
export function addressesTeamByPathOnly(contract: ProcedureContract): boolean {
  return !isTeamScoped(contract) && /\{(slug|teamSlug)\}/.test(contract.path);
}

export function servedProcedures(filter: (contract: ProcedureContract) => boolean) {
  return servedContracts().filter(filter);
}

/**
 * Which required procedures a table lacks, and which table entries name no served procedure
 * (a renamed or removed one): both must be empty for the table to be trusted.
 */
export function coverageOf(
  required: ProcedureContract[],
  table: Readonly<Record<string, unknown>>,
): { missing: ProcedureId[]; stale: string[] } {
  const ids = new Set(required.map(procedureId));
  return {
    missing: [...ids].filter((id) => !(id in table)),
    stale: Object.keys(table).filter((id) => !ids.has(id as ProcedureId)),
  };
}

/** The REST path of a contract below `/api/v1` with its `{param}` placeholders filled. */
export function restPathOf(contract: ProcedureContract, params: Record<string, string>): string {
  return contract.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${procedureId(contract)}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/** The tRPC path (`dashboard.teamSurveys`) under which the router serves a contract. */
export function trpcPathOf(contract: ProcedureContract): string {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: HeedMeta } }
  >;
  const entry = Object.entries(procedures).find(
    ([, procedure]) => procedure._def.meta?.contract === contract,
  );
  if (!entry) throw new Error(`${procedureId(contract)} is not served over tRPC`);
  return entry[0];
}

/**
 * The input object of a REST call of a contract, as tRPC takes it: the path parameters read back
 * from `path` (below `/api/v1`), the query (a repeated name as an array) and the body.
 */
export function inputOfRestCall(
  contract: ProcedureContract,
  call: { path: string; query?: [string, string][]; body?: unknown },
): Record<string, unknown> {
  const template = contract.path.split('/');
  const actual = call.path.split('/');
  if (template.length !== actual.length) throw new Error(`${call.path} is no ${contract.path}`);
  const input: Record<string, unknown> = {};
  template.forEach((segment, index) => {
    const value = actual[index] ?? '';
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (name) input[name] = decodeURIComponent(value);
    else if (segment !== value) throw new Error(`${call.path} is no ${contract.path}`);
  });
  for (const [name, value] of call.query ?? []) {
    const existing = input[name];
    input[name] =
      existing === undefined
        ? value
        : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  if (call.body && typeof call.body === 'object') Object.assign(input, call.body);
  return input;
}
