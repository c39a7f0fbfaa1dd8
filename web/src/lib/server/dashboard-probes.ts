/**
 * The dashboard's probes, answered before any session work: `GET /internal/isAlive` (the process
 * answers) and `GET /internal/isReady` (not stopping, and the session database answers within
 * `READY_TIMEOUT_MS`). From the first moment of a stop, readiness is 503 while pages are still
 * served, so load balancers take the replica out of rotation before it closes its port.
 */

import { queriesOf } from '@heed/db';
import { isDraining } from './dashboard-lifecycle.ts';
import { pingDatabase } from './dashboard-probes.repository.ts';
import { dashboardRuntime } from './dashboard-runtime.ts';

export const ALIVE_PATH = '/internal/isAlive';
export const READY_PATH = '/internal/isReady';
/** The same default as the API's `HEED_READY_TIMEOUT_MS`. */
const READY_TIMEOUT_MS = 2_000;

async function databaseAnswers(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const probe = dashboardRuntime()
    .then((runtime) => pingDatabase(queriesOf(runtime.orm.em)))
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([probe, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The answer to a probe path; undefined for any other path. */
export async function probeAnswer(pathname: string): Promise<Response | undefined> {
  if (pathname === ALIVE_PATH) return text(200, 'OK');
  if (pathname !== READY_PATH) return undefined;
  const ready = !isDraining() && (await databaseAnswers());
  return ready ? text(200, 'OK') : text(503, 'NOT READY');
}
