import type { ProcedureContract } from '@heed/contracts';
import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { toProblem } from '../http/problem.ts';
import type { RequestContext } from './context.ts';

export interface HeedMeta extends OpenApiMeta {
  contract?: ProcedureContract;
}

export const t = initTRPC
  .context<RequestContext>()
  .meta<HeedMeta>()
  .create({
    errorFormatter({ shape, error }) {
      // tRPC clients (dashboard, CLI) receive the same problem body as REST callers.
      const { body } = toProblem(error);
      return {
        ...shape,
        message: body.detail,
        data: { ...shape.data, stack: undefined, problem: body },
      };
    },
  });
