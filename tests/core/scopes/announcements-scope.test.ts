// Announcements per account scope: the kit reports unread counts and a missing feature to
// `scope.unread` (what the page title and the navigation read without loading the store's
// code), another account has its own, and the 300 s schedule ends with the scope.
import { afterEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_POLL_MS, announcementsOf } from '../../../src/core/model/announcements';
import type { RootStore } from '../../../src/core/model/root';
import { settle } from '../helpers/fake-http';
import { rootOn, twoUserServer } from './two-servers';

const roots: RootStore[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

function harness(withAnnouncements = true) {
  const http = twoUserServer();
  const reads: Record<string, boolean> = { alice: false, bob: false };
  if (withAnnouncements)
    http
      .on('GET', '/api/v1/announcements', (request) => {
        const who = request.headers.Authorization?.includes('alice') ? 'alice' : 'bob';
        return { body: [{ id: '1', content: '<p>Hi</p>', read: reads[who] }] };
      })
      .on('POST', '/api/v1/announcements/1/dismiss', (request) => {
        reads[request.headers.Authorization?.includes('alice') ? 'alice' : 'bob'] = true;
        return { body: {} };
      });
  const { root, clock, signIn } = rootOn(http);
  roots.push(root);
  return { root, http, clock, signIn };
}

describe('announcements per account scope', () => {
  it('report unread counts to their own scope only, and stop with it', async () => {
    const { http, clock, signIn } = harness();
    const alice = await signIn('alice');
    alice.use(announcementsOf).start();
    await settle();
    expect(alice.unread.counts.get('announcements')).toBe(1);
    expect(alice.unread.extra).toBe(1);
    await alice.use(announcementsOf).dismiss('1');
    expect(alice.unread.extra).toBe(0);

    const bob = await signIn('bob');
    expect(bob).not.toBe(alice);
    bob.use(announcementsOf).start();
    await settle();
    expect(bob.unread.counts.get('announcements')).toBe(1);
    expect(alice.unread.extra).toBe(0);

    const asked = http.calls('GET', '/api/v1/announcements').length;
    bob.dispose();
    await clock.advance(ANNOUNCEMENTS_POLL_MS);
    await settle();
    // Only alice's schedule is left.
    expect(http.calls('GET', '/api/v1/announcements').length).toBe(asked + 1);
  });

  it('a server without announcements is reported missing (the navigation hides them)', async () => {
    const { signIn } = harness(false);
    const scope = await signIn('alice');
    scope.use(announcementsOf).start();
    await settle();
    expect(scope.unread.missing.has('announcements')).toBe(true);
    expect(scope.unread.extra).toBe(0);
  });
});
