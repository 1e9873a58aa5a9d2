// The shoutbox store against the sandbox's Phoenix channel (real sockets through the Node
// port and the `phoenix` client), and its rules with a fake channel and a fake clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHOUT_KEPT,
  SHOUT_SEND_TIMEOUT_MS,
  ShoutboxStore,
  type ShoutMessage,
} from '../../../src/core/model/shoutbox';
import type { ClockPort } from '../../../src/core/ports';
import {
  openShoutChannel,
  type ShoutChannelEvents,
  shoutReconnectDelay,
} from '../../../src/core/realtime/shout-channel';
import { type Sandbox, startSandbox } from '../../../src/sandbox/index';
import { nodeSocketFactory } from '../../../src/terminal/ports/socket';

let sandbox: Sandbox;
const stores: ShoutboxStore[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  for (const store of stores) store.dispose();
  await sandbox?.close();
});

const realClock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

function storeFor(user: string, token = sandbox.state.tokenFor(user)): ShoutboxStore {
  const id = [...sandbox.state.users.values()].find((u) => u.username === user && !u.domain)!.id;
  const store = new ShoutboxStore({
    available: () => true,
    open: (events) =>
      openShoutChannel({ serverBase: sandbox.url, token, factory: nodeSocketFactory, events }),
    ownAccountId: () => id,
    clock: realClock,
  });
  stores.push(store);
  return store;
}

async function until(check: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 5000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('shoutbox on the sandbox channel', () => {
  it("joins, and each member sees the other's message; the sender's send resolves on it", async () => {
    const alice = storeFor('alice');
    const bob = storeFor('bob');
    await Promise.all([alice.start(), bob.start()]);
    await until(() => alice.joined && bob.joined, 'both joined');
    expect(alice.state).toBe('joined');

    expect(await alice.send('  Hello from the lighthouse  ')).toBe(true);
    await until(() => bob.messages.some((m) => m.text === 'Hello from the lighthouse'), 'bob');
    const seen = bob.messages.at(-1)!;
    expect(seen.author).toMatchObject({ username: 'alice' });
    expect(seen.author.avatar).toMatch(/^http/);
    expect(alice.sendError).toBeNull();
    // The unread mark (the floating panel's): others' messages only, cleared when seen.
    expect(bob.unread).toBe(true);
    expect(alice.unread).toBe(false);
    bob.markSeen();
    expect(bob.unread).toBe(false);

    // A later member gets the kept messages on join.
    const carol = storeFor('carol');
    await carol.start();
    await until(() => carol.joined && carol.messages.length > 0, 'carol joined');
    expect(carol.messages.map((m) => m.text)).toContain('Hello from the lighthouse');
  });

  it('keeps only the last 20 messages', async () => {
    const dave = storeFor('alice');
    await dave.start();
    await until(() => dave.joined, 'joined');
    for (let i = 1; i <= 23; i++) expect(await dave.send(`shout ${i}`)).toBe(true);
    expect(dave.messages).toHaveLength(SHOUT_KEPT);
    expect(dave.messages.at(-1)!.text).toBe('shout 23');
    expect(dave.messages[0]!.text).toBe('shout 4');
    const late = storeFor('bob');
    await late.start();
    await until(() => late.messages.length === SHOUT_KEPT, 'kept messages');
    expect(late.messages[0]!.text).toBe('shout 4');
  });

  it('an empty text is refused locally; an unknown token never joins', async () => {
    const alice = storeFor('alice');
    await alice.start();
    await until(() => alice.joined, 'joined');
    expect(await alice.send('   ')).toBe(false);
    expect(alice.sendError).toBe('empty');

    const stranger = storeFor('alice', 'not-a-token');
    await stranger.start();
    expect(stranger.joined).toBe(false);
    expect(await stranger.send('hi')).toBe(false);
    expect(stranger.sendError).toBe('not-joined');
  });
});

describe('shoutbox rules', () => {
  function fake() {
    let events: ShoutChannelEvents | undefined;
    const pushed: string[] = [];
    let closed = 0;
    const timers: Array<{ at: number; fn: () => void; done: boolean }> = [];
    let now = 0;
    const clock: ClockPort = {
      now: () => now,
      setTimeout: (fn, ms) => {
        const t = { at: now + ms, fn, done: false };
        timers.push(t);
        return t;
      },
      clearTimeout: (h) => {
        (h as { done: boolean }).done = true;
      },
    };
    const store = new ShoutboxStore({
      available: () => true,
      open: async (e) => {
        events = e;
        return { push: (text) => pushed.push(text), close: () => closed++ };
      },
      ownAccountId: () => 'me',
      clock,
    });
    const advance = (ms: number) => {
      now += ms;
      for (const t of timers) {
        if (t.done || t.at > now) continue;
        t.done = true;
        t.fn();
      }
    };
    return { store, events: () => events!, pushed, advance, closed: () => closed };
  }
  const msg = (id: string, text: string, author = 'me'): ShoutMessage => ({
    id,
    text,
    author: { id: author, username: author, acct: author, avatar: '' },
  });

  it('a send with no echo within 10 s fails with a timeout', async () => {
    const { store, events, pushed, advance } = fake();
    await store.start();
    events().joined();
    const sent = store.send('anyone?');
    expect(pushed).toEqual(['anyone?']);
    expect(store.sending).toBe(true);
    advance(SHOUT_SEND_TIMEOUT_MS - 1);
    expect(store.sending).toBe(true);
    advance(1);
    expect(await sent).toBe(false);
    expect(store.sendError).toBe('timeout');
    expect(store.sending).toBe(false);
  });

  it('joined is cleared on error or close, and set again on the next join', async () => {
    const { store, events } = fake();
    await store.start();
    expect(store.state).toBe('connecting');
    events().joined();
    events().messages([msg('1', 'a'), msg('2', 'b')]);
    expect(store.joined).toBe(true);
    events().left('error');
    expect(store.joined).toBe(false);
    expect(store.state).toBe('connecting');
    events().joined();
    events().message(msg('2', 'b'));
    // A message already kept (the list after a rejoin) is not repeated.
    expect(store.messages.map((m) => m.id)).toEqual(['1', '2']);
  });

  it('stop closes the channel; the reconnect delay is 1 s, 2 s, then 3 s', async () => {
    const { store, closed } = fake();
    await store.start();
    store.dispose();
    expect(closed()).toBe(1);
    expect(store.state).toBe('off');
    expect([1, 2, 3, 4, 9].map(shoutReconnectDelay)).toEqual([1000, 2000, 3000, 3000, 3000]);
  });

  it('a stop while joining and a new start (a panel swapped for another) still joins', async () => {
    const alice = storeFor('alice');
    const first = alice.start();
    alice.stop();
    const second = alice.start();
    await Promise.all([first, second]);
    await until(() => alice.joined, 'joined after the restart');
    expect(alice.state).toBe('joined');
  });
});
