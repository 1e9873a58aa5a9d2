import { afterEach, describe, expect, it } from 'vitest';
import { CONVERSATIONS_KEPT, conversationsOf } from '../../../src/core/model/conversation-registry';
import { DEFAULT_SWEEP_LIMITS } from '../../../src/core/model/entity-sweep';
import { NOTIFICATIONS_KEPT } from '../../../src/core/model/notifications';
import { PROFILES_KEPT, profilesOf } from '../../../src/core/model/profile';
import { createRootStore, type RootStore } from '../../../src/core/model/root';
import { TIMELINES_KEPT } from '../../../src/core/model/timelines';
import { type FetchPort, memoryStorage, silentLogger } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { response, settle } from '../helpers/fake-http';

const SERVER = 'https://pleroma.example';
const PAGE = 20;

let serial = 0;
/** A status by a new author each time: every visit brings entities never seen before. */
function freshStatus() {
  serial += 1;
  const id = String(serial).padStart(9, '0');
  return {
    id,
    content: `<p>post ${id}</p>`,
    created_at: '2026-11-21T12:00:00.000Z',
    account: { id: `u${id}`, username: `u${id}`, acct: `u${id}@far.example` },
  };
}

/** Any tag timeline, account lookup or account timeline answers with fresh entities. */
const endlessServer: FetchPort = async (input) => {
  const url = new URL(input);
  const path = url.pathname;
  if (path === '/api/v1/accounts/lookup') {
    const acct = url.searchParams.get('acct') ?? '';
    return response({ body: { id: `p-${acct}`, username: acct, acct } });
  }
  if (
    path === '/api/v1/timelines/public' ||
    path.startsWith('/api/v1/timelines/tag/') ||
    /\/api\/v1\/accounts\/[^/]+\/statuses$/.test(path)
  ) {
    return response({ body: Array.from({ length: PAGE }, freshStatus) });
  }
  if (path.startsWith('/api/v1/statuses/')) {
    const status = freshStatus();
    return response({
      body: path.endsWith('/context') ? { ancestors: [], descendants: [] } : status,
    });
  }
  return response({ status: 404, body: { error: 'Not found' } });
};

const roots: RootStore[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

function anonymousRoot(): RootStore {
  const root = createRootStore(
    {
      fetch: endlessServer,
      socket: undefined,
      storage: memoryStorage(),
      secrets: memoryStorage(),
      clock: new FakeClock(),
      logger: silentLogger,
    },
    { streaming: false },
  );
  root.session.connectTo(SERVER);
  roots.push(root);
  return root;
}

/** What a face does on a visit: open the view, let it load, leave. */
async function visitTag(root: RootStore, tag: string) {
  const { close } = root.openTimeline({ type: 'tag', tag });
  await settle();
  close();
}

describe('eviction keeps a long session bounded', () => {
  it('visiting 1,000 tags keeps the timeline registry and the entity store bounded', async () => {
    const root = anonymousRoot();
    const home = root.openTimeline({ type: 'public' });
    await settle();
    const shown = [...home.timeline.visibleIds];
    expect(shown).toHaveLength(PAGE);
    for (let i = 0; i < 1_000; i++) await visitTag(root, `tag${i}`);

    // 1,000 tags × 20 statuses by 20 new authors went through the store.
    expect(serial).toBeGreaterThanOrEqual(20_000);
    expect(root.timelines.all().length).toBeLessThanOrEqual(TIMELINES_KEPT + 1);
    const bound = DEFAULT_SWEEP_LIMITS.highWater;
    expect(root.entities.statuses.size).toBeLessThanOrEqual(bound);
    expect(root.entities.accounts.size).toBeLessThanOrEqual(bound);
    // What a view still shows is never swept; a recently visited tag is still cached.
    for (const id of shown) expect(root.entities.status(id)).toBeDefined();
    const recent = root.timelines.get({ type: 'tag', tag: 'tag999' });
    expect(recent.visibleIds).toHaveLength(PAGE);
    for (const id of recent.visibleIds) expect(root.entities.shown(id)).toBeDefined();
  });

  it('visiting 1,000 profiles and threads keeps their registries and the entities bounded', async () => {
    const root = anonymousRoot();
    for (let i = 0; i < 1_000; i++) {
      root.use(profilesOf).open(`person${i}`);
      root.use(conversationsOf).open(`thread${i}`);
      await settle();
    }
    const profile = root.use(profilesOf).get('person999');
    expect(profile.state).toBe('loaded');
    expect(profile.statusIds.length).toBeGreaterThanOrEqual(PAGE);
    expect(root.entities.account('p-person999')).toBeDefined();
    expect(root.use(profilesOf).references().length).toBeLessThanOrEqual(PROFILES_KEPT);
    expect(root.use(conversationsOf).all().length).toBeLessThanOrEqual(CONVERSATIONS_KEPT);
    // Each profile's statuses tab is a timeline of its own: the registry drops old ones.
    expect(root.timelines.all().length).toBeLessThanOrEqual(TIMELINES_KEPT);
    expect(root.entities.statuses.size).toBeLessThanOrEqual(DEFAULT_SWEEP_LIMITS.highWater);
    expect(root.entities.accounts.size).toBeLessThanOrEqual(DEFAULT_SWEEP_LIMITS.highWater);
  });

  it('the notification list keeps the newest ones when more keep arriving', () => {
    const root = anonymousRoot();
    const notifications = root.notifications;
    const payload = (n: number) => ({
      id: String(n).padStart(9, '0'),
      type: 'mention',
      created_at: '2026-11-21T12:00:00.000Z',
      account: { id: `n${n}`, username: `n${n}`, acct: `n${n}` },
      status: { ...freshStatus(), id: `s${n}` },
    });
    for (let n = 1; n <= NOTIFICATIONS_KEPT + 500; n++) {
      notifications.receive(payload(n), 'pleroma.example');
    }
    expect(notifications.ids).toHaveLength(NOTIFICATIONS_KEPT);
    expect(notifications.byId.size).toBe(NOTIFICATIONS_KEPT);
    expect(notifications.ids[0]).toBe(String(NOTIFICATIONS_KEPT + 500).padStart(9, '0'));
  });
});
