import type { ZodError, z } from 'zod';

/**
 * Typed domain errors. Services throw these; `http/problem.ts` turns them into RFC 9457
 * problem+json, and `http/response-head.ts` into status and headers, for REST and tRPC alike.
 * An error declares what the answer needs (when to retry, the authentication challenge), never
 * headers. Messages are safe to show to the caller: never put a key, token, SQL or personal data
 * in one.
 */
export interface DomainErrorOptions {
  /** Extra members of the problem body, e.g. `diff` of a definition conflict. */
  extensions?: Record<string, unknown>;
  /** Whole seconds after which a retry may succeed (429, 503): `Retry-After`. */
  retryAfterSeconds?: number;
  /** A 401 whose presented bearer credential was refused: `error="invalid_token"` (RFC 6750). */
  invalidToken?: boolean;
  cause?: unknown;
}

export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  abstract readonly title: string;
  readonly extensions: Record<string, unknown>;
  readonly retryAfterSeconds: number | undefined;
  readonly invalidToken: boolean;

  constructor(detail: string, options: DomainErrorOptions = {}) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.extensions = options.extensions ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.invalidToken = options.invalidToken ?? false;
  }
}

export interface FieldError {
  path: string;
  message: string;
}

/** The issues of a zod error as `{ path, message }`, the path dotted (`answers.0.value`). */
export function fieldErrorsOf(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

export class InvalidRequestError extends DomainError {
  readonly status = 400;
  readonly code: string = 'invalid_request';
  readonly title = 'Invalid request';
  readonly errors: FieldError[];

  constructor(detail: string, errors: FieldError[] = []) {
    super(detail, errors.length > 0 ? { extensions: { errors } } : {});
    this.errors = errors;
  }
}

export class UnauthorizedError extends DomainError {
  readonly status = 401;
  readonly code = 'unauthorized';
  readonly title = 'Unauthorized';
}

export class ForbiddenError extends DomainError {
  readonly status = 403;
  readonly code: string = 'forbidden';
  readonly title = 'Forbidden';
}

export class NotFoundError extends DomainError {
  readonly status = 404;
  readonly code = 'not_found';
  readonly title = 'Not found';
}

export class ConflictError extends DomainError {
  readonly status = 409;
  readonly code: string = 'conflict';
  readonly title = 'Conflict';
}

export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
  readonly code = 'payload_too_large';
  readonly title = 'Payload too large';
}

export class UnsupportedMediaTypeError extends DomainError {
  readonly status = 415;
  readonly code = 'unsupported_media_type';
  readonly title = 'Unsupported media type';
}

export class ServiceUnavailableError extends DomainError {
  readonly status = 503;
  readonly code = 'service_unavailable';
  readonly title = 'Service unavailable';
}

export class OriginNotAllowedError extends ForbiddenError {
  override readonly code = 'origin_not_allowed';
}

export class RateLimitedError extends DomainError {
  readonly status = 429;
  readonly code = 'rate_limited';
  readonly title = 'Too many requests';
}

export class DefinitionConflictError extends ConflictError {
  override readonly code = 'definition_conflict';
}

/** A new `surveyId` for a team that already has as many surveys as it may (`HEED_MAX_SURVEYS_PER_TEAM`). */
export class SurveyLimitReachedError extends ConflictError {
  override readonly code = 'survey_limit_reached';
}

/**
 * An operation that needs the organisation, before it exists. The API's callers are told the
 * API's way to create it; the operations CLI tells its users its own command instead.
 */
export class OrganisationNotSetUpError extends NotFoundError {
  constructor() {
    super('The organisation has not been set up yet: call POST /api/v1/setup.');
  }
}

export class TeamRequiredError extends InvalidRequestError {
  override readonly code = 'team_required';
}

/** A bulk change whose filter selects more items than one call may change. */
export class TooManyItemsError extends InvalidRequestError {
  override readonly code = 'too_many';
}

/**
 * Input that reaches a service without a transport's validation (the CLI's in-process calls),
 * checked with the same contract schema: a mismatch is 400 `invalid_request` naming the fields.
 */
export function validInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new InvalidRequestError('The input is not valid.', fieldErrorsOf(result.error));
}
