import type { IncomingMessage, ServerResponse } from 'node:http';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { measureRequests, metricsEndpoint } from '../metrics/metrics-endpoint.ts';
import { createRequestContext } from '../request/request-context.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { checkHealth } from '../system/health.service.ts';
import { appRouter } from '../trpc/router.ts';
import { failedAnswerHead, logAnswer } from './answer-log.ts';
import { PROBLEM_CONTENT_TYPE, problemFor, toProblem } from './problem.ts';
import { readJsonBody } from './request-body.ts';
import { credentialsOf } from './request-credentials.ts';
import { responseHeadOf } from './response-head.ts';
import { createRestEdge } from './rest-edge.ts';
import { submissionLane, takesSubmissionLane } from './submission-lane.ts';
import { createWidgetRoute } from './widget-route.ts';

/**
 * Query strings as flat name → value(s). A repeated name gives an array in order; an empty value
 * stays visible as `['']` (the REST adapter drops empty strings, which would make `?team=` look
 * absent).
 */
function parseQuery(text: string | null | undefined): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  // Without a `?`, express passes null (which URLSearchParams would read as a key "null").
  for (const [name, value] of new URLSearchParams(text ?? '')) {
    const existing = query[name];
    if (existing === undefined) query[name] = value === '' ? [''] : value;
    else query[name] = [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
}

/** Shared with the process lifecycle: set once migrations ran, and when draining starts. */
export interface Readiness {
  draining: boolean;
}

/** Ready: not draining, and healthy (the database answers, every migration has run). */
async function isReady(deps: AppDependencies, readiness: Readiness): Promise<boolean> {
  if (readiness.draining) return false;
  return checkHealth(deps).then(
    () => true,
    () => false,
  );
}

function logRequests(deps: AppDependencies) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!deps.logger.isLevelEnabled('debug')) {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logAnswer(deps, req.method, req.originalUrl.split('?')[0] ?? '', res.statusCode, started);
    });
    next();
  };
}

/**
 * tRPC for the dashboard and the CLI at `/trpc`: the same credentials (`Authorization`,
 * `X-Api-Key`, `Origin`) as REST, and the same status and headers from `responseHeadOf`; the
 * error formatter puts the same problem in the body. A success without content (204) is 200 here,
 * since a tRPC answer always has a body. Batching is off: the calls of a batch would share one
 * context, and with it one caller, team selection and response metadata.
 */
function createTrpcEndpoint(deps: AppDependencies) {
  return createExpressMiddleware({
    router: appRouter,
    allowBatching: false,
    createContext: ({ req }) =>
      createRequestContext(deps, {
        credentials: credentialsOf(req.headers),
        request: { method: req.method, routeTemplate: '' },
      }),
    responseMeta: ({ ctx, errors }) => {
      const error = errors[0];
      const head = responseHeadOf(ctx?.response, error ? { error } : undefined);
      return { status: head.status === 204 ? 200 : head.status, headers: head.headers };
    },
    onError: ({ error, path, req }) => {
      // For the submission metrics: why a call failed, as its problem code.
      const res = (req as Request).res;
      if (res) res.locals.problemCode = toProblem(error).code;
      if (responseHeadOf(undefined, { error }).status >= 500) {
        deps.logger.error({ err: error.cause ?? error, procedure: path }, 'request failed');
      }
    },
  });
}

/** The HTTP application: probes, tRPC for the dashboard and CLI, REST under `/api/v1`. */
export function createApp(deps: AppDependencies, readiness: Readiness): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', parseQuery);
  app.use(measureRequests(deps.metrics));
  app.use((_req: Request, res: Response, next: NextFunction) => {
    // Every answer (REST, tRPC, submission, widget files, problems, probes) is read as the type
    // it declares, never sniffed as another.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // While draining, every answer closes its connection: clients and balancers reconnect to
    // another replica instead of reusing a connection that is about to go away.
    if (readiness.draining) res.shouldKeepAlive = false;
    next();
  });
  app.use(logRequests(deps));

  app.get('/internal/isAlive', (_req, res) => {
    res.type('text/plain').send('OK');
  });
  app.get('/internal/isReady', async (_req, res) => {
    const ready = await isReady(deps, readiness);
    res
      .status(ready ? 200 : 503)
      .type('text/plain')
      .send(ready ? 'OK' : 'NOT READY');
  });

  app.get('/internal/metrics', metricsEndpoint(deps.metrics, deps.config.operations.metricsToken));

  app.use('/trpc', readJsonBody, createTrpcEndpoint(deps));
  app.use('/api/v1', createRestEdge(deps));
  app.use('/widget', createWidgetRoute());

  app.use((_req: Request, res: Response) => {
    res
      .status(404)
      .type(PROBLEM_CONTENT_TYPE)
      .send(JSON.stringify(problemFor(404)));
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const head = failedAnswerHead(deps, res.locals.responseMeta, error);
    res.status(head.status).set(head.headers).type(PROBLEM_CONTENT_TYPE);
    res.locals.problemCode = head.problem?.code;
    res.send(JSON.stringify(head.problem));
  });
  return app;
}

/**
 * Every HTTP request: the plain submission (`POST /api/v1/submission` with a JSON body of known
 * length) goes the submission lane, which skips the app's generic middleware chain; every other
 * request, an unusual submission too, goes through the app.
 */
export function createRequestListener(deps: AppDependencies, readiness: Readiness) {
  const app = createApp(deps, readiness);
  const lane = submissionLane(deps, readiness);
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (takesSubmissionLane(req)) lane(req, res);
    else app(req, res);
  };
}
