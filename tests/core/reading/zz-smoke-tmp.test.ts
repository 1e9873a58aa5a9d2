import { expect, it } from 'vitest';
import { createRootStore } from '../../../src/core/model/root';
import { memoryStorage, silentLogger, systemClock } from '../../../src/core/ports';
import { startSandbox } from '../../../src/sandbox/index';

it('smoke against the sandbox', async () => {
  const sb = await startSandbox({ port: 0 });
  const root = createRootStore({ fetch: (u, i) => fetch(u, i as RequestInit) as never, socket: undefined, storage: memoryStorage(), secrets: memoryStorage(), clock: systemClock, logger: { ...silentLogger, warn: (...a) => console.log('WARN', ...a) } });
  try {
    expect(await root.session.login(sb.url, 'alice', 'sandbox')).toBe(true);
    await root.afterSignIn();
    await new Promise((r) => setTimeout(r, 300));
    console.log('markers', root.markers.supported, root.markers.server);
    console.log('notifications', root.notifications.state, root.notifications.ids.length, root.notifications.unseenCount, root.notifications.error);
    await root.notifications.markAllRead();
    console.log('after read unseen', root.notifications.unseenCount);
    const bob = root.profiles.open('bob');
    await new Promise((r) => setTimeout(r, 300));
    console.log('profile', bob.state, bob.error, bob.account?.acct, bob.tabs, bob.relationship, bob.statusIds.length);
    bob.selectTab('followers');
    await new Promise((r) => setTimeout(r, 200));
    console.log('followers', bob.followers?.state, bob.followers?.ids.length, bob.followers?.error);
    await root.search.search('bob');
    console.log('search', root.search.state, root.search.counts, root.search.error);
    const home = root.openTimeline({ type: 'home' });
    await new Promise((r) => setTimeout(r, 300));
    const first = home.timeline.visibleIds[0]!;
    const c = root.conversations.open(first);
    await new Promise((r) => setTimeout(r, 300));
    console.log('conversation', c.state, c.error, c.rows.length);
    root.markers.setPosition('home', first);
    await root.markers.flush();
    console.log('marker saved', root.markers.server.home?.lastReadId === first);
    const emojis = await root.client.instance.customEmojis();
    const lists = await root.client.lists.all();
    console.log('emojis', emojis.length, 'lists', lists.length);
    await root.timelines.get({ type: 'favourites' }).loadInitial();
    console.log('favs', root.timelines.get({ type: 'favourites' }).visibleIds.length);
  } finally {
    root.dispose();
    await sb.close();
  }
});
