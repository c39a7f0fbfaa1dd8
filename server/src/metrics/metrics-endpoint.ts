import type { NextFunction, Request, Response } from 'express';
import { ForbiddenError, UnauthorizedError } from '../errors/domain-errors.ts';
import type { HeedMetrics } from './heed-metrics.ts';
import { metricRouteOf } from './metric-route.ts';
import { metricsAccess } from './metrics-access.ts';

const SUBMISSION_ROUTES = new Set(['/api/v1/submission', '/trpc/submission.submit']);

/**
 * Times every answer and counts it by method, route template and status; answers of the
 * submission endpoint (REST and tRPC) also count as accepted, duplicate or refused with the
 * problem code the error handler left in `res.locals.problemCode`.
 */
export function measureRequests(metrics: HeedMetrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const code = res.locals.problemCode;
      recordAnswer(metrics, {
        method: req.method,
        path: req.originalUrl.split('?')[0] ?? '',
        status: res.statusCode,
        started,
        problemCode: typeof code === 'string' ? code : undefined,
      });
    });
    next();
  };
}

/**
 * Counts one answer: its time since `started` (`process.hrtime.bigint()`) by method, route
 * template and status, and for the submission endpoint whether it was accepted, a duplicate or
 * refused (with its problem code).
 */
export function recordAnswer(
  metrics: HeedMetrics,
  answer: {
    method: string;
    path: string;
    status: number;
    started: bigint;
    problemCode: string | undefined;
  },
): void {
  const seconds = Number(process.hrtime.bigint() - answer.started) / 1e9;
  const route = metricRouteOf(answer.path);
  metrics.observeHttp(answer.method, route, answer.status, seconds);
  if (answer.method === 'POST' && SUBMISSION_ROUTES.has(route)) {
    metrics.countSubmission(answer.status, answer.problemCode);
  }
}

/**
 * `GET /internal/metrics` in the Prometheus text format. With a `token` (`HEED_METRICS_TOKEN`)
 * only a request with `Authorization: Bearer <token>` is served (401 otherwise), from anywhere;
 * without one, only requests from a loopback address (403 otherwise), so an API port published
 * to the internet does not publish its metrics.
 */
export function metricsEndpoint(metrics: HeedMetrics, token: string | undefined) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const access = metricsAccess(token, req.headers.authorization, req.socket.remoteAddress);
    if (access === 'unauthorized') {
      next(new UnauthorizedError('Send the metrics token as a bearer token.'));
      return;
    }
    if (access === 'forbidden') {
      next(
        new ForbiddenError(
          'Metrics are served to loopback callers only unless HEED_METRICS_TOKEN is set.',
        ),
      );
      return;
    }
    try {
      const text = await metrics.metricsText();
      res.status(200).type(metrics.contentType).send(text);
    } catch (error) {
      next(error);
    }
  };
}
