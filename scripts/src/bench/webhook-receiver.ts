/**
 * The webhook bench's receiver, in a process of its own (so it takes no turn of the load
 * generator's event loop): answers every POST with 204 and counts each `webhook-id`. Driven over
 * IPC: `{ op: 'start', port }` (0: any free port) answers `{ port }`; `{ op: 'stop' }` closes the
 * port and every connection (attempts are refused) and answers `{ stopped: true }`;
 * `{ op: 'report' }` answers `{ seen: [[id, count], …] }`; `{ op: 'clear' }` forgets the ids.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const seen = new Map<string, number>();
let server: Server | undefined;

function reply(message: unknown): void {
  process.send?.(message);
}

process.on('message', (message: { op: string; port?: number }) => {
  switch (message.op) {
    case 'start': {
      const listening = createServer((request, response) => {
        const id = request.headers['webhook-id'];
        request.resume();
        request.on('end', () => {
          if (typeof id === 'string') seen.set(id, (seen.get(id) ?? 0) + 1);
          response.writeHead(204).end();
        });
      });
      listening.keepAliveTimeout = 30_000;
      listening.listen(message.port ?? 0, '127.0.0.1', () => {
        server = listening;
        reply({ port: (listening.address() as AddressInfo).port });
      });
      break;
    }
    case 'stop': {
      const closing = server;
      server = undefined;
      if (!closing) {
        reply({ stopped: true });
        break;
      }
      closing.closeAllConnections();
      closing.close(() => reply({ stopped: true }));
      break;
    }
    case 'report':
      reply({ seen: [...seen] });
      break;
    case 'clear':
      seen.clear();
      reply({ cleared: true });
      break;
  }
});
process.on('disconnect', () => process.exit(0));
