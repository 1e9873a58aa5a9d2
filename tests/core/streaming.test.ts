import { beforeEach, describe, expect, it } from 'vitest';
import type { LoggerPort, SocketFactory } from '../../src/core/ports';
import { streamingUrl } from '../../src/core/realtime/realtime';
import {
  parseStreamMessage,
  SocketStatus,
  type StreamEvent,
  StreamingSocket,
} from '../../src/core/realtime/streaming-socket';
import { FakeClock } from '../../src/core/schedule/fake-clock';
import { type FakeSocket, fakeSockets } from './helpers/fake-socket';

let clock: FakeClock;
let sockets: FakeSocket[];
let factory: SocketFactory;
let events: StreamEvent[];
let broken: number[];
let reconnects: number;
let warnings: string[];

const logger: LoggerPort = {
  debug: () => {},
  warn: (message) => warnings.push(message),
  error: () => {},
};

beforeEach(() => {
  clock = new FakeClock();
  ({ sockets, factory } = fakeSockets());
  events = [];
  broken = [];
  reconnects = 0;
  warnings = [];
});

/** `null`: no socket factory at all (streaming turned off). */
function streaming(withFactory: SocketFactory | null = factory): StreamingSocket {
  return new StreamingSocket({
    url: 'wss://pleroma.example/api/v1/streaming?stream=user',
    factory: withFactory ?? undefined,
    clock,
    logger,
    onEvent: (event) => events.push(event),
    onReconnected: () => {
      reconnects += 1;
    },
    onBroken: (code) => broken.push(code),
  });
}

/** A socket that was joined once. */
function joined(): StreamingSocket {
  const socket = streaming();
  socket.start();
  sockets[0]!.open();
  return socket;
}

const latest = () => sockets[sockets.length - 1]!;

describe('StreamingSocket', () => {
  it('goes STARTING_INITIAL (6) → JOINED (1) and delivers events', () => {
    const socket = streaming();
    socket.start();
    expect(socket.status).toBe(SocketStatus.STARTING_INITIAL);
    expect(socket.status).toBe(6);
    expect(sockets[0]!.url).toBe('wss://pleroma.example/api/v1/streaming?stream=user');
    sockets[0]!.open();
    expect(socket.status).toBe(1);
    expect(socket.isJoined).toBe(true);
    sockets[0]!.emit('update', { id: '1', content: 'hi' });
    expect(events).toEqual([{ event: 'update', payload: { id: '1', content: 'hi' }, stream: [] }]);
  });

  it('ignores an unreadable message and keeps going', () => {
    const socket = joined();
    sockets[0]!.receive('not json{');
    sockets[0]!.receive(JSON.stringify({ payload: 'no event name' }));
    sockets[0]!.receive(new Uint8Array([1, 2]));
    expect(events).toEqual([]);
    expect(warnings.length).toBe(3);
    sockets[0]!.emit('delete', '42');
    expect(events.map((e) => e.payload)).toEqual(['42']);
    expect(socket.status).toBe(SocketStatus.JOINED);
  });

  it('a socket that never opens means no streaming: DISABLED (4), no retry', async () => {
    const socket = streaming();
    socket.start();
    sockets[0]!.drop(1006);
    expect(socket.status).toBe(SocketStatus.DISABLED);
    expect(socket.status).toBe(4);
    await clock.advance(60_000);
    expect(sockets).toHaveLength(1);
    expect(broken).toEqual([]);
  });

  it('a first attempt that neither opens nor fails in 10 s is given up: DISABLED', async () => {
    const socket = streaming();
    socket.start();
    await clock.advance(9_999);
    expect(socket.status).toBe(SocketStatus.STARTING_INITIAL);
    await clock.advance(1);
    expect(socket.status).toBe(SocketStatus.DISABLED);
    expect(sockets[0]!.closedWith).toBe(1000);
    // Late news from the abandoned socket changes nothing.
    sockets[0]!.open();
    expect(socket.status).toBe(SocketStatus.DISABLED);
  });

  it('a reconnect attempt that hangs is bounded too, and retried', async () => {
    const socket = joined();
    latest().drop(1006);
    await clock.advance(1000);
    expect(sockets).toHaveLength(2);
    await clock.advance(10_000);
    expect(socket.status).toBe(SocketStatus.ERROR);
    await clock.advance(2000);
    expect(sockets).toHaveLength(3);
    latest().open();
    expect(socket.status).toBe(SocketStatus.JOINED);
  });

  it('an opened socket is not cut by the connect limit', async () => {
    const socket = joined();
    await clock.advance(60_000);
    expect(socket.status).toBe(SocketStatus.JOINED);
  });

  it('without a socket factory (streaming off) it is DISABLED at once', () => {
    const socket = streaming(null);
    socket.start();
    expect(socket.status).toBe(SocketStatus.DISABLED);
  });

  it('a factory that throws counts as never opened', () => {
    const socket = streaming(() => {
      throw new Error('bad url');
    });
    socket.start();
    expect(socket.status).toBe(SocketStatus.DISABLED);
  });

  it('after a break it reconnects after 1 s, then 2 s, then 3 s, and stays at 3 s', async () => {
    const socket = joined();
    latest().drop(1006);
    expect(socket.status).toBe(SocketStatus.ERROR);
    expect(socket.status).toBe(3);
    expect(broken).toEqual([1006]);

    const waits = [1000, 2000, 3000, 3000];
    for (const wait of waits) {
      const before = sockets.length;
      await clock.advance(wait - 1);
      expect(sockets.length, `no reconnect before ${wait} ms`).toBe(before);
      await clock.advance(1);
      expect(sockets.length, `reconnect after ${wait} ms`).toBe(before + 1);
      expect(socket.status).toBe(SocketStatus.STARTING);
      latest().drop(1006);
      expect(socket.status).toBe(SocketStatus.ERROR);
    }
    expect(socket.retryMultiplier).toBe(3);
    // One "socket broke" notice per outage, not one per failed retry.
    expect(broken).toEqual([1006]);
  });

  it('a successful reopen resets the delay and reports the reconnect', async () => {
    const socket = joined();
    latest().drop(1006);
    await clock.advance(1000);
    latest().drop(1011);
    await clock.advance(2000);
    expect(reconnects).toBe(0);
    latest().open();
    expect(socket.status).toBe(SocketStatus.JOINED);
    expect(reconnects).toBe(1);
    expect(socket.retryMultiplier).toBe(1);

    latest().drop(1006);
    const before = sockets.length;
    await clock.advance(1000);
    expect(sockets.length).toBe(before + 1);
  });

  it.each([1000, 1001])('close code %i → CLOSED (2), no reconnect', async (code) => {
    const socket = joined();
    latest().drop(code);
    expect(socket.status).toBe(SocketStatus.CLOSED);
    expect(socket.status).toBe(2);
    await clock.advance(60_000);
    expect(sockets).toHaveLength(1);
    expect(broken).toEqual([]);
  });

  it('stop() closes the socket and cancels a pending reconnect', async () => {
    const socket = joined();
    latest().drop(1006);
    socket.stop();
    expect(socket.status).toBe(SocketStatus.CLOSED);
    await clock.advance(60_000);
    expect(sockets).toHaveLength(1);
    expect(clock.pendingTimers).toBe(0);
  });

  it('stop() on an open socket closes it normally and ignores its late events', () => {
    const socket = joined();
    const first = latest();
    socket.stop();
    expect(first.closedWith).toBe(1000);
    first.emit('update', { id: '1' });
    first.drop(1006);
    expect(events).toEqual([]);
    expect(socket.status).toBe(SocketStatus.CLOSED);
  });
});

describe('parseStreamMessage', () => {
  it('parses a payload that is a JSON string', () => {
    const event = parseStreamMessage(
      JSON.stringify({
        event: 'update',
        payload: JSON.stringify({ id: '9', content: '<p>x</p>' }),
        stream: ['user'],
      }),
    );
    expect(event).toEqual({
      event: 'update',
      payload: { id: '9', content: '<p>x</p>' },
      stream: ['user'],
    });
  });

  it('keeps a delete payload as the id string (numeric-looking too)', () => {
    expect(parseStreamMessage('{"event":"delete","payload":"AbC123"}')?.payload).toBe('AbC123');
    expect(parseStreamMessage('{"event":"delete","payload":"103270"}')?.payload).toBe('103270');
  });

  it('keeps an already-decoded payload and a payload that only looks like JSON', () => {
    expect(parseStreamMessage('{"event":"x","payload":{"a":1}}')?.payload).toEqual({ a: 1 });
    expect(parseStreamMessage('{"event":"x","payload":"{broken"}')?.payload).toBe('{broken');
  });

  it.each([
    ['not JSON', 'nope'],
    ['a number', 5],
    ['JSON null', 'null'],
    ['no event name', '{"payload":"1"}'],
    ['an event that is not a string', '{"event":3}'],
  ])('refuses %s', (_label, data) => {
    expect(parseStreamMessage(data)).toBeUndefined();
  });
});

describe('streamingUrl', () => {
  it('builds the ws URL with token, stream and tag/list args', () => {
    const user = new URL(streamingUrl('https://p.example', 'T', { stream: 'user' }));
    expect(user.protocol).toBe('wss:');
    expect(user.pathname).toBe('/api/v1/streaming');
    expect(user.searchParams.get('access_token')).toBe('T');
    expect(user.searchParams.get('stream')).toBe('user');
    const tag = new URL(
      streamingUrl('wss://p.example', undefined, { stream: 'hashtag', arg: 'cats' }),
    );
    expect(tag.searchParams.get('tag')).toBe('cats');
    expect(tag.searchParams.has('access_token')).toBe(false);
    const list = new URL(streamingUrl('http://127.0.0.1:8001', 'T', { stream: 'list', arg: '7' }));
    expect(list.protocol).toBe('ws:');
    expect(list.searchParams.get('list')).toBe('7');
  });
});
