import { type ProcedureContract, problemSchema } from '@heed/contracts';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { appRouter } from '../trpc/router.ts';
import type { HeedMeta } from '../trpc/trpc.ts';
import { streamedRouteContracts } from './export-route.ts';

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: a field is missing, malformed or out of range.',
  401: 'Missing or invalid authentication.',
  403: 'Authenticated, but not allowed.',
  404: 'Not found.',
  409: 'Conflict with the current state.',
  413: 'Request body larger than the limit.',
  415: 'Request body is not application/json.',
  429: 'Rate limit exceeded; see Retry-After.',
  500: 'Unexpected error; the body says nothing about the cause.',
  503: 'A dependency (database, identity provider) is unavailable; retry later.',
};

const SECURITY: Record<ProcedureContract['caller'], Record<string, string[]>[]> = {
  public: [],
  oidc: [{ oidcBearer: [] }],
  api_key: [{ publishableKey: [] }, { secretKey: [] }],
  secret_key: [{ secretKey: [] }],
};

/** Every contract the router serves, in a stable order. */
export function servedContracts(): ProcedureContract[] {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: HeedMeta } }
  >;
  return Object.values(procedures)
    .map((procedure) => procedure._def.meta?.contract)
    .filter((contract): contract is ProcedureContract => contract !== undefined)
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

const rateLimitHeaders = z.object({
  'RateLimit-Limit': z
    .string()
    .describe('Requests per minute allowed (per key; per user for dashboard analytics).'),
  'RateLimit-Remaining': z.string().describe('Requests left in the current window.'),
  'RateLimit-Reset': z.string().describe('Seconds until the window resets.'),
});
const retryAfterHeaders = rateLimitHeaders.extend({
  'Retry-After': z.string().describe('Whole seconds to wait before retrying (at least 1).'),
});

/** `Cache-Control` of a contract that declares a cache policy. */
function cacheControlHeader(policy: NonNullable<ProcedureContract['cache']>) {
  return z
    .literal(policy)
    .describe('Per-user authorised data: no shared or browser cache may keep the answer.');
}

function isKeyed(contract: ProcedureContract): boolean {
  return contract.caller === 'api_key' || contract.caller === 'secret_key';
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

function errorResponses(contract: ProcedureContract, hasInput: boolean): ZodOpenApiResponsesObject {
  const statuses = new Set<number>([500, ...(contract.errorStatuses ?? [])]);
  if (hasInput || contract.method !== 'GET') statuses.add(400);
  if (contract.caller !== 'public') {
    statuses.add(401);
    statuses.add(503);
  }
  if (contract.method !== 'GET') {
    statuses.add(413);
    statuses.add(415);
  }
  const responses: ZodOpenApiResponsesObject = {};
  for (const status of [...statuses].sort()) {
    responses[`${status}` as `4${string}`] = {
      description: PROBLEM_DESCRIPTIONS[status] ?? 'Error.',
      content: {
        'application/problem+json': { schema: contract.errorBodies?.[status] ?? problemSchema },
      },
      ...(status === 429 ? { headers: retryAfterHeaders } : {}),
    };
  }
  return responses;
}

function operationFor(contract: ProcedureContract): ZodOpenApiOperationObject {
  const input = contract.input;
  const shape = input instanceof z.ZodObject ? input.shape : {};
  const pathNames = pathParameterNames(contract.path);
  const hasInput = Object.keys(shape).length > 0;
  const operation: ZodOpenApiOperationObject = {
    summary: contract.summary,
    tags: contract.tags,
    responses: {},
  };
  if (contract.description) operation.description = contract.description;
  operation.security = SECURITY[contract.caller];
  if (input instanceof z.ZodObject) {
    const mask = Object.fromEntries(pathNames.map((name) => [name, true])) as never;
    const path = pathNames.length > 0 ? input.pick(mask) : undefined;
    const rest = input.omit(mask);
    // GET and DELETE take their input from the query; the others from the body, except the
    // `team` of team-scoped procedures, which is a query parameter on every method.
    const inQuery = contract.method === 'GET' || contract.method === 'DELETE';
    const teamInQuery = !inQuery && contract.team !== undefined && 'team' in rest.shape;
    const query = inQuery ? rest : teamInQuery ? rest.pick({ team: true } as never) : undefined;
    const body = inQuery ? undefined : teamInQuery ? rest.omit({ team: true } as never) : rest;
    operation.requestParams = {
      ...(path ? { path } : {}),
      ...(query && Object.keys(query.shape).length > 0 ? { query } : {}),
    };
    if (body && Object.keys(body.shape).length > 0) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: body } } };
    }
  }
  const successHeaders = z.object({
    ...(isKeyed(contract) ? rateLimitHeaders.shape : {}),
    ...(contract.cache ? { 'Cache-Control': cacheControlHeader(contract.cache) } : {}),
  });
  const headers = Object.keys(successHeaders.shape).length > 0 ? { headers: successHeaders } : {};
  const content = Object.fromEntries(
    Object.entries(contract.successContent ?? { 'application/json': contract.output }).map(
      ([type, schema]) => [type, { schema }],
    ),
  );
  const success =
    contract.successStatus === 204
      ? { description: 'Done; no content.', ...headers }
      : {
          description:
            contract.successStatus === 201
              ? 'Created.'
              : contract.successStatus === 202
                ? 'Accepted.'
                : 'OK.',
          content,
          ...headers,
        };
  operation.responses = {
    [`${contract.successStatus}`]: success,
    ...(contract.repeatStatus
      ? {
          [`${contract.repeatStatus}`]: {
            description: 'A repeat of a call already done: nothing changed.',
            content,
            ...headers,
          },
        }
      : {}),
    ...errorResponses(contract, hasInput),
  };
  return operation;
}

/** The OpenAPI 3.1 document of the REST API, generated from the same contracts the code validates with. */
export function buildOpenApiDocument(version: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const contract of [...servedContracts(), ...streamedRouteContracts]) {
    const method = contract.method.toLowerCase() as 'get';
    paths[contract.path] = { ...paths[contract.path], [method]: operationFor(contract) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Heed API',
        version,
        description:
          'Heed collects survey feedback from websites and backends and serves it to team ' +
          'dashboards. Every error is `application/problem+json` (RFC 9457) with a snake_case ' +
          '`code`.',
      },
      servers: [{ url: '/api/v1' }],
      paths,
      components: {
        securitySchemes: {
          oidcBearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An access token (JWT) from the organisation’s OpenID Connect provider.',
          },
          publishableKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description:
              'A publishable key `heed_pk_live_…` for browsers. A key with allowed origins only ' +
              'accepts requests whose `Origin` header is one of them (exact scheme, host and ' +
              'port); a request without `Origin` is refused with 403 `origin_not_allowed`.',
          },
          secretKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A secret key `heed_sk_live_…` for backends, never origin-checked. Every key-' +
              'authenticated call counts against the key’s `rateLimit` per minute; responses ' +
              'carry `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`, and a 429 ' +
              '`Retry-After`.',
          },
        },
      },
    },
    { reused: 'ref' },
  );
}
