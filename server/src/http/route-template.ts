import { servedContracts } from './openapi-document.ts';

const API_PREFIX = '/api/v1';

let templates: { pattern: RegExp; template: string }[] | undefined;

/**
 * The route template of a request path (`/api/v1/intern/feedback/{id}/tags/{tag}`), for logs:
 * path parameters may be identifiers chosen by customers (a `surveyId`, a tag), which never reach
 * a log line. Paths of the API that match no route are written as `/api/v1/…`.
 */
export function routeTemplateOf(path: string): string {
  if (!path.startsWith(`${API_PREFIX}/`)) return path;
  templates ??= servedContracts().map((contract) => ({
    pattern: new RegExp(`^${API_PREFIX}${contract.path.replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i'),
    template: `${API_PREFIX}${contract.path}`,
  }));
  return templates.find(({ pattern }) => pattern.test(path))?.template ?? `${API_PREFIX}/…`;
}
