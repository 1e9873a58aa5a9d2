// Screens' stores (threads, profiles, search, the media viewer) are made per account scope by
// kits that live beside the stores (issue 10: the web loads their code with the screens, so
// the scope imports none of them). What the scope used to do for each store by name it now
// does for every store a kit made: tell it of posts, deletions and relationships, keep what
// it shows through the entity sweep, dispose it with the scope.
import { afterEach, describe, expect, it } from 'vitest';
import { conversationsOf } from '../../../src/core/model/conversation-registry';
import { DEFAULT_SWEEP_LIMITS } from '../../../src/core/model/entity-sweep';
import { mediaViewerOf } from '../../../src/core/model/media-viewer';
import { profilesOf } from '../../../src/core/model/profile';
import type { RootStore } from '../../../src/core/model/root';
import type { ScopeStoreKit } from '../../../src/core/model/scope-store';
import { searchOf } from '../../../src/core/model/search';
import { memoryStorage, silentLogger } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { settle } from '../helpers/fake-http';
import { fakeSockets } from '../helpers/fake-socket';
import { terminalRoot } from '../support/terminal-root';
import { SERVER, twoUserServer } from './two-servers';

const roots: RootStore[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

function harness() {
  const http = twoUserServer();
  const root = terminalRoot({
    fetch: http.fetch,
    socket: fakeSockets().factory,
    storage: memoryStorage(),
    secrets: memoryStorage(),
    clock: new FakeClock(),
    logger: silentLogger,
  });
  roots.push(root);
  const signIn = async (username: string) => {
    const result = await root.signIn({
      method: 'password',
      server: SERVER,
      username,
      password: 'right',
    });
    expect(result.ok).toBe(true);
    await settle();
    return root.scope;
  };
  return { root, signIn };
}

/** A kit whose store records what its scope told it. */
function recordingKit() {
  const made: Array<{ account: string | undefined; told: string[] }> = [];
  const kit: ScopeStoreKit<{ account: string | undefined; told: string[] }> = {
    make: (scope) => {
      const store = { account: scope.account?.key, told: [] as string[] };
      made.push(store);
      return store;
    },
    holds: () => ({ statuses: ['kept-status'], accounts: ['kept-account'] }),
    received: (store, id) => store.told.push(`received ${id}`),
    deleted: (store, id) => store.told.push(`deleted ${id}`),
    relationshipChanged: (store, r) => store.told.push(`relationship ${r.id}`),
    dispose: (store) => store.told.push('disposed'),
  };
  return { kit, made };
}

describe('screen stores made by kits, per account scope', () => {
  it('makes a store once per scope, on first use, and another for another account', async () => {
    const h = harness();
    const { kit, made } = recordingKit();
    const alice = await h.signIn('alice');
    expect(alice.peek(kit)).toBeUndefined();
    const first = h.root.use(kit);
    expect(h.root.use(kit)).toBe(first);
    expect(alice.peek(kit)).toBe(first);
    await h.signIn('bob');
    expect(h.root.use(kit)).not.toBe(first);
    expect(made.map((s) => s.account)).toEqual(['alice@pleroma.example', 'bob@pleroma.example']);
  });

  it("tells every made store of posts and deletions (compose and status actions' open threads)", async () => {
    const h = harness();
    const { kit } = recordingKit();
    await h.signIn('alice');
    // Nothing made yet: nothing is built to be told.
    h.root.conversations.receive('early');
    expect(h.root.scope.peek(conversationsOf)).toBeUndefined();
    const store = h.root.use(kit);
    h.root.conversations.receive('s-1');
    h.root.conversations.statusDeleted('s-2');
    expect(store.told).toEqual(['received s-1', 'deleted s-2']);
  });

  it('keeps what a store holds through the entity sweep', async () => {
    const h = harness();
    const { kit } = recordingKit();
    const alice = await h.signIn('alice');
    const account = alice.entities.account('A1')!;
    const accounts = (ids: string[]) => ids.map((id) => ({ ...account, id }));
    alice.entities.ingest({ statuses: [], accounts: accounts(['kept-account', 'old-account']) });
    h.root.use(kit);
    // Past the high-water mark, only the recent and the held survive.
    const recent = Array.from({ length: DEFAULT_SWEEP_LIMITS.highWater }, (_, i) => `r${i}`);
    alice.entities.ingest({ statuses: [], accounts: accounts(recent) });
    alice.entities.sweep();
    expect(alice.entities.account('old-account')).toBeUndefined();
    expect(alice.entities.account('kept-account')).toBeDefined();
  });

  it("disposes an account's stores with its scope, not the other account's", async () => {
    const h = harness();
    const { kit } = recordingKit();
    await h.signIn('alice');
    const alices = h.root.use(kit);
    await h.signIn('bob');
    const bobs = h.root.use(kit);
    await h.root.signOut('alice@pleroma.example');
    expect(alices.told).toEqual(['disposed']);
    expect(bobs.told).toEqual([]);
  });

  it('the real kits: a thread, a profile, search and the media viewer per account', async () => {
    const h = harness();
    await h.signIn('alice');
    const threads = h.root.use(conversationsOf);
    expect(threads.get('a-1')).toBe(threads.get('a-1'));
    expect(threads.has('a-1')).toBe(true);
    expect(h.root.use(profilesOf).get('alice')).toBe(h.root.use(profilesOf).get('alice'));
    expect(h.root.use(searchOf).state).toBe('idle');
    const viewer = h.root.use(mediaViewerOf);
    expect(viewer.isOpen).toBe(false);
    await h.signIn('bob');
    expect(h.root.use(conversationsOf)).not.toBe(threads);
    expect(h.root.use(mediaViewerOf)).not.toBe(viewer);
  });
});
