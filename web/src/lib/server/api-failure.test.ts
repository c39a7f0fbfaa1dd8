import { TRPCClientError } from '@trpc/client';
import { describe, expect, test } from 'vitest';
import { fieldErrorsOf } from './action-result.ts';
import { apiFailure } from './api-failure.ts';

/** A tRPC client error as the client builds it from the API's answer. */
function clientError(problem: Record<string, unknown>, headers: Record<string, string> = {}) {
  return TRPCClientError.from(
    {
      error: {
        message: String(problem.detail ?? ''),
        code: -32000,
        data: { httpStatus: problem.status, problem },
      },
    },
    { meta: { response: new Response(null, { headers }) } },
  );
}

describe('API failures in words', () => {
  test('a 429 says when to retry', () => {
    const failure = apiFailure(
      clientError(
        { status: 429, code: 'rate_limited', detail: 'Too many' },
        { 'retry-after': '12' },
      ),
    );
    expect(failure).toEqual({
      status: 429,
      code: 'rate_limited',
      title: undefined,
      message: 'Too many requests. Try again in 12 seconds.',
      retryAfterSeconds: 12,
    });
    expect(apiFailure(clientError({ status: 429 }, { 'retry-after': '1' })).message).toBe(
      'Too many requests. Try again in 1 second.',
    );
  });

  test('a 401 asks to sign in again; 403 and 404 without a detail say what happened', () => {
    expect(apiFailure(clientError({ status: 401 })).message).toBe(
      'Your sign-in has ended. Sign in again.',
    );
    expect(apiFailure(clientError({ status: 403 })).message).toBe(
      'You do not have permission to do this.',
    );
    expect(apiFailure(clientError({ status: 404 })).message).toBe(
      'This was not found. It may have been removed.',
    );
  });

  test('a 403 and a 404 give the API’s reason when it names one', () => {
    const forbidden = apiFailure(
      clientError({
        status: 403,
        code: 'forbidden',
        title: 'Forbidden',
        detail: 'This needs the editor role in the team.',
      }),
    );
    expect(forbidden).toMatchObject({
      status: 403,
      title: 'Forbidden',
      message: 'This needs the editor role in the team.',
    });
    expect(
      apiFailure(clientError({ status: 404, detail: 'No such theme in this team.' })).message,
    ).toBe('No such theme in this team.');
  });

  test('a 400 gives the API’s detail and the first parameter it names', () => {
    const failure = apiFailure(
      clientError({
        status: 400,
        code: 'invalid_request',
        detail: 'The request does not match the expected shape.',
        errors: [{ path: 'allowedOrigins', message: 'required for pk keys' }],
      }),
    );
    expect(failure.message).toBe(
      'The request does not match the expected shape. (allowedOrigins: required for pk keys)',
    );
  });

  test('a 400 hands on every field it names, for the page to show next to the fields', () => {
    const errors = [
      { path: 'destinations.1', message: 'SMTP is not configured.' },
      { path: 'destinations.1', message: 'A second reason' },
      { path: 'name', message: 'Too long' },
    ];
    const failure = apiFailure(clientError({ status: 400, detail: 'No e-mail.', errors }));
    expect(failure.errors).toEqual(errors);
    expect(fieldErrorsOf(failure.errors)).toEqual({
      'destinations.1': 'SMTP is not configured.',
      name: 'Too long',
    });
    expect(apiFailure(clientError({ status: 400, detail: 'No fields' })).errors).toBeUndefined();
    expect(fieldErrorsOf(undefined)).toBeUndefined();
    // Only a 400 names fields the user can correct.
    expect(apiFailure(clientError({ status: 409, detail: 'Conflict', errors })).errors).toBe(
      undefined,
    );
  });

  test('a server error or an unreachable API never shows internals', () => {
    expect(apiFailure(clientError({ status: 500, detail: 'select * from secrets' })).message).toBe(
      'The Heed API had a problem. Try again in a moment.',
    );
    expect(apiFailure(new TypeError('fetch failed'))).toMatchObject({
      status: 503,
      message: 'The Heed API could not be reached. Try again in a moment.',
    });
  });
});
