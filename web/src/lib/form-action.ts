/**
 * The URL a form posts a named action to, keeping the page's query string. A submission lands
 * where it posts (with JavaScript too, as the browser would), so keeping the query keeps the
 * page's filters, survey and open item; `drop` names parameters the page should lose (the open
 * item after deleting it).
 */
export function actionHref(search: string, name: string, drop: string[] = []): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key.startsWith('/') || drop.includes(key)) params.delete(key);
  }
  const query = params.toString();
  return `?${query}${query ? '&' : ''}/${name}`;
}
