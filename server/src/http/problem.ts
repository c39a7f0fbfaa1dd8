import type { Problem } from '@heed/contracts';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { asDatabaseUnavailable } from '../errors/database-unavailable.ts';
import { DomainError, fieldErrorsOf } from '../errors/domain-errors.ts';

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

/** The tRPC code a status travels as (`PARSE_ERROR` is 400 too, but only for unreadable JSON). */
const TRPC_CODE_OF_STATUS: Partial<Record<number, TRPCError['code']>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** The tRPC error code of a status: what tRPC clients see as `error.data.code`. */
export function trpcCodeForStatus(status: number): TRPCError['code'] {
  return TRPC_CODE_OF_STATUS[status] ?? 'INTERNAL_SERVER_ERROR';
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

/** The domain error behind what was thrown, unwrapped from tRPC's error. */
export function domainErrorOf(error: unknown): DomainError | undefined {
  const cause = asDatabaseUnavailable(
    error instanceof TRPCError && error.cause ? error.cause : error,
  );
  return cause instanceof DomainError ? cause : undefined;
}

/**
 * The one mapping from anything thrown to the problem body the caller sees (its status included).
 * Unknown errors become a bare 500 whose body says nothing about the cause.
 */
export function toProblem(error: unknown): Problem {
  const cause =
    domainErrorOf(error) ?? (error instanceof TRPCError && error.cause ? error.cause : error);
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
    return body;
  }
  // A ZodError is bad input, unless tRPC wrapped it as a failed output validation (a server bug).
  const outputFailure = error instanceof TRPCError && error.code === 'INTERNAL_SERVER_ERROR';
  if (cause instanceof ZodError && !outputFailure) {
    const errors = fieldErrorsOf(cause);
    return problemFor(400, { detail: 'The request does not match the expected shape.', errors });
  }
  if (error instanceof TRPCError) {
    const status = TRPC_STATUS[error.code];
    if (status !== undefined) return problemFor(status);
  }
  return problemFor(500);
}
