import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  fieldErrorsOf,
  InvalidRequestError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} from '../errors/domain-errors.ts';
import { problemFor, toProblem, trpcCodeForStatus } from './problem.ts';

function zodErrorOf(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be invalid');
  return result.error;
}

describe('toProblem with domain errors', () => {
  const cases: Array<{ error: DomainError; status: number; code: string; title: string }> = [
    {
      error: new InvalidRequestError('Bad input.'),
      status: 400,
      code: 'invalid_request',
      title: 'Invalid request',
    },
    {
      error: new UnauthorizedError('Who are you?'),
      status: 401,
      code: 'unauthorized',
      title: 'Unauthorized',
    },
    { error: new ForbiddenError('Not yours.'), status: 403, code: 'forbidden', title: 'Forbidden' },
    { error: new NotFoundError('Gone.'), status: 404, code: 'not_found', title: 'Not found' },
    { error: new ConflictError('Exists.'), status: 409, code: 'conflict', title: 'Conflict' },
    {
      error: new PayloadTooLargeError('Too big.'),
      status: 413,
      code: 'payload_too_large',
      title: 'Payload too large',
    },
    {
      error: new UnsupportedMediaTypeError('Send JSON.'),
      status: 415,
      code: 'unsupported_media_type',
      title: 'Unsupported media type',
    },
    {
      error: new ServiceUnavailableError('Try later.'),
      status: 503,
      code: 'service_unavailable',
      title: 'Service unavailable',
    },
  ];

  for (const { error, status, code, title } of cases) {
    it(`maps ${error.name} to ${status} ${code}`, () => {
      const body = toProblem(error);
      expect(body).toEqual({
        type: `urn:heed:problem:${code}`,
        title,
        status,
        detail: error.message,
        code,
      });
    });
  }

  it('merges extensions into the body', () => {
    const diff = { added: ['q3'], removed: ['q1'], changed: [] };
    const error = new ConflictError('The survey definition changed.', {
      extensions: { diff, diffRedacted: true },
    });
    const body = toProblem(error);
    expect(body).toMatchObject({
      type: 'urn:heed:problem:conflict',
      status: 409,
      code: 'conflict',
      detail: 'The survey definition changed.',
      diff,
      diffRedacted: true,
    });
  });

  it('does not let extensions override the standard members', () => {
    const error = new NotFoundError('Gone.', {
      extensions: { status: 200, code: 'ok', type: 'about:blank', title: 'OK', detail: 'fine' },
    });
    const body = toProblem(error);
    expect(body).toMatchObject({
      type: 'urn:heed:problem:not_found',
      title: 'Not found',
      status: 404,
      detail: 'Gone.',
      code: 'not_found',
    });
  });

  it('adds errors: [{path, message}] for an InvalidRequestError with field errors', () => {
    const errors = [
      { path: 'answers.0.value', message: 'Expected a number' },
      { path: 'surveyId', message: 'Required' },
    ];
    const body = toProblem(new InvalidRequestError('The body is invalid.', errors));
    expect(body.status).toBe(400);
    expect(body.code).toBe('invalid_request');
    expect(body.errors).toEqual(errors);
  });

  it('adds no errors member for an InvalidRequestError without field errors', () => {
    const body = toProblem(new InvalidRequestError('The body is invalid.'));
    expect(body).not.toHaveProperty('errors');
  });

  it('does not put the stack trace into the body', () => {
    const body = toProblem(new NotFoundError('Gone.'));
    expect(JSON.stringify(body)).not.toContain('at ');
    expect(body).not.toHaveProperty('stack');
  });
});

describe('toProblem with zod errors', () => {
  it('maps a ZodError to 400 invalid_request with the field path', () => {
    const error = zodErrorOf(z.object({ a: z.string() }), {});
    const body = toProblem(error);
    expect(body.status).toBe(400);
    expect(body.code).toBe('invalid_request');
    expect(body.type).toBe('urn:heed:problem:invalid_request');
    expect(typeof body.title).toBe('string');
    expect(typeof body.detail).toBe('string');
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.path).toBe('a');
    expect(typeof body.errors?.[0]?.message).toBe('string');
  });

  it('maps a failed output validation (INTERNAL_SERVER_ERROR caused by a ZodError) to 500', () => {
    const cause = zodErrorOf(z.object({ a: z.string() }), {});
    const body = toProblem(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause }));
    expect(body.status).toBe(500);
    expect(body).not.toHaveProperty('errors');
  });

  it('maps a TRPCError caused by a ZodError like the ZodError itself', () => {
    const cause = zodErrorOf(z.object({ a: z.string() }), {});
    const body = toProblem(new TRPCError({ code: 'BAD_REQUEST', cause }));
    expect(body.status).toBe(400);
    expect(body.code).toBe('invalid_request');
    expect(body.errors?.map((error) => error.path)).toEqual(['a']);
  });
});

describe('toProblem with tRPC errors', () => {
  it('maps a TRPCError wrapping a DomainError to the domain error', () => {
    const cause = new ForbiddenError('Not your team.', { extensions: { team: 'checkout' } });
    const body = toProblem(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause }));
    expect(body).toMatchObject({
      type: 'urn:heed:problem:forbidden',
      status: 403,
      code: 'forbidden',
      title: 'Forbidden',
      detail: 'Not your team.',
      team: 'checkout',
    });
  });

  it('maps TRPCError NOT_FOUND to 404 not_found', () => {
    const body = toProblem(new TRPCError({ code: 'NOT_FOUND' }));
    expect(body.status).toBe(404);
    expect(body.code).toBe('not_found');
    expect(body.type).toBe('urn:heed:problem:not_found');
  });

  it('maps TRPCError UNAUTHORIZED and FORBIDDEN to 401 and 403', () => {
    expect(toProblem(new TRPCError({ code: 'UNAUTHORIZED' }))).toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
    expect(toProblem(new TRPCError({ code: 'FORBIDDEN' }))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });

  it('does not leak the message of an INTERNAL_SERVER_ERROR', () => {
    const error = new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'SELECT secret FROM api_keys',
      cause: new Error('SELECT secret FROM api_keys'),
    });
    const body = toProblem(error);
    expect(body.status).toBe(500);
    expect(body.code).toBe('internal_error');
    const json = JSON.stringify(body);
    expect(json).not.toContain('SELECT');
    expect(json).not.toContain('secret');
  });
});

describe('trpcCodeForStatus', () => {
  it('gives every status its own tRPC code: a 400 is BAD_REQUEST, never PARSE_ERROR', () => {
    expect(trpcCodeForStatus(400)).toBe('BAD_REQUEST');
    const statuses = [400, 401, 403, 404, 405, 409, 413, 415, 429, 503];
    for (const status of statuses) {
      // The code maps back to the same status in tRPC's own table.
      expect(getHTTPStatusCodeFromError(new TRPCError({ code: trpcCodeForStatus(status) }))).toBe(
        status,
      );
    }
    expect(trpcCodeForStatus(500)).toBe('INTERNAL_SERVER_ERROR');
  });
});

describe('toProblem with unknown errors', () => {
  it('maps a plain Error to a bare 500 internal_error that says nothing about the cause', () => {
    const body = toProblem(new Error('SELECT secret FROM x'));
    expect(body.status).toBe(500);
    expect(body.code).toBe('internal_error');
    expect(body.type).toBe('urn:heed:problem:internal_error');
    const json = JSON.stringify(body);
    expect(json).not.toContain('SELECT');
    expect(json).not.toContain('secret');
    expect(Object.keys(body).sort()).toEqual(['code', 'detail', 'status', 'title', 'type']);
  });

  it('maps a thrown non-Error value to 500 internal_error', () => {
    const body = toProblem('SELECT secret FROM x');
    expect(body.status).toBe(500);
    expect(body.code).toBe('internal_error');
    expect(JSON.stringify(body)).not.toContain('SELECT');
  });
});

describe('problemFor', () => {
  it('fills the defaults of a status', () => {
    const body = problemFor(404);
    expect(body).toEqual({
      type: 'urn:heed:problem:not_found',
      title: 'Not found',
      status: 404,
      detail: expect.any(String),
      code: 'not_found',
    });
  });

  it('uses rate_limited for 429 and keeps an overriding detail', () => {
    const body = problemFor(429, { detail: 'Slow down.' });
    expect(body).toMatchObject({
      type: 'urn:heed:problem:rate_limited',
      status: 429,
      code: 'rate_limited',
      detail: 'Slow down.',
    });
  });

  it('derives type from an overriding code', () => {
    const body = problemFor(400, { code: 'team_required', detail: 'Pass ?team=.' });
    expect(body.code).toBe('team_required');
    expect(body.type).toBe('urn:heed:problem:team_required');
    expect(body.status).toBe(400);
  });

  it('maps 413 and 415 to their codes', () => {
    expect(problemFor(413).code).toBe('payload_too_large');
    expect(problemFor(415).code).toBe('unsupported_media_type');
  });
});

describe('fieldErrorsOf', () => {
  it('joins nested paths with dots', () => {
    const error = zodErrorOf(z.object({ a: z.object({ b: z.array(z.string()) }) }), {
      a: { b: ['ok', 1] },
    });
    const errors = fieldErrorsOf(error);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.path).toBe('a.b.1');
    expect(typeof errors[0]?.message).toBe('string');
  });

  it('gives one entry per offending field', () => {
    const error = zodErrorOf(z.object({ a: z.string(), b: z.number() }), {});
    expect(
      fieldErrorsOf(error)
        .map((entry) => entry.path)
        .sort(),
    ).toEqual(['a', 'b']);
  });

  it('names the whole body when the root value is wrong', () => {
    const errors = fieldErrorsOf(zodErrorOf(z.object({ a: z.string() }), 'not an object'));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.path).toBe('(body)');
  });
});
