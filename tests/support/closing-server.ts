import { createServer, type Server, type Socket } from 'node:net';

/** One answer of the closing server. */
export interface ClosingAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface ClosingServer {
  readonly url: string;
  /** `METHOD /path?query` of every request that reached the server, in order. */
  readonly seen: string[];
  /** Connections the server accepted. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A raw `node:net` HTTP/1.1 server that closes its side of the connection after every
 * answer WITHOUT saying `Connection: close`, as some small real servers do. A client that
 * keeps the connection pooled and sends the next request on it gets a reset or a hang-up
 * before any byte of an answer: the stale keep-alive socket.
 *
 * Hand-written on purpose: node:http's server would keep the connection open or announce
 * the close, which is exactly what the test must not have.
 */
export async function startClosingServer(
  answer: (method: string, target: string, body: string) => ClosingAnswer,
): Promise<ClosingServer> {
  const seen: string[] = [];
  let connections = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffered.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (buffered.length < end + 4 + length) return;
      const body = buffered.subarray(end + 4, end + 4 + length).toString('utf8');
      buffered = Buffer.alloc(0);
      const [method = 'GET', target = '/'] = head.split('\r\n')[0]?.split(' ') ?? [];
      seen.push(`${method} ${target}`);
      const reply = answer(method, target, body);
      const text = JSON.stringify(reply.body);
      const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(text)),
        ...reply.headers,
      };
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      // Closed for good once the answer is out: a request sent on it later is reset.
      socket.end(`HTTP/1.1 ${reply.status} X\r\n${lines.join('')}\r\n${text}`, () =>
        socket.destroy(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
