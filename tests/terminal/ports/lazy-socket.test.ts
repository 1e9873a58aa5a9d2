import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SocketFactory } from '../../../src/core/ports';
import { lazySocketFactory } from '../../../src/terminal/ports/lazy-socket';
import { nodeSocketFactory } from '../../../src/terminal/ports/socket';
import { startWsServer } from '../../support/ws-server';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const startServer = () => startWsServer(cleanups);

describe('lazySocketFactory (the terminal UI loads ws when the first stream starts)', () => {
  it('loads the real factory only when a socket is asked for, once', async () => {
    const load = vi.fn(async () => nodeSocketFactory);
    const factory = lazySocketFactory(load);
    expect(load).not.toHaveBeenCalled();
    const { server, url } = await startServer();
    const first = factory(url);
    const second = factory(url);
    expect(first.readyState).toBe(0);
    await Promise.all(
      [first, second].map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.onopen = () => resolve();
          }),
      ),
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.readyState).toBe(1);
    // Messages both ways go through to the real socket.
    const [client] = [...server.clients];
    const received = new Promise<string>((resolve) => {
      client?.once('message', (data) => resolve(String(data)));
    });
    first.send('ping');
    expect(await received).toBe('ping');
    const message = new Promise<unknown>((resolve) => {
      first.onmessage = (event) => resolve(event.data);
    });
    client?.send('{"event":"update"}');
    expect(await message).toBe('{"event":"update"}');
    const closed = new Promise<number>((resolve) => {
      first.onclose = (event) => resolve(event.code);
    });
    first.close(1000);
    expect(await closed).toBe(1000);
  });

  it('never connects a socket closed before the real factory was there', async () => {
    const made: string[] = [];
    const fake: SocketFactory = (url) => {
      made.push(url);
      throw new Error('not expected');
    };
    const socket = lazySocketFactory(async () => fake)('wss://example.social/api/v1/streaming');
    const onclose = vi.fn();
    socket.onclose = onclose;
    socket.close(1000);
    expect(socket.readyState).toBe(3);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(made).toEqual([]);
    expect(onclose).not.toHaveBeenCalled();
  });

  it('reports a factory that cannot load or connect as a socket that never opened (1006)', async () => {
    for (const load of [
      async (): Promise<SocketFactory> => {
        throw new Error('piece missing');
      },
      async (): Promise<SocketFactory> => () => {
        throw new Error('bad url');
      },
    ]) {
      const socket = lazySocketFactory(load)('wss://example.social/api/v1/streaming');
      const onerror = vi.fn();
      socket.onerror = onerror;
      const code = await new Promise<number>((resolve) => {
        socket.onclose = (event) => resolve(event.code);
      });
      expect(code).toBe(1006);
      expect(onerror).toHaveBeenCalledTimes(1);
      expect(socket.readyState).toBe(3);
      expect(() => socket.send('x')).toThrow();
    }
  });
});
