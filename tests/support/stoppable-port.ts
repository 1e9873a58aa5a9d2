import { connect, createServer, type Server, type Socket } from 'node:net';

export interface StoppablePort {
  /** `http://127.0.0.1:PORT`: what the client is told the server is. */
  readonly url: string;
  readonly port: number;
  /**
   * Stop listening and cut every open connection: a new connection is refused by the
   * operating system (ECONNREFUSED), as when the server process is gone.
   */
  stop(): Promise<void>;
  /** Listen on the same port again: the server is back, with everything it held. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback port in front of a server (the sandbox) that can be really stopped and started
 * again: a byte-for-byte TCP relay, so HTTP and WebSocket pass unchanged. The server behind
 * it keeps its state while the port is down, which a restarted sandbox (seeded afresh, new
 * tokens) would not.
 */
export async function startStoppablePort(target: string): Promise<StoppablePort> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(Number(targetPort), hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        next.off('error', reject);
        const address = next.address();
        if (address && typeof address !== 'string') port = address.port;
        server = next;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      for (const s of sockets) s.destroy();
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    get port() {
      return port;
    },
    stop,
    start: listen,
    close: stop,
  };
}
