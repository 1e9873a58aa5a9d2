import { afterEach, describe, expect, it } from 'vitest';
import type { SocketLike } from '../../../src/core/ports';
import { nodeSocketFactory } from '../../../src/terminal/ports/socket';
import { startWsServer } from '../../support/ws-server';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const startServer = () => startWsServer(cleanups);

function opened(socket: SocketLike): Promise<void> {
  return new Promise((resolve) => {
    socket.onopen = () => resolve();
  });
}

function nextMessage(socket: SocketLike): Promise<unknown> {
  return new Promise((resolve) => {
    socket.onmessage = (ev) => resolve(ev.data);
  });
}

function closed(socket: SocketLike): Promise<{ code: number; reason?: string }> {
  return new Promise((resolve) => {
    socket.onclose = resolve;
  });
}

describe('nodeSocketFactory', () => {
  it('opens, delivers streaming events as strings and sends text', async () => {
    const { server, url } = await startServer();
    const received: string[] = [];
    server.on('connection', (ws, req) => {
      ws.on('message', (data) => {
        received.push(String(data));
      });
      ws.send(JSON.stringify({ event: 'update', path: req.url }));
    });
    const socket = nodeSocketFactory(`${url}/api/v1/streaming?stream=user`);
    const message = nextMessage(socket);
    await opened(socket);
    expect(socket.readyState).toBe(1);
    expect(JSON.parse((await message) as string)).toEqual({
      event: 'update',
      path: '/api/v1/streaming?stream=user',
    });
    socket.send('{"type":"subscribe","stream":"public"}');
    await expect.poll(() => received).toEqual(['{"type":"subscribe","stream":"public"}']);
    socket.close(1000);
  });

  it('decodes binary frames to text as well', async () => {
    const { server, url } = await startServer();
    server.on('connection', (ws) => ws.send(Buffer.from('héllo', 'utf8'), { binary: true }));
    const socket = nodeSocketFactory(url);
    expect(await nextMessage(socket)).toBe('héllo');
    socket.close();
  });

  it('reports the server’s close code and reason', async () => {
    const { server, url } = await startServer();
    server.on('connection', (ws) => ws.close(4001, 'token revoked'));
    const socket = nodeSocketFactory(url);
    expect(await closed(socket)).toEqual({ code: 4001, reason: 'token revoked' });
    expect(socket.readyState).toBe(3);
  });

  it('reports a refused connection as error then close 1006, without crashing', async () => {
    const { server, url } = await startServer();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const socket = nodeSocketFactory(url);
    const errors: unknown[] = [];
    socket.onerror = (ev) => errors.push(ev);
    const event = await closed(socket);
    expect(event.code).toBe(1006);
    expect(errors).toHaveLength(1);
  });

  it('survives an error with no handler set', async () => {
    const { server, url } = await startServer();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const socket = nodeSocketFactory(url);
    expect((await closed(socket)).code).toBe(1006);
  });
});
