/**
 * Typed domain errors. Services throw these; `http/problem.ts` turns them into RFC 9457
 * problem+json for REST and tRPC alike. Messages are safe to show to the caller: never put a key,
 * token, SQL or personal data in one.
 */
export interface DomainErrorOptions {
  /** Extra members of the problem body, e.g. `diff` of a definition conflict. */
  extensions?: Record<string, unknown>;
  /** Response headers that belong to the error, e.g. `Retry-After`. */
  headers?: Record<string, string>;
  cause?: unknown;
}

export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  abstract readonly title: string;
  readonly extensions: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(detail: string, options: DomainErrorOptions = {}) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.extensions = options.extensions ?? {};
    this.headers = options.headers ?? {};
  }
}

export interface FieldError {
  path: string;
  message: string;
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

export class TeamRequiredError extends InvalidRequestError {
  override readonly code = 'team_required';
}
