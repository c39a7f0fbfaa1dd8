import type { ProcedureContract } from '@heed/contracts';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { DomainError, InvalidRequestError } from '../errors/domain-errors.ts';
import { trpcCodeForStatus } from '../http/problem.ts';
import { establishCaller } from '../identity/establish-caller.ts';
import { recordMember } from '../members/members.service.ts';
import { resolveTeam } from '../org/resolve-team.ts';
import { readAfterOwnWrites, rememberOwnWrite } from '../request/read-your-writes.ts';
import { Repeated } from '../request/repeated-answer.ts';
import type { RequestContext } from '../request/request-context.ts';
import { t } from './trpc.ts';

/**
 * What every call of a contract does first, on every transport (the generic procedures and the
 * dedicated submission route alike): name the route for audit events, establish the caller as the
 * contract requires, and declare the contract's success status. The context is completed in
 * place, never copied: copying would fork its EntityManager.
 */
export async function enterContract(
  ctx: RequestContext,
  contract: ProcedureContract,
): Promise<void> {
  if (ctx.request) ctx.request = { ...ctx.request, routeTemplate: `/api/v1${contract.path}` };
  ctx.actor = await establishCaller(ctx, contract.caller);
  ctx.response.status = contract.successStatus;
}

/**
 * What every call of a contract does once its input is valid, on every transport: choose the team
 * (team-scoped contracts) and record the signed-in caller as a member of it, bind its reads to the
 * caller's own recent change (`request/read-your-writes.ts`), then declare the contract's cache
 * policy. From here on the answer is the handler's, so the policy covers its success and its
 * domain errors alike; a refusal before (caller, input, team) carries none.
 */
export async function enterHandler(
  ctx: RequestContext,
  contract: ProcedureContract,
  input: unknown,
): Promise<void> {
  if (contract.team) {
    ctx.teamSelection = await resolveTeam(ctx, contract.team, input as { team?: string });
    await recordMember(ctx);
  }
  readAfterOwnWrites(ctx);
  ctx.response.cachePolicy = contract.cache;
}

/** The body of a handler's answer; a repeat declares the contract's `repeatStatus`. */
export function answerOf<T>(
  ctx: RequestContext,
  contract: ProcedureContract,
  answer: T | Repeated<T>,
): T {
  if (!(answer instanceof Repeated)) return answer;
  if (contract.repeatStatus === undefined) {
    throw new Error(`${contract.path}: a repeated answer needs the contract's repeatStatus`);
  }
  ctx.response.status = contract.repeatStatus;
  return answer.output;
}

/** Serves a contract: REST meta for the REST edge, caller middleware, input/output validation. */
function procedureFor(contract: ProcedureContract) {
  return t.procedure
    .meta({
      contract,
      openapi: {
        method: contract.method,
        path: contract.path,
        summary: contract.summary,
        ...(contract.description ? { description: contract.description } : {}),
        tags: contract.tags,
        protect: contract.caller !== 'public',
      },
    })
    .use(async ({ next }) => {
      // Domain errors travel as tRPC errors whose code carries their HTTP status.
      const result = await next();
      const cause = result.ok ? undefined : result.error.cause;
      if (cause instanceof DomainError) {
        throw new TRPCError({
          code: trpcCodeForStatus(cause.status),
          message: cause.message,
          cause,
        });
      }
      return result;
    })
    .use(async ({ ctx, next }) => {
      await enterContract(ctx, contract);
      return next();
    });
}

/** The REST adapter passes path parameters on percent-encoded; the contracts take them decoded. */
function decodePathParams(raw: unknown, names: string[]): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const input = { ...(raw as Record<string, unknown>) };
  for (const name of names) {
    const value = input[name];
    if (typeof value !== 'string') continue;
    try {
      input[name] = decodeURIComponent(value);
    } catch {
      throw new InvalidRequestError(`The path parameter ${name} is not valid percent-encoding.`, [
        { path: name, message: 'Not valid percent-encoding.' },
      ]);
    }
  }
  return input;
}

/** Input and output validation, then the team-selection policy for team-scoped contracts. */
function validatedProcedureFor<I extends z.ZodType, O extends z.ZodType>(
  contract: ProcedureContract<I, O>,
) {
  const pathParams = [...contract.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return procedureFor(contract)
    .use(async ({ ctx, getRawInput, next }) => {
      if (!ctx.request?.percentEncodedPath || pathParams.length === 0) return next();
      return next({ getRawInput: async () => decodePathParams(await getRawInput(), pathParams) });
    })
    .input(contract.input)
    .output(contract.output)
    .use(async ({ ctx, input, next }) => {
      await enterHandler(ctx, contract, input);
      return next();
    });
}

export type Handler<I extends z.ZodType, O extends z.ZodType> = (options: {
  ctx: RequestContext;
  input: z.output<I>;
}) => Promise<z.input<O> | Repeated<z.input<O>>>;

/** Binds a `GET` contract to its handler. The handler only unpacks input and calls one service. */
export function query<I extends z.ZodType, O extends z.ZodType>(
  contract: ProcedureContract<I, O>,
  handler: Handler<I, O>,
) {
  if (contract.method !== 'GET') throw new Error(`${contract.path}: queries are GET`);
  return validatedProcedureFor(contract).query(
    async ({ ctx, input }) =>
      answerOf(ctx, contract, await handler({ ctx, input: input as z.output<I> })) as never,
  );
}

/**
 * Binds a `POST`, `PUT`, `PATCH` or `DELETE` contract to its handler. Once the handler succeeded
 * (its changes committed), a signed-in caller's later reads are bound to them
 * (`rememberOwnWrite`): the one place every change of the dashboard passes.
 */
export function mutation<I extends z.ZodType, O extends z.ZodType>(
  contract: ProcedureContract<I, O>,
  handler: Handler<I, O>,
) {
  if (contract.method === 'GET') throw new Error(`${contract.path}: mutations are not GET`);
  return validatedProcedureFor(contract).mutation(async ({ ctx, input }) => {
    const answer = await handler({ ctx, input: input as z.output<I> });
    await rememberOwnWrite(ctx);
    return answerOf(ctx, contract, answer) as never;
  });
}
