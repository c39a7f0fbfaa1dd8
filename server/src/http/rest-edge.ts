import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Response, type Router } from 'express';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
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

/** What the OpenAPI adapter answered: written to the draft, not yet to the client. */
interface AdapterAnswer {
  status: number;
  headers: Record<string, string | number | readonly string[]>;
  body: string | undefined;
}

/**
 * A stand-in for the response, handed to the OpenAPI adapter (as the adapter's own fetch variant
 * does): it records the status, headers and body the adapter writes, and lets it watch the real
 * connection (to abort a call whose client went away). The edge then writes the real answer.
 */
function draftResponseFor(res: Response, done: (answer: AdapterAnswer) => void) {
  const headers: AdapterAnswer['headers'] = {};
  const draft = {
    statusCode: 200,
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = value;
      return draft;
    },
    end(body?: string) {
      done({ status: draft.statusCode, headers, body });
      return draft;
    },
    once(event: string, listener: () => void) {
      res.once(event, listener);
      return draft;
    },
    off(event: string, listener: () => void) {
      res.off(event, listener);
      return draft;
    },
    get writableEnded() {
      return res.writableEnded;
    },
  };
  return draft as unknown as Response;
}

/**
 * The adapter's body, made into the REST answer: its own error shape becomes the problem+json the
 * error formatter computed (`data.problem`), so REST callers only ever see RFC 9457 bodies; a 204
 * has no body (the adapter would send `null` as JSON).
 */
function writeRestAnswer(res: Response, answer: AdapterAnswer): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (answer.status === 204) {
    res.removeHeader('Content-Type');
    res.end();
    return;
  }
  if (answer.status < 400) {
    res.end(answer.body);
    return;
  }
  let problem: unknown;
  try {
    problem = (JSON.parse(answer.body ?? '') as { data?: { problem?: unknown } }).data?.problem;
  } catch {
    problem = undefined;
  }
  res.setHeader('Content-Type', PROBLEM_CONTENT_TYPE);
  res.end(JSON.stringify(problem ?? problemFor(answer.status)));
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
  const adapter = createOpenApiNodeHttpHandler({
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
  });
  edge.use(async (req, res) => {
    let answer: AdapterAnswer | undefined;
    await adapter(
      req,
      draftResponseFor(res, (written) => {
        answer = written;
      }),
    );
    if (!answer) throw new Error('The OpenAPI adapter ended without an answer.');
    writeRestAnswer(res, answer);
  });
  return edge;
}
