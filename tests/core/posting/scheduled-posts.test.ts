// The scheduled posts store both faces show (`/api/v1/scheduled_statuses`): soonest first, a
// failed cancel or reschedule keeps the post and says why, a late answer to an older load
// never replaces a newer one, and a second press on a post already being changed is ignored.
import { describe, expect, it } from 'vitest';
import { ScheduledPostsStore } from '../../../src/core/model/scheduled-posts';
import { deferred } from '../helpers/fake-timeline-client';
import { kit } from '../reading/support';

const item = (id: string, at: string, extra: Record<string, unknown> = {}) => ({
  id,
  scheduled_at: at,
  params: { text: `post ${id}`, visibility: 'unlisted' },
  media_attachments: [],
  ...extra,
});

function harness() {
  const k = kit();
  const store = new ScheduledPostsStore({ client: () => k.client });
  return { ...k, store };
}

describe('ScheduledPostsStore', () => {
  it('lists soonest first with text, visibility and media count', async () => {
    const { http, store } = harness();
    http.on('GET', '/api/v1/scheduled_statuses', {
      body: [
        item('b', '2030-01-02T00:00:00.000Z'),
        item('a', '2030-01-01T00:00:00.000Z', { media_attachments: [{ id: 'm1' }, { id: 'm2' }] }),
      ],
    });
    expect(store.loaded).toBe(false);
    const loading = store.load();
    expect(store.loading).toBe(true);
    await loading;
    expect(store.loading).toBe(false);
    expect(store.loaded).toBe(true);
    expect(store.items.map((i) => [i.id, i.text, i.visibility, i.mediaCount])).toEqual([
      ['a', 'post a', 'unlisted', 2],
      ['b', 'post b', 'unlisted', 0],
    ]);
  });

  it('reschedules a post and keeps the list soonest first', async () => {
    const { http, store } = harness();
    http.on('GET', '/api/v1/scheduled_statuses', {
      body: [item('a', '2030-01-01T00:00:00.000Z'), item('b', '2030-01-02T00:00:00.000Z')],
    });
    http.on('PUT', '/api/v1/scheduled_statuses/a', (request) => ({
      body: item('a', JSON.parse(request.body ?? '{}').scheduled_at),
    }));
    await store.load();
    expect(await store.reschedule('a', new Date('2030-01-03T00:00:00.000Z'))).toBe(true);
    expect(JSON.parse(http.calls('PUT', '/api/v1/scheduled_statuses/a')[0]!.body!)).toEqual({
      scheduled_at: '2030-01-03T00:00:00.000Z',
    });
    expect(store.items.map((i) => i.id)).toEqual(['b', 'a']);
    expect(store.find('a')?.scheduledAt).toBe('2030-01-03T00:00:00.000Z');
  });

  it('cancels a post; a failed cancel keeps it and says why', async () => {
    const { http, store } = harness();
    http.on('GET', '/api/v1/scheduled_statuses', {
      body: [item('a', '2030-01-01T00:00:00.000Z'), item('b', '2030-01-02T00:00:00.000Z')],
    });
    http.on('DELETE', '/api/v1/scheduled_statuses/a', { body: {} });
    http.on('DELETE', '/api/v1/scheduled_statuses/b', {
      status: 500,
      body: { error: 'Something broke' },
    });
    await store.load();
    expect(await store.cancel('a')).toBe(true);
    expect(store.items.map((i) => i.id)).toEqual(['b']);
    expect(await store.cancel('b')).toBe(false);
    expect(store.items.map((i) => i.id)).toEqual(['b']);
    expect(store.error).toContain('Something broke');
    store.dismissError();
    expect(store.error).toBeNull();
  });

  it('ignores a second cancel of a post already being cancelled', async () => {
    const { http, store } = harness();
    const gate = deferred<void>();
    http.on('GET', '/api/v1/scheduled_statuses', { body: [item('a', '2030-01-01T00:00:00Z')] });
    http.on('DELETE', '/api/v1/scheduled_statuses/a', async () => {
      await gate.promise;
      return { body: {} };
    });
    await store.load();
    const first = store.cancel('a');
    expect(store.busy.has('a')).toBe(true);
    expect(await store.cancel('a')).toBe(false);
    gate.resolve();
    expect(await first).toBe(true);
    expect(store.busy.has('a')).toBe(false);
    expect(http.calls('DELETE', '/api/v1/scheduled_statuses/a')).toHaveLength(1);
  });

  it('keeps the newer list when an older load answers late', async () => {
    const { http, store } = harness();
    const slow = deferred<void>();
    let call = 0;
    http.on('GET', '/api/v1/scheduled_statuses', async () => {
      call++;
      if (call === 1) {
        await slow.promise;
        return { body: [item('old', '2030-01-01T00:00:00Z')] };
      }
      return { body: [item('new', '2030-01-01T00:00:00Z')] };
    });
    const first = store.load();
    await store.load();
    slow.resolve();
    await first;
    expect(store.items.map((i) => i.id)).toEqual(['new']);
    expect(store.loading).toBe(false);
  });

  it('says so when the server has no scheduled posts API, and keeps what it showed', async () => {
    const { http, store } = harness();
    await store.load();
    expect(store.error).toBe('This server does not offer scheduled posts');
    expect(store.items).toEqual([]);
    http.on('GET', '/api/v1/scheduled_statuses', { body: [item('a', '2030-01-01T00:00:00Z')] });
    await store.load();
    expect(store.error).toBeNull();
    http.on('GET', '/api/v1/scheduled_statuses', { status: 502, body: 'bad gateway' });
    await store.load();
    expect(store.error).not.toBeNull();
    expect(store.items.map((i) => i.id)).toEqual(['a']);
  });
});
