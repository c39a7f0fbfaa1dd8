import { once } from 'node:events';
import net from 'node:net';

/**
 * A loopback TCP proxy in front of PostgreSQL, for fault injection in tests: it can stop
 * forwarding without closing anything (a network path that silently drops traffic), cut every
 * connection (a restart), refuse new ones (a server that is down), or cut one connection just
 * before a given server reply reaches the client (a connection lost after COMMIT).
 */
export interface TcpProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  /**
   * Stops forwarding in both directions, keeping every socket open; data is held back until
   * `resume`. With `onlyIfClientSent`, only connections whose client sent that text are stalled.
   */
  stall(options?: { onlyIfClientSent?: string }): void;
  resume(): void;
  /** Destroys every open connection at once. */
  cut(): void;
  /** While true, new connections are closed as soon as they arrive. */
  refuse(refusing: boolean): void;
  /**
   * The server's reply to the next client message containing `text` is not delivered: its
   * connection is destroyed instead (the server has done the work; the client never hears of
   * it). Resolves once that happened.
   */
  cutReplyTo(text: string): Promise<void>;
  /** Connections open now. */
  readonly connections: number;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  server: net.Socket;
  clientSent: string[];
  /** What a stall held back, in order; `null` is the sender's end of stream (FIN). */
  held: { to: net.Socket; data: Buffer | null }[];
  /** The reply to what the client just sent is to be dropped. */
  cutNextReply: (() => void) | undefined;
}

/** A proxy in front of the server of `databaseUrl`. */
export function startDatabaseProxy(databaseUrl: string): Promise<TcpProxy> {
  const url = new URL(databaseUrl);
  return startTcpProxy({ host: url.hostname || '127.0.0.1', port: Number(url.port || 5432) });
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let stalled = false;
  let stallFilter: string | undefined;
  let refusing = false;
  let replyCut: { text: string; done: () => void } | undefined;

  const isStalled = (link: Link) =>
    stalled &&
    (stallFilter === undefined || link.clientSent.some((sent) => sent.includes(stallFilter ?? '')));

  const destroy = (link: Link) => {
    link.client.destroy();
    link.server.destroy();
    links.delete(link);
  };

  const deliver = (to: net.Socket, data: Buffer | null) => {
    if (data === null) to.end();
    else to.write(data);
  };
  const forward = (link: Link, to: net.Socket, data: Buffer | null) => {
    if (isStalled(link)) link.held.push({ to, data });
    else deliver(to, data);
  };

  // Half-open sockets: a FIN is forwarded like data, so a stall holds back a goodbye too.
  const proxy = net.createServer({ allowHalfOpen: true }, (client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const server = net.connect({ port: target.port, host: target.host, allowHalfOpen: true });
    const link: Link = { client, server, clientSent: [], held: [], cutNextReply: undefined };
    links.add(link);
    client.on('data', (data: Buffer) => {
      const text = data.toString('latin1');
      // Remember a little of what the client said, for `stall({ onlyIfClientSent })`.
      if (link.clientSent.length < 64) link.clientSent.push(text);
      if (replyCut && text.includes(replyCut.text)) {
        link.cutNextReply = replyCut.done;
        replyCut = undefined;
      }
      forward(link, server, data);
    });
    server.on('data', (data: Buffer) => {
      const done = link.cutNextReply;
      if (done) {
        destroy(link);
        done();
        return;
      }
      forward(link, client, data);
    });
    client.on('end', () => forward(link, server, null));
    server.on('end', () => forward(link, client, null));
    for (const [socket, peer] of [
      [client, server],
      [server, client],
    ] as const) {
      socket.on('error', () => destroy(link));
      socket.on('close', () => {
        if (peer.destroyed) links.delete(link);
        // Closed without a FIN (a reset): the peer hears it, after what was already sent.
        else if (!isStalled(link)) peer.end();
      });
    }
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  const { port } = proxy.address() as net.AddressInfo;

  return {
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    stall(options = {}) {
      stalled = true;
      stallFilter = options.onlyIfClientSent;
    },
    resume() {
      stalled = false;
      stallFilter = undefined;
      for (const link of links) {
        for (const { to, data } of link.held.splice(0)) deliver(to, data);
      }
    },
    cut() {
      for (const link of [...links]) destroy(link);
    },
    refuse(value) {
      refusing = value;
    },
    cutReplyTo(text) {
      return new Promise<void>((resolve) => {
        replyCut = { text, done: resolve };
      });
    },
    get connections() {
      return links.size;
    },
    async close() {
      for (const link of [...links]) destroy(link);
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
