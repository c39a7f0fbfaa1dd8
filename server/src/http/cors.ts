import type { NextFunction, Request, Response } from 'express';

/** The CORS headers of every answer of the submission endpoint. */
export const SUBMISSION_CORS_HEADERS = new Map([
  ['Access-Control-Allow-Origin', '*'],
  [
    'Access-Control-Expose-Headers',
    'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
  ],
]);

/**
 * CORS of the public submission endpoint: any origin may call it (a publishable key's own
 * `allowedOrigins` decide who is accepted), every response says so, and the preflight is answered
 * without authentication.
 */
export function submissionCors(req: Request, res: Response, next: NextFunction): void {
  res.setHeaders(SUBMISSION_CORS_HEADERS);
  if (req.method !== 'OPTIONS') {
    next();
    return;
  }
  res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'X-Api-Key, Authorization, Content-Type');
  res.setHeader('Access-Control-Max-Age', '600');
  res.status(204).end();
}
