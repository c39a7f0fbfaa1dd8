import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './request-body.ts';
import { takesSubmissionLane } from './submission-lane.ts';

const plain = {
  method: 'POST',
  url: '/api/v1/submission',
  headers: { 'content-type': 'application/json', 'content-length': '512' },
};

function takes(change: { method?: string; url?: string; headers?: Record<string, string> }) {
  const headers = Object.fromEntries(
    Object.entries({ ...plain.headers, ...change.headers }).filter(([, value]) => value !== ''),
  );
  return takesSubmissionLane({ ...plain, ...change, headers } as unknown as IncomingMessage);
}

describe('takesSubmissionLane', () => {
  it('takes the plain submission: POST, UTF-8 JSON, a known length within the limit', () => {
    expect(takes({})).toBe(true);
    expect(takes({ headers: { 'content-type': 'application/json; charset=UTF-8' } })).toBe(true);
    expect(takes({ headers: { 'content-encoding': 'identity' } })).toBe(true);
    expect(takes({ headers: { 'content-length': String(MAX_BODY_BYTES) } })).toBe(true);
  });

  it.each([
    ['another method', { method: 'PUT' }],
    ['another path', { url: '/api/v1/submission/' }],
    ['a query string', { url: '/api/v1/submission?x=1' }],
    ['a chunked body', { headers: { 'content-length': '', 'transfer-encoding': 'chunked' } }],
    ['a compressed body', { headers: { 'content-encoding': 'gzip' } }],
    ['no body', { headers: { 'content-length': '0' } }],
    ['a body over the limit', { headers: { 'content-length': String(MAX_BODY_BYTES + 1) } }],
    ['another content type', { headers: { 'content-type': 'text/plain' } }],
    ['another charset', { headers: { 'content-type': 'application/json; charset=utf-16' } }],
  ])('leaves %s to the app', (_name, change) => {
    expect(takes(change)).toBe(false);
  });
});
