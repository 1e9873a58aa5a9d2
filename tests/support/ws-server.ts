import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

/**
 * A WebSocket server on a free loopback port; `cleanups` gets the function that ends its
 * clients and closes it (run by the test file's afterEach).
 */
export async function startWsServer(
  cleanups: Array<() => Promise<void> | void>,
): Promise<{ server: WebSocketServer; url: string }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { server, url: `ws://127.0.0.1:${port}` };
}
