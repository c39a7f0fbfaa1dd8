import type { ReadAfter } from '#lib/server/read-after.ts';
import type { SessionUser } from '#lib/server/session-store.ts';

declare global {
  namespace App {
    interface Error {
      message: string;
      /** Seconds until a rate-limited request may be repeated. */
      retryAfterSeconds?: number | undefined;
    }
    interface Locals {
      /** The signed-in user of this request; the access token never leaves the server. */
      session?: {
        id: string;
        user: SessionUser;
        accessToken: string;
      };
      /** The user's last change, which the API calls of this request must see. */
      readAfter?: ReadAfter;
    }
  }
}
