import type { ProcedureContract } from '@heed/contracts';
import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { toProblem, trpcCodeForStatus } from '../http/problem.ts';
import type { RequestContext } from '../request/request-context.ts';

export interface HeedMeta extends OpenApiMeta {
  contract?: ProcedureContract;
}

export const t = initTRPC
  .context<RequestContext>()
  .meta<HeedMeta>()
  .create({
    /**
     * tRPC clients (dashboard, CLI) receive the problem REST callers get, and a tRPC code and
     * `httpStatus` derived from it: a domain 400 is `BAD_REQUEST` with its own problem code
     * (`team_required`, …), never `PARSE_ERROR`. The REST edge replaces this shape by `problem`.
     */
    errorFormatter({ shape, error }) {
      const problem = toProblem(error);
      const code = trpcCodeForStatus(problem.status);
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY[code],
        message: problem.detail,
        data: { ...shape.data, code, httpStatus: problem.status, stack: undefined, problem },
      };
    },
  });
