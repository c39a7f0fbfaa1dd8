import type { ResponseMeta } from '../request/request-context.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { type ResponseHead, responseHeadOf } from './response-head.ts';
import { routeTemplateOf } from './route-template.ts';

/** The answer to a call that failed: its head (problem included), a failure ≥ 500 logged. */
export function failedAnswerHead(
  deps: AppDependencies,
  meta: ResponseMeta | undefined,
  error: unknown,
): ResponseHead {
  const head = responseHeadOf(meta, { error });
  if (head.status >= 500) deps.logger.error({ err: error }, 'request failed');
  return head;
}

/** With the debug level on: one line per answer, naming the route template only. */
export function logAnswer(
  deps: AppDependencies,
  method: string,
  path: string,
  status: number,
  started: bigint,
): void {
  if (!deps.logger.isLevelEnabled('debug')) return;
  // The route template only: paths and query strings carry identifiers chosen by customers.
  deps.logger.debug(
    {
      method,
      path: routeTemplateOf(path),
      status,
      ms: Number(process.hrtime.bigint() - started) / 1e6,
    },
    'request',
  );
}
