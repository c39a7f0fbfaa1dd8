import { servedContracts } from './openapi-document.ts';

const API_PREFIX = '/api/v1';

let templates: { pattern: RegExp; template: string }[] | undefined;

/**
 * The route template of a request path (`/api/v1/intern/feedback/{id}/tags/{tag}`), for logs:
 * path parameters may be identifiers chosen by customers (a `surveyId`, a tag), which never reach
 * a log line. Paths of the API that match no route are written as `/api/v1/…`. A path that is a
 * route of its own is that route, not a parameter of another (`/intern/feedback/bulk` is not
 * `/intern/feedback/{id}`): templates with fewer parameters are tried first.
 */
export function routeTemplateOf(path: string): string {
  if (!path.startsWith(`${API_PREFIX}/`)) return path;
  templates ??= servedContracts()
    .map((contract) => ({
      pattern: new RegExp(`^${API_PREFIX}${contract.path.replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i'),
      template: `${API_PREFIX}${contract.path}`,
      parameters: (contract.path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.parameters - b.parameters);
  return templates.find(({ pattern }) => pattern.test(path))?.template ?? `${API_PREFIX}/…`;
}
