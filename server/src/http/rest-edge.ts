import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { createOpenApiExpressMiddleware } from 'trpc-to-openapi';
import { createRequestContext } from '../request/request-context.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { appRouter } from '../trpc/router.ts';
import { submissionCors } from './cors.ts';
import { DOCS_CONTENT_SECURITY_POLICY, DOCS_INIT_SCRIPT, renderDocsPage } from './docs-page.ts';
import { exportRoute } from './export-route.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { PROBLEM_CONTENT_TYPE, problemFor } from './problem.ts';
import { MAX_BODY_BYTES, readJsonBody } from './request-body.ts';
import { credentialsOf } from './request-credentials.ts';
import { responseHeadOf } from './response-head.ts';
import { submissionRoute } from './submission-route.ts';
import { teamQueryIntoBody } from './team-query.ts';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist'));

/**
 * The adapter writes its own error body. This replaces it, in one place, with the problem+json the
 * error formatter already computed (`data.problem`), so REST callers only ever see RFC 9457 bodies.
 */
function rewriteErrorBodies(_req: Request, res: Response, next: NextFunction): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (res.statusCode === 204) {
      res.removeHeader('Content-Type');
      return end(undefined, ...rest.filter((arg) => typeof arg === 'function'));
    }
    if (res.statusCode >= 400 && typeof chunk === 'string' && !res.locals.problemWritten) {
      let problem: unknown;
      try {
        problem = (JSON.parse(chunk) as { data?: { problem?: unknown } }).data?.problem;
      } catch {
        problem = undefined;
      }
      res.setHeader('Content-Type', PROBLEM_CONTENT_TYPE);
      return end(JSON.stringify(problem ?? problemFor(res.statusCode)), ...rest);
    }
    return end(chunk, ...rest);
  }) as Response['end'];
  next();
}

/** The REST API under `/api/v1`: the OpenAPI document, its reference page and every procedure. */
export function createRestEdge(deps: AppDependencies): Router {
  const edge = express.Router();
  const openApiDocument = JSON.stringify(buildOpenApiDocument(deps.version));

  edge.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(openApiDocument);
  });
  edge.get('/docs', (_req, res) => {
    res.set('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
    res.type('html').send(renderDocsPage());
  });
  edge.get('/docs/init.js', (_req, res) => {
    res.type('text/javascript').send(DOCS_INIT_SCRIPT);
  });
  edge.use('/docs/assets', express.static(swaggerUiDir, { index: false, maxAge: '1h' }));

  edge.use('/submission', submissionCors);
  edge.use(readJsonBody);
  edge.post('/submission', submissionRoute(deps));
  edge.use(teamQueryIntoBody);
  edge.get('/intern/export', exportRoute(deps));
  edge.use(rewriteErrorBodies);
  edge.use(
    createOpenApiExpressMiddleware({
      router: appRouter,
      maxBodySize: MAX_BODY_BYTES,
      createContext: ({ req }) =>
        createRequestContext(deps, {
          credentials: credentialsOf(req.headers),
          request: { method: req.method ?? 'GET', routeTemplate: '', percentEncodedPath: true },
        }),
      responseMeta: ({ ctx, errors }) => {
        const error = errors[0];
        const { status, headers } = responseHeadOf(ctx?.response, error ? { error } : undefined);
        return { status, headers };
      },
      onError: ({ error, path: procedurePath }) => {
        if (responseHeadOf(undefined, { error }).status >= 500) {
          deps.logger.error(
            { err: error.cause ?? error, procedure: procedurePath },
            'request failed',
          );
        }
      },
    }),
  );
  return edge;
}
