import type { IncomingMessage, ServerResponse } from 'node:http';
import { InvalidRequestError } from '../errors/domain-errors.ts';
import { recordAnswer } from '../metrics/metrics-endpoint.ts';
import type { RequestContext } from '../request/request-context.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { failedAnswerHead, logAnswer } from './answer-log.ts';
import type { Readiness } from './app.ts';
import { SUBMISSION_CORS_HEADERS } from './cors.ts';
import { PROBLEM_CONTENT_TYPE } from './problem.ts';
import { MAX_BODY_BYTES } from './request-body.ts';
import { responseHeadOf } from './response-head.ts';
import { runSubmission, submissionContext } from './submission-route.ts';

const PATH = '/api/v1/submission';
const JSON_CONTENT_TYPE = /^application\/json\s*(?:;\s*charset=utf-8\s*)?$/i;
const RECEIPT_CONTENT_TYPE = 'application/json; charset=utf-8';
const PROBLEM_ANSWER_TYPE = `${PROBLEM_CONTENT_TYPE}; charset=utf-8`;
/** JSON whitespace, then the first character of the value. */
const FIRST_CHARACTER = /^[ \t\n\r]*(.)/;

/**
 * Whether a request is the plain submission the lane serves: `POST /api/v1/submission`, a UTF-8
 * JSON body of a known length within the limit, not compressed. Every other request, and every
 * other submission (chunked, too large, another type or charset, compressed, a query string),
 * goes through the app, whose body reader has an answer for each (Rule: the same procedure).
 */
export function takesSubmissionLane(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== PATH) return false;
  const { headers } = req;
  if (headers['transfer-encoding'] !== undefined) return false;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  const length = Number(headers['content-length']);
  if (!(length > 0 && length <= MAX_BODY_BYTES)) return false;
  return JSON_CONTENT_TYPE.test(headers['content-type'] ?? '');
}

/**
 * The body as the app's JSON reader reads it: UTF-8 without a byte-order mark, an object or array
 * at the top (strict), else the same 400.
 */
function parseBody(chunks: Buffer[]): unknown {
  let text = (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const first = FIRST_CHARACTER.exec(text)?.[1];
  if (first === '{' || first === '[') {
    try {
      return JSON.parse(text);
    } catch {
      // Answered below, as any other body that is not JSON.
    }
  }
  throw new InvalidRequestError('The request body is not valid JSON.');
}

/**
 * The submission lane: the plain submission served without the app's generic middleware chain
 * (router, body parser, response helpers), with everything the app does for it done here by the
 * same functions — the call itself (`runSubmission`: contract, schema, key, origin, rate limit,
 * service), its head (`responseHeadOf`), the problem of a failure (`failedAnswerHead`), the CORS
 * and `nosniff` headers, closing connections while draining, the request metrics and the debug
 * log line. Only the body is read here, for the one shape `takesSubmissionLane` admits.
 */
export function submissionLane(deps: AppDependencies, readiness: Readiness) {
  const answer = (
    res: ServerResponse,
    started: bigint,
    written: {
      status: number;
      headers: Record<string, string>;
      contentType: string;
      body: string;
      problemCode?: string | undefined;
    },
  ) => {
    if (readiness.draining) res.shouldKeepAlive = false;
    res.setHeaders(SUBMISSION_CORS_HEADERS);
    res.writeHead(written.status, {
      ...written.headers,
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': written.contentType,
      'Content-Length': Buffer.byteLength(written.body),
    });
    res.end(written.body);
    recordAnswer(deps.metrics, {
      method: 'POST',
      path: PATH,
      status: written.status,
      started,
      problemCode: written.problemCode,
    });
    logAnswer(deps, 'POST', PATH, written.status, started);
  };

  const serve = async (
    req: IncomingMessage,
    res: ServerResponse,
    started: bigint,
    chunks: Buffer[],
  ) => {
    let ctx: RequestContext | undefined;
    try {
      const body = parseBody(chunks);
      ctx = submissionContext(deps, req.headers);
      const receipt = await runSubmission(ctx, body);
      const head = responseHeadOf(ctx.response);
      answer(res, started, {
        status: head.status,
        headers: head.headers,
        contentType: RECEIPT_CONTENT_TYPE,
        body: JSON.stringify(receipt),
      });
    } catch (error) {
      // The rate-limit state earned before a failure travels with the error.
      const head = failedAnswerHead(deps, ctx?.response, error);
      answer(res, started, {
        status: head.status,
        headers: head.headers,
        contentType: PROBLEM_ANSWER_TYPE,
        body: JSON.stringify(head.problem),
        problemCode: head.problem?.code,
      });
    }
  };

  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = process.hrtime.bigint();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => void serve(req, res, started, chunks));
    // A client that went away before sending its whole body gets no answer, as in the app.
    req.once('error', () => res.destroy());
  };
}
