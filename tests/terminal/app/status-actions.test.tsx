import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { FetchInit, FetchPort } from '../../../src/core/ports';
import { FakeServer, respond, type WireStatus } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

/**
 * The fake server with the status action calls (kept here: only these tests need them).
 * Toggles answer the status with the flag set, as Pleroma does.
 */
class ActingServer extends FakeServer {
  constructor() {
    super();
    const reading: FetchPort = this.fetch;
    const acting: FetchPort = async (input: string, init: FetchInit = {}) => {
      const url = new URL(input);
      const method = (init.method ?? 'GET').toUpperCase();
      const toggle = /^\/api\/v1\/statuses\/([^/]+)\/([a-z]+)$/.exec(url.pathname);
      const reaction = /^\/api\/v1\/pleroma\/statuses\/([^/]+)\/reactions\/([^/]+)$/.exec(
        url.pathname,
      );
      const vote = /^\/api\/v1\/polls\/([^/]+)\/votes$/.exec(url.pathname);
      const one = /^\/api\/v1\/statuses\/([^/]+)$/.exec(url.pathname);
      if (method === 'DELETE' && one?.[1]) {
        this.requests.push({
          method,
          path: url.pathname,
          query: url.searchParams,
          headers: {},
          body: undefined,
        });
        const status = this.statuses.get(one[1]);
        if (!status) return respond(404, { error: 'Record not found' });
        this.statuses.delete(one[1]);
        return respond(200, status);
      }
      if (method === 'POST' && toggle?.[1] && toggle[2] && toggle[2] !== 'context') {
        const answer = await reading(input, init);
        if (answer.status !== 404) return answer;
        const status = this.statuses.get(toggle[1]);
        if (!status) return respond(404, { error: 'Record not found' });
        this.apply(status, toggle[2]);
        return respond(200, status);
      }
      if (reaction?.[1] && reaction[2] && (method === 'PUT' || method === 'DELETE')) {
        this.requests.push({
          method,
          path: url.pathname,
          query: url.searchParams,
          headers: {},
          body: undefined,
        });
        const status = this.statuses.get(reaction[1]);
        if (!status) return respond(404, { error: 'Record not found' });
        const name = decodeURIComponent(reaction[2]);
        (status as WireStatus & { pleroma?: unknown }).pleroma = {
          emoji_reactions: method === 'PUT' ? [{ name, count: 1, me: true }] : [],
        };
        return respond(200, status);
      }
      if (method === 'POST' && vote?.[1]) {
        this.requests.push({
          method,
          path: url.pathname,
          query: url.searchParams,
          headers: {},
          body: String(init.body),
        });
        const status = [...this.statuses.values()].find(
          (s) => (s as { poll?: { id: string } }).poll?.id === vote[1],
        ) as (WireStatus & { poll: Record<string, unknown> }) | undefined;
        if (!status) return respond(404, { error: 'Record not found' });
        const choices = (JSON.parse(String(init.body)) as { choices: number[] }).choices;
        status.poll = { ...status.poll, voted: true, own_votes: choices, votes_count: 1 };
        return respond(200, status.poll);
      }
      return reading(input, init);
    };
    Object.defineProperty(this, 'fetch', { value: acting });
  }

  private apply(status: WireStatus, verb: string): void {
    const s = status as WireStatus & Record<string, unknown>;
    const flip = (flag: string, count: string | null, on: boolean) => {
      if (s[flag] !== on && count) s[count] = Number(s[count] ?? 0) + (on ? 1 : -1);
      s[flag] = on;
    };
    if (verb === 'favourite' || verb === 'unfavourite')
      flip('favourited', 'favourites_count', verb === 'favourite');
    if (verb === 'reblog' || verb === 'unreblog')
      flip('reblogged', 'reblogs_count', verb === 'reblog');
    if (verb === 'bookmark' || verb === 'unbookmark') flip('bookmarked', null, verb === 'bookmark');
    if (verb === 'pin' || verb === 'unpin') flip('pinned', null, verb === 'pin');
  }
}

async function timelineWith(setup: (server: ActingServer) => void) {
  const server = new ActingServer();
  setup(server);
  const test = await createTestRoot({ server, signedIn: true });
  const app = renderApp(test.root, { size: { columns: 100, rows: 40 } });
  return { ...test, server, app };
}

describe('status action keys in the terminal', () => {
  it('f favourites the selected status: the count shows, with a notice; f again undoes it', async () => {
    const { app, server } = await timelineWith((s) => s.addStatus({ content: '<p>Nice post</p>' }));
    await app.waitForText('Nice post');
    await app.press('f');
    await app.waitForText('Favourited');
    expect(app.frame()).toContain('★ 1*');
    expect(server.requests.some((r) => r.method === 'POST' && r.path.endsWith('/favourite'))).toBe(
      true,
    );
    await app.press('f');
    await app.waitForText('Unfavourited');
    expect(app.frame()).not.toContain('★ 1*');
  });

  it('a failed favourite rolls back and says why', async () => {
    const { app, server } = await timelineWith((s) =>
      s.addStatus({ id: '700', content: '<p>Doomed</p>' }),
    );
    await app.waitForText('Doomed');
    server.failures.set('/api/v1/statuses/700/favourite', {
      status: 500,
      body: { error: 'Database down' },
    });
    await app.press('f');
    await app.waitForText('The server refused: Database down');
    expect(app.frame()).not.toContain('★ 1*');
  });

  it('b on a private status is refused (no request); B bookmarks', async () => {
    const { app, server } = await timelineWith((s) =>
      s.addStatus({ content: '<p>Followers only</p>', visibility: 'private' }),
    );
    await app.waitForText('Followers only');
    await app.press('b');
    await app.waitForText('Private and direct posts cannot be repeated');
    expect(server.requests.some((r) => r.path.endsWith('/reblog'))).toBe(false);
    await app.press('B');
    await app.waitForText('Bookmarked');
    expect(app.frame()).toContain('bookmarked');
  });

  it('p refuses someone else’s status; D asks first and Esc keeps it', async () => {
    const { app, server } = await timelineWith((s) => s.addStatus({ content: '<p>Not mine</p>' }));
    await app.waitForText('Not mine');
    await app.press('p');
    await app.waitForText('Only your own posts can be pinned');
    await app.press('D');
    await app.waitForText('Only your own posts can be deleted');
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('D on an own status asks, and Enter deletes it', async () => {
    const { app, server } = await timelineWith((s) =>
      s.addStatus({ id: '800', content: '<p>Regret this</p>', account: s.alice }),
    );
    const deleted = () => server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
    await app.waitForText('Regret this');
    await app.press('D');
    await app.waitForText('Delete this status?');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Delete this status?'), 'question gone');
    expect(deleted()).toEqual([]);
    await app.press('D');
    await app.waitForText('Delete this status?');
    await app.press(KEYS.enter);
    await app.waitForText('Post deleted');
    expect(deleted()).toEqual(['/api/v1/statuses/800']);
    await app.waitFor((f) => !f.includes('Regret this'), 'status gone');
    // Its row stays as the deleted placeholder, and acting on it says why nothing happens.
    expect(app.frame()).toContain('This post was deleted');
    await app.press('f');
    await app.waitFor(
      (f) => f.split('This post was deleted').length === 3,
      'the refusal notice beside the placeholder',
    );
    expect(server.requests.some((r) => r.path.endsWith('/favourite'))).toBe(false);
  });

  it('E asks for an emoji and reacts; V votes with option numbers', async () => {
    const { app, server } = await timelineWith((s) =>
      s.addStatus({
        content: '<p>Tea or coffee?</p>',
        extra: {
          poll: {
            id: 'poll9',
            expires_at: '2030-01-01T00:00:00.000Z',
            expired: false,
            multiple: false,
            votes_count: 0,
            voted: false,
            own_votes: [],
            options: [
              { title: 'tea', votes_count: 0 },
              { title: 'coffee', votes_count: 0 },
            ],
            emojis: [],
          },
        },
      }),
    );
    await app.waitForText('Tea or coffee?');
    await app.press('E');
    await app.waitForText('React with');
    await app.press('🎉', KEYS.enter);
    await app.waitForText('Reacted with 🎉');
    expect(app.frame()).toContain('🎉 1*');
    await app.press('V');
    await app.waitForText('1 tea, 2 coffee');
    await app.press('2', KEYS.enter);
    await app.waitForText('Vote sent');
    const vote = server.requests.find((r) => r.path === '/api/v1/polls/poll9/votes');
    expect(JSON.parse(vote?.body ?? '{}')).toEqual({ choices: [1] });
  });

  it('the new keys are in ? help', async () => {
    const server = new ActingServer();
    server.addStatus({ content: '<p>Hi</p>' });
    const test = await createTestRoot({ server, signedIn: true });
    const app = renderApp(test.root, { size: { columns: 100, rows: 200 } });
    await app.waitForText('Hi');
    await app.press('?');
    await app.waitForText('Favourite or unfavourite the status');
  });
});
