import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openShoutChannel, SHOUT_TOPIC } from '../../../src/core/realtime/shout-channel';
import { type FakeSocket, fakeSockets } from '../../terminal/app/support/fake-socket';

/**
 * The shoutbox's channel over the real phoenix client and a fake socket, on fake timers.
 * Pleroma answers no shout (its broadcast is the acknowledgement), so phoenix's reply timer
 * for each push ran its whole 10 s: on Node that pending timer kept `petrel shout` alive
 * 10 s after it printed "Shouted". Closing the channel now leaves no timer behind.
 */

type Frame = [string | null, string | null, string, string, unknown];

const frames = (socket: FakeSocket): Frame[] => socket.sent.map((f) => JSON.parse(f) as Frame);

/** The server's `phx_reply` ok to the frame the client sent with `event`. */
function answer(socket: FakeSocket, event: string): void {
  const frame = frames(socket).find((f) => f[3] === event);
  if (!frame) throw new Error(`no ${event} was sent`);
  const [joinRef, ref, topic] = frame;
  socket.onmessage?.({
    data: JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }]),
  });
}

async function joinedChannel() {
  const { factory, sockets } = fakeSockets();
  const seen = { joined: 0 };
  const channel = await openShoutChannel({
    serverBase: 'https://pleroma.example',
    token: 'secret',
    factory,
    events: {
      joined: () => {
        seen.joined += 1;
      },
      messages: () => {},
      message: () => {},
      left: () => {},
    },
  });
  const socket = sockets[0];
  if (!socket) throw new Error('no socket was opened');
  socket.open();
  answer(socket, 'phx_join');
  expect(seen.joined).toBe(1);
  return { channel, socket, seen };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the shoutbox channel', () => {
  it('sends a shout on the shoutbox topic, with the token only in the socket address', async () => {
    const { channel, socket } = await joinedChannel();
    channel.push('Ahoy', 10_000);
    expect(socket.url).toMatch(/^wss:\/\/pleroma\.example\/socket\/websocket\?token=secret&/);
    const shout = frames(socket).find((f) => f[3] === 'new_msg');
    expect(shout?.[2]).toBe(SHOUT_TOPIC);
    expect(shout?.[4]).toEqual({ text: 'Ahoy' });
    channel.close();
  });

  it('leaves no timer behind once closed, though the server answered neither the shout nor the leave', async () => {
    const { channel, socket } = await joinedChannel();
    channel.push('Ahoy', 10_000);
    channel.push('Again', 10_000);
    channel.close();
    expect(frames(socket).map((f) => f[3])).toContain('phx_leave');
    expect(socket.readyState).toBe(3);
    // Before, the two shouts' and the leave's reply timers were still pending here (10 s).
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a shout the server did answer (another server might) leaves nothing behind either', async () => {
    const { channel, socket } = await joinedChannel();
    channel.push('Ahoy', 10_000);
    answer(socket, 'new_msg');
    expect(vi.getTimerCount()).toBeGreaterThan(0); // the heartbeat, while connected
    channel.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
