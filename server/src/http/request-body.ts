import express, { type NextFunction, type Request, type Response } from 'express';
import {
  InvalidRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../errors/domain-errors.ts';

/** Largest request body the API reads. */
export const MAX_BODY_BYTES = 1024 * 1024;

const parseJson = express.json({ limit: MAX_BODY_BYTES, strict: true, type: () => true });

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType ?? '');
}

/**
 * Reads JSON request bodies for the API before any procedure runs, so that every failure has its
 * own clear answer: a body that is not JSON 415, bad JSON 400, too large 413. A request without a
 * body reaches its procedure with no input, which then fails validation with 400.
 */
export function readJsonBody(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
    next();
    return;
  }
  if (!hasBody(req)) {
    req.body = undefined;
    req.headers['content-type'] = 'application/json';
    next();
    return;
  }
  if (!isJson(req.headers['content-type'])) {
    next(new UnsupportedMediaTypeError('Send the request body as application/json.'));
    return;
  }
  parseJson(req, res, (error?: unknown) => {
    if (!error) {
      next();
      return;
    }
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') {
      next(new PayloadTooLargeError(`The request body is larger than ${MAX_BODY_BYTES} bytes.`));
    } else if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      next(new UnsupportedMediaTypeError('Send the request body as UTF-8 JSON.'));
    } else {
      next(new InvalidRequestError('The request body is not valid JSON.'));
    }
  });
}
