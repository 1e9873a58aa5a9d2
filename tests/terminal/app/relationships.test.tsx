import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { FetchInit, FetchPort } from '../../../src/core/ports';
import { FakeServer, respond } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/** The fake server with the relationship calls, answering as Pleroma does. */
class RelatingServer extends FakeServer {
  /** Locked accounts: a follow becomes a request. */
  readonly locked = new Set<string>();

  constructor() {
    super();
    const reading: FetchPort = this.fetch;
    const relating: FetchPort = async (input: string, init: FetchInit = {}) => {
      const url = new URL(input);
      const method = (init.method ?? 'GET').toUpperCase();
      const m =
        /^\/api\/v1\/(?:pleroma\/)?accounts\/([^/]+)\/(follow|unfollow|block|unblock|note|subscribe|unsubscribe|remove_from_followers)$/.exec(
          url.pathname,
        );
      if (method !== 'POST' || !m?.[1] || !m[2]) return reading(input, init);
      const body = typeof init.body === 'string' ? init.body : undefined;
      this.requests.push({
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: {},
        body,
      });
      const id = m[1];
      const now = { ...this.relationships.get(id) };
      if (m[2] === 'follow') {
        if (this.locked.has(id)) now.requested = true;
        else now.following = true;
        const reblogs = (JSON.parse(body ?? '{}') as { reblogs?: boolean }).reblogs;
        now.showing_reblogs = reblogs ?? now.showing_reblogs ?? true;
      }
      if (m[2] === 'subscribe' || m[2] === 'unsubscribe') now.subscribing = m[2] === 'subscribe';
      if (m[2] === 'remove_from_followers') now.followed_by = false;
      if (m[2] === 'unfollow') Object.assign(now, { following: false, requested: false });
      if (m[2] === 'block') Object.assign(now, { blocking: true, following: false });
      if (m[2] === 'unblock') now.blocking = false;
      if (m[2] === 'note') now.note = (JSON.parse(body ?? '{}') as { comment: string }).comment;
      this.relationships.set(id, now);
      return respond(200, {
        id,
        following: false,
        followed_by: false,
        blocking: false,
        muting: false,
        requested: false,
        note: '',
        ...now,
      });
    };
    Object.defineProperty(this, 'fetch', { value: relating });
  }
}

async function bobsProfile(server: RelatingServer) {
  server.addStatus({ account: server.bob, content: '<p>Bob builds things</p>' });
  const test = await createTestRoot({ server, signedIn: true });
  const app = renderApp(test.root, { size: { columns: 100, rows: 40 } });
  await app.waitForText('Bob builds things');
  await app.press('u');
  await app.waitForText('F follow · Z mute · X block · N note');
  return { ...test, app };
}

describe('relationship keys on a profile (issue 12)', () => {
  it('F follows from the profile, and F again unfollows', async () => {
    const server = new RelatingServer();
    const { app } = await bobsProfile(server);
    await app.press('F');
    const frame = await app.waitForText('You follow them');
    expect(frame).toContain('Following @bob');
    expect(frame).toContain('F unfollow');
    expect(server.requestsTo('POST', '/api/v1/accounts/2/follow')).toHaveLength(1);
    await app.press('F');
    await app.waitFor((f) => !f.includes('You follow them'), 'the follow to go');
    expect(app.frame()).toContain('Unfollowed @bob');
    expect(server.requestsTo('POST', '/api/v1/accounts/2/unfollow')).toHaveLength(1);
  });

  it('a locked account ends as requested; cancelling asks first when modalOnUnfollow is on', async () => {
    const server = new RelatingServer();
    server.locked.add('2');
    const { app, root } = await bobsProfile(server);
    root.preferences.set({ confirmUnfollow: true });
    await app.press('F');
    const frame = await app.waitForText('Follow requested');
    expect(frame).toContain('Follow request sent to @bob');
    expect(frame).toContain('F cancel request');
    await app.press('F');
    await app.waitForText('Cancel your follow request to @bob?');
    expect(server.requestsTo('POST', '/api/v1/accounts/2/unfollow')).toHaveLength(0);
    await app.press(KEYS.enter);
    await app.waitFor((f) => !f.includes('Follow requested'), 'the request to go');
    expect(server.requestsTo('POST', '/api/v1/accounts/2/unfollow')).toHaveLength(1);
  });

  it('Z mutes for a typed duration; X blocks after the confirmation; N saves a note', async () => {
    const server = new RelatingServer();
    const { app } = await bobsProfile(server);
    await app.press('Z');
    await app.waitForText('Mute @bob for (0 = indefinitely; 30m, 2h, 7d):');
    await app.press(KEYS.backspace, '2', 'h', KEYS.enter);
    await app.waitForText('Muted @bob');
    const [mute] = server.requestsTo('POST', '/api/v1/accounts/2/mute');
    expect(JSON.parse(mute?.body ?? '{}')).toMatchObject({ expires_in: 7200 });
    expect(app.frame()).toContain('Muted');

    await app.press('X');
    await app.waitForText('Block @bob?');
    await app.press(KEYS.enter);
    await app.waitForText('Blocked @bob');
    expect(server.requestsTo('POST', '/api/v1/accounts/2/block')).toHaveLength(1);

    await app.press('N');
    await app.waitForText('Your note on @bob (empty clears it):');
    await app.press(...'owes me a hammer'.split(''), KEYS.enter);
    await app.waitForText('Note: owes me a hammer');
    expect(app.frame()).toContain('Note saved');
  });

  it('S subscribes, R hides their repeats (once followed), K removes them from followers', async () => {
    const server = new RelatingServer();
    server.relationships.set('2', { followed_by: true });
    const { app } = await bobsProfile(server);
    await app.waitForText('Follows you');
    await app.press('S');
    await app.waitForText('Subscribed to @bob');
    expect(server.requestsTo('POST', '/api/v1/pleroma/accounts/2/subscribe')).toHaveLength(1);
    expect(app.frame()).toContain('Subscribed');

    // Repeats are a choice of a follow: not following yet, R says so and asks nothing.
    await app.press('R');
    await app.waitForText('Follow @bob first to choose whether their repeats show');
    await app.press('F');
    await app.waitForText('You follow them');
    await app.press('R');
    await app.waitForText('Hiding repeats of @bob');
    const follows = server.requestsTo('POST', '/api/v1/accounts/2/follow');
    expect(JSON.parse(follows.at(-1)?.body ?? '{}')).toEqual({ reblogs: false });
    expect(app.frame()).toContain('Repeats hidden');

    await app.press('K');
    await app.waitForText('Remove @bob from your followers?');
    await app.press(KEYS.enter);
    await app.waitForText('@bob no longer follows you');
    expect(server.requestsTo('POST', '/api/v1/accounts/2/remove_from_followers')).toHaveLength(1);
    await app.waitFor((f) => !f.includes('Follows you'), 'the follower mark to go');
  });

  it('L adds them to one of my lists, and the same key takes them off again', async () => {
    const server = new RelatingServer();
    server.lists.push({ id: 'L1', title: 'Harbour' });
    const members: string[] = [];
    server.extraRoutes.set('GET /api/v1/accounts/2/lists', () =>
      respond(200, members.length > 0 ? [server.lists[0]] : []),
    );
    server.extraRoutes.set('POST /api/v1/lists/L1/accounts', (body) => {
      members.push(...(JSON.parse(body ?? '{}').account_ids as string[]));
      return respond(200, {});
    });
    server.extraRoutes.set('DELETE /api/v1/lists/L1/accounts', () => {
      members.length = 0;
      return respond(200, {});
    });
    const { app } = await bobsProfile(server);
    await app.press('L');
    await app.waitForText('Add to or remove from lists: @bob');
    await app.waitForText('Harbour');
    await app.press('x');
    await app.waitForText('added to Harbour');
    expect(members).toEqual(['2']);
    await app.press('x');
    await app.waitForText('removed from Harbour');
    expect(members).toEqual([]);
  });
});
