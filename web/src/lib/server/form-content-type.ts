/**
 * What a state-changing request to the dashboard may carry: the dashboard's forms post
 * `application/x-www-form-urlencoded` or `multipart/form-data` (what `use:enhance` sends). Kit
 * lets `text/plain` through to the form actions too (a form may declare that encoding), where
 * reading the body as form data fails; such a request is refused here, for every action at once.
 */

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The refusal of a request whose body is not a form, or undefined when it may go on. */
export function refuseNonFormBody(request: Request): Response | undefined {
  const contentType = request.headers.get('content-type');
  if (contentType === null) return undefined;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (FORM_TYPES.includes(mediaType)) return undefined;
  return new Response(
    `Send this form as application/x-www-form-urlencoded or multipart/form-data, as the dashboard's pages do (received ${mediaType || 'no media type'}).`,
    {
      status: 415,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'accept-post': FORM_TYPES.join(', '),
      },
    },
  );
}
