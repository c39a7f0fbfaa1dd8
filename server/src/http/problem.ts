import type { Problem } from '@heed/contracts';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { asDatabaseUnavailable } from '../errors/database-unavailable.ts';
import { DomainError, type FieldError } from '../errors/domain-errors.ts';

/** A problem body together with the headers that travel with it. */
export interface ProblemResponse {
  body: Problem;
  headers: Record<string, string>;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const STATUS_DEFAULTS: Record<number, { code: string; title: string; detail: string }> = {
  400: { code: 'invalid_request', title: 'Invalid request', detail: 'The request is not valid.' },
  401: { code: 'unauthorized', title: 'Unauthorized', detail: 'Authentication is required.' },
  403: { code: 'forbidden', title: 'Forbidden', detail: 'Access to this resource is denied.' },
  404: { code: 'not_found', title: 'Not found', detail: 'No resource exists at this path.' },
  405: {
    code: 'method_not_allowed',
    title: 'Method not allowed',
    detail: 'This path does not accept this method.',
  },
  409: { code: 'conflict', title: 'Conflict', detail: 'The resource already exists.' },
  413: {
    code: 'payload_too_large',
    title: 'Payload too large',
    detail: 'The request body is larger than the limit.',
  },
  415: {
    code: 'unsupported_media_type',
    title: 'Unsupported media type',
    detail: 'Send the request body as application/json.',
  },
  429: { code: 'rate_limited', title: 'Too many requests', detail: 'Rate limit exceeded.' },
  503: {
    code: 'service_unavailable',
    title: 'Service unavailable',
    detail: 'The service cannot answer right now; try again shortly.',
  },
};

const INTERNAL = {
  code: 'internal_error',
  title: 'Internal server error',
  detail: 'An unexpected error occurred.',
};

const TRPC_STATUS: Partial<Record<TRPCError['code'], number>> = {
  PARSE_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** The tRPC error code whose HTTP status tRPC's own adapter maps back to `status`. */
export function trpcCodeForStatus(status: number): TRPCError['code'] {
  const entry = Object.entries(TRPC_STATUS).find(([, mapped]) => mapped === status);
  return (entry?.[0] as TRPCError['code'] | undefined) ?? 'INTERNAL_SERVER_ERROR';
}

export function problemFor(status: number, overrides: Partial<Problem> = {}): Problem {
  const defaults = STATUS_DEFAULTS[status] ?? INTERNAL;
  const code = overrides.code ?? defaults.code;
  return {
    type: `urn:heed:problem:${code}`,
    title: defaults.title,
    status,
    detail: defaults.detail,
    ...overrides,
    code,
  };
}

export function fieldErrorsOf(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

/**
 * The one mapping from anything thrown to what the caller sees. Unknown errors become a bare 500
 * whose body says nothing about the cause.
 */
export function toProblem(error: unknown): ProblemResponse {
  const cause = asDatabaseUnavailable(
    error instanceof TRPCError && error.cause ? error.cause : error,
  );
  if (cause instanceof DomainError) {
    const body: Problem = {
      type: `urn:heed:problem:${cause.code}`,
      title: cause.title,
      status: cause.status,
      detail: cause.message,
      code: cause.code,
    };
    for (const [name, value] of Object.entries(cause.extensions)) {
      if (!(name in body)) body[name] = value;
    }
    return { body, headers: cause.headers };
  }
  if (cause instanceof ZodError) {
    const errors = fieldErrorsOf(cause);
    return {
      body: problemFor(400, { detail: 'The request does not match the expected shape.', errors }),
      headers: {},
    };
  }
  if (error instanceof TRPCError) {
    const status = TRPC_STATUS[error.code];
    if (status !== undefined) {
      return { body: problemFor(status), headers: {} };
    }
  }
  return { body: problemFor(500), headers: {} };
}
