import type { NextFunction, Request, Response } from 'express';

/**
 * `?team=` is a query parameter on every method (Rule: docs/rules/roles.md#roles-5). The REST
 * adapter reads a POST, PUT or PATCH procedure's input from the body and path only, so the query's
 * `team` is carried into the JSON body here; a `team` in the body itself never counts.
 */
export function teamQueryIntoBody(req: Request, _res: Response, next: NextFunction): void {
  if (req.method !== 'POST' && req.method !== 'PUT' && req.method !== 'PATCH') {
    next();
    return;
  }
  const body: unknown = req.body;
  const team = (req.query as Record<string, unknown>).team;
  if (body === undefined) {
    if (team !== undefined) req.body = { team };
  } else if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const { team: _fromBody, ...rest } = body as Record<string, unknown>;
    req.body = team === undefined ? rest : { ...rest, team };
  }
  next();
}
