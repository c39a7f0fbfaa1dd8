import type { z } from 'zod';
import type { TeamScope } from './org/team.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a procedure. Establishing the caller is the transport's job; what the caller may do
 * is decided by the domain service.
 * - `public`: anyone (health, documentation).
 * - `oidc`: a dashboard user with an OIDC bearer token (`Authorization: Bearer <JWT>`).
 * - `api_key`: a `pk` key in `X-Api-Key` or an `sk` key in `Authorization: Bearer`.
 * - `secret_key`: an `sk` key in `Authorization: Bearer`.
 */
export type CallerRequirement = 'public' | 'oidc' | 'api_key' | 'secret_key';

/** One procedure, defined once: served as REST under `/api/v1` and as a typed tRPC call. */
export interface ProcedureContract<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
> {
  /** REST method. `GET` procedures are tRPC queries, the others mutations. */
  method: HttpMethod;
  /** REST path below `/api/v1`, with `{param}` placeholders. */
  path: `/${string}`;
  /** Status of a successful REST response. */
  successStatus: 200 | 201 | 202 | 204;
  /**
   * Status of a call that repeated one already done and changed nothing (a known deduplication
   * key, a tag the item already carries): the handler answers `repeated(output)`.
   */
  repeatStatus?: 200;
  /**
   * Cache policy of every answer the handler gives. `no-store`: per-user authorised data that no
   * shared or browser cache may keep (every dashboard read).
   */
  cache?: 'no-store';
  caller: CallerRequirement;
  summary: string;
  description?: string;
  tags: string[];
  /** Error statuses the operation documents besides the generic ones (400, 401, 500…). */
  errorStatuses?: number[];
  /** For team-scoped procedures: how the team is chosen and the least role required. */
  team?: TeamScope;
  /** A specific problem body for an error status (e.g. 409 with a `diff`). */
  errorBodies?: Partial<Record<number, z.ZodType>>;
  input: Input;
  output: Output;
  /**
   * A success body that is not JSON (a streamed file): content type → schema. Such a contract is
   * served by a dedicated HTTP route, not over tRPC.
   */
  successContent?: Record<string, z.ZodType>;
}

export function defineContract<Input extends z.ZodType, Output extends z.ZodType>(
  contract: ProcedureContract<Input, Output>,
): ProcedureContract<Input, Output> {
  return contract;
}
