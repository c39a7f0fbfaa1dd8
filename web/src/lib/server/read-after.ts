/**
 * Read-your-writes across API replicas: after a change, the API answers with the primary's WAL
 * position (`READ_AFTER_HEADER`, only when it reads from a replica). The dashboard keeps the
 * latest position of the request (so a form action's reload sees its change) and, for 30 s, in
 * a cookie (so the next requests do, whichever dashboard and API replica answer them), and sends
 * it with every call to the API. The cookie holds no secret: a WAL position, which can only make
 * its holder's own reads fresher.
 */
import { laterWalPosition, walPositionOf, walPositionText } from '@heed/contracts';
import type { Cookies, RequestEvent } from '@sveltejs/kit';

export const READ_AFTER_COOKIE = 'heed_read_after';
/** As long as the API remembers a change in its own process (`RECENT_WRITE_MS`). */
export const READ_AFTER_SECONDS = 30;

/** What a request knows of its user's last change. */
export interface ReadAfter {
  /** The WAL position the user's reads must see, when they changed something lately. */
  position: string | undefined;
  /** Whether the cookie is `Secure` (the dashboard is served over https). */
  secure: boolean;
}

/** The request's position from its cookie (an invalid value is ignored). */
export function readAfterOf(cookies: Cookies, secure: boolean): ReadAfter {
  const position = walPositionOf(cookies.get(READ_AFTER_COOKIE));
  return { position: position === undefined ? undefined : walPositionText(position), secure };
}

/** Keeps the position an API answer gave, when it is later than the one the request had. */
export function keepReadAfter(event: Pick<RequestEvent, 'cookies' | 'locals'>, given: string) {
  const readAfter = event.locals.readAfter;
  if (!readAfter) return;
  const later = laterWalPosition(walPositionOf(readAfter.position), walPositionOf(given));
  if (later === undefined) return;
  readAfter.position = walPositionText(later);
  try {
    event.cookies.set(READ_AFTER_COOKIE, readAfter.position, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: readAfter.secure,
      maxAge: READ_AFTER_SECONDS,
    });
  } catch {
    // The answer has already gone (a streamed load): this request's later calls still send it.
  }
}
