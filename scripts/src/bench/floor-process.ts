import type { Server } from 'node:http';
import type pg from 'pg';

/**
 * How a floor's child process ends (the naive endpoint, the table floor): on SIGTERM or SIGINT it
 * stops taking connections, gives open ones two seconds, ends its pool and exits 0.
 */
export function stopOnSignals(server: Server, pool: pg.Pool): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 2_000).unref();
    });
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
