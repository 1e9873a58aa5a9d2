import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

function selectedLine(frame: string): string {
  return frame.split('\n').find((line) => /^\s*> /.test(line)) ?? '';
}

/** The line of profile tabs (it carries the switch hint). */
function tabsLine(frame: string): string {
  return frame.split('\n').find((line) => line.includes('switch tabs')) ?? '';
}

describe('profiles', () => {
  async function profiles() {
    const server = new FakeServer();
    const dave = server.addAccount('4', 'dave', 'Dave', {
      note: '<p>Builds <b>boats</b></p>',
      bot: true,
      fields: [{ name: 'Harbour', value: '<p>North</p>', verified_at: null }],
      pleroma: { hide_follows: true, birthday: '1990-04-01' },
      statuses_count: 2,
      followers_count: 1,
      following_count: 5,
    });
    server.followers.set('4', ['2']);
    server.relationships.set('4', { followed_by: true });
    server.addStatus({
      account: dave,
      content: '<p>Pinned thought</p>',
      pinned: true,
      home: false,
    });
    server.addStatus({ account: dave, content: '<p>Latest from Dave</p>' });
    server.addStatus({
      account: dave,
      content: '<p>Photo post</p>',
      media: [{ type: 'image', description: 'A boat' }],
      home: false,
    });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root, { size: { columns: 100, rows: 40 } });
    await app.waitForText('Latest from Dave');
    return { ...test, app };
  }

  it("opens the author's profile with u: card, pinned first, tabs per hide_follows", async () => {
    const { app } = await profiles();
    await app.press('u');
    const frame = await app.waitForText('Builds boats');
    expect(frame).toContain('Dave [bot]');
    expect(frame).toContain('@dave@fake.test · Follows you');
    expect(frame).toContain('Harbour: North');
    expect(frame).toContain('Birthday: Apr 1, 1990');
    // With the daily average of spec part 2 §9 (2 posts since 2020 round to 0).
    expect(frame).toContain('2 statuses · 0 per day · 5 following · 1 follower');
    const tabs = tabsLine(frame);
    expect(tabs).toContain('Statuses');
    expect(tabs).toContain('Followers');
    expect(tabs).toContain('Media');
    // Dave hides whom he follows (and favourites are hidden by default on Pleroma).
    expect(tabs).not.toContain('Following');
    expect(tabs).not.toContain('Favourites');
    await app.waitForText('Pinned thought');
    const after = app.frame();
    expect(after.indexOf('Pinned thought')).toBeLessThan(after.indexOf('Photo post'));
  });

  it('switches tabs with l and h; followers list and media', async () => {
    const { app } = await profiles();
    await app.press('u');
    await app.waitForText('Pinned thought');
    await app.press('l');
    await app.waitForText('Bob Builder @bob@fake.test');
    expect(app.frame()).not.toContain('Pinned thought');
    await app.press('l');
    const media = await app.waitForText('Photo post');
    expect(media).toContain('[image] A boat');
    expect(media).not.toContain('Latest from Dave');
    await app.press('h', 'h');
    await app.waitForText('Pinned thought');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Builds boats'), 'back to home');
  });

  it('shows every tab on one’s own profile', async () => {
    const { app } = await profiles();
    await app.press(':', 'user alice', KEYS.enter);
    const frame = await app.waitForText('switch tabs');
    const tabs = tabsLine(frame);
    for (const tab of ['Statuses', 'Following', 'Followers', 'Media', 'Favourites']) {
      expect(tabs).toContain(tab);
    }
  });

  it('says when a profile does not exist', async () => {
    const { app } = await profiles();
    await app.press(':', 'user nobody@nowhere.example', KEYS.enter);
    await app.waitForText('Sorry, this profile does not exist.');
  });
});

describe('search', () => {
  async function searching() {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Sailing today</p>' });
    server.addAccount('9', 'sailor', 'Sea Person');
    server.hashtags.set('sailing', [5, 3]);
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root, { size: { columns: 100, rows: 30 } });
    await app.waitForText('Sailing today');
    return { ...test, app };
  }

  it('searches with / and shows statuses, people and hashtags with counts', async () => {
    const { app, server } = await searching();
    await app.press('/');
    expect(app.frame()).toContain('Press / to search');
    // A blank query asks nothing.
    await app.press(KEYS.enter);
    expect(server.requestsTo('GET', '/api/v2/search')).toHaveLength(0);
    await app.press('/', 'sail', KEYS.enter);
    const frame = await app.waitForText('Search: sail');
    await app.waitForText('Statuses (1)');
    expect(app.frame()).toContain('People (1)');
    expect(app.frame()).toContain('Hashtags (1)');
    expect(app.frame()).toContain('Sailing today');
    expect(frame).toBeTruthy();
    await app.press('l');
    await app.waitForText('Sea Person @sailor@fake.test');
    await app.press('l');
    await app.waitForText('#sailing  8 posts by 2 people in 2 days');
    expect(app.frame()).toContain('no more results');
    // Enter on a hashtag opens its timeline.
    await app.press(KEYS.enter);
    await app.waitFor((f) => f.split('\n')[0]?.includes('#sailing') ?? false, 'tag tab');
  });

  it('a deleted result keeps its place as "This post was deleted"', async () => {
    const { app, root, server } = await searching();
    await app.press('/', 'sail', KEYS.enter);
    await app.waitForText('Statuses (1)');
    const [found] = [...server.statuses.values()].filter((s) =>
      String(s.content).includes('Sailing today'),
    );
    root.entities.markDeleted(String(found?.id));
    await app.waitFor(
      (f) => f.includes('This post was deleted') && f.includes('Statuses (1)'),
      'the placeholder among the results',
    );
  });

  it('says "no results" when nothing matches', async () => {
    const { app } = await searching();
    await app.press(':', 'search zebra', KEYS.enter);
    await app.waitForText('no results');
  });
});

describe('notifications', () => {
  async function notified() {
    const server = new FakeServer();
    const mine = server.addStatus({ account: server.alice, content: '<p>My post</p>' });
    const dave = server.addAccount('4', 'dave', 'Dave');
    const newbie = server.addAccount('5', 'newbie', 'Newbie');
    server.addNotification({ type: 'favourite', account: server.bob, status: mine });
    server.addNotification({ type: 'reblog', account: server.carol, status: mine });
    server.addNotification({ type: 'follow', account: dave });
    server.addNotification({ type: 'follow_request', account: newbie });
    server.addNotification({ type: 'move', account: dave, target: newbie });
    server.addNotification({
      type: 'pleroma:emoji_reaction',
      account: server.bob,
      status: mine,
      emoji: '🎉',
    });
    server.addNotification({ type: 'poll', account: server.alice, status: mine });
    server.addNotification({ type: 'pleroma:report', account: dave });
    server.addNotification({ type: 'pleroma:chat_mention', account: server.carol });
    server.addNotification({
      type: 'mention',
      account: server.carol,
      status: server.addStatus({
        account: server.carol,
        content: '<p>@alice look at this</p>',
        home: false,
      }),
    });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root, { size: { columns: 100, rows: 60 } });
    await app.waitForText('My post');
    return { ...test, app };
  }

  it('shows every type in words, unseen ones counted in the status bar', async () => {
    const { app } = await notified();
    await app.waitFor((f) => f.includes('10 unseen'), 'unseen count');
    await app.press('g', 'n');
    const frame = await app.waitForText('Carol mentioned you');
    for (const text of [
      'Bob Builder favorited your status',
      'Carol repeated your status',
      'Dave followed you',
      'Newbie wants to follow you',
      'Dave migrated to @newbie@fake.test',
      'Bob Builder reacted with 🎉',
      'A poll has ended',
      'Dave submitted a report',
      'Carol sent you a chat message',
      '@alice look at this',
    ]) {
      expect(frame).toContain(text);
    }
    expect(frame).toContain('• ');
  });

  it('filters by type with F and marks everything read with R', async () => {
    const { app, root, server } = await notified();
    await app.press('g', 'n');
    await app.waitForText('Carol mentioned you');
    await app.press('F');
    const mentions = await app.waitForText('Showing mentions');
    expect(mentions).toContain('Carol mentioned you');
    expect(mentions).not.toContain('favorited your status');
    await app.press('F');
    const likes = await app.waitForText('Showing favourites');
    expect(likes).toContain('favorited your status');
    expect(likes).not.toContain('mentioned you');
    // Around the cycle back to everything.
    for (let i = 0; i < 6; i++) await app.press('F');
    await app.waitForText('Showing all');
    await app.press('R');
    await app.waitFor(() => root.notifications.unseenCount === 0, 'all read');
    expect(server.requestsTo('POST', '/api/v1/pleroma/notifications/read')).toHaveLength(1);
    await app.waitFor((f) => !f.includes(' unseen'), 'no unseen');
  });

  it('opens the status of a notification with Enter and a follower with Enter', async () => {
    const { app } = await notified();
    await app.press('g', 'n');
    await app.waitForText('Carol mentioned you');
    expect(selectedLine(app.frame())).toContain('Carol mentioned you');
    await app.press(KEYS.enter);
    await app.waitForText('Conversation');
    await app.press(KEYS.esc);
    await app.waitForText('Carol mentioned you');
  });

  it('counts what was shown as seen once the reader leaves the view', async () => {
    const { app, root, server } = await notified();
    await app.press('g', 'n');
    await app.waitForText('Carol mentioned you');
    // Still unseen while the list is open: it would reshuffle under the cursor.
    expect(root.notifications.unseenCount).toBe(10);
    await app.press('g', 'h');
    await app.waitFor(() => root.notifications.unseenCount === 0, 'seen after leaving');
    const newest = String(server.notifications[0]?.id);
    expect(root.markers.lastReadId('notifications')).toBe(newest);
  });

  it('lists mentions as statuses with gm', async () => {
    const { app } = await notified();
    await app.press('g', 'm');
    const frame = await app.waitForText('@alice look at this');
    expect(frame).not.toContain('My post');
    expect(frame.split('\n')[0]).toContain('Mentions');
  });
});
