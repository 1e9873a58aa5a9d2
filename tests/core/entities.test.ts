import { describe, expect, it } from 'vitest';
import { EntityStore } from '../../src/core/model/entities';
import { normalizeAccount } from '../../src/core/normalize';
import { readFixture } from './helpers/fixtures';

type Raw = Record<string, unknown>;

/** The fixture account as the signed-in user's own copy, and as a status author's copy. */
function copies() {
  const raw = readFixture('soapbox/pleroma-account.json') as Raw;
  const { privileges: _p, allow_following_move: _m, ...publicPleroma } = raw.pleroma as Raw;
  const own = normalizeAccount({
    ...raw,
    pleroma: { ...publicPleroma, privileges: ['users_read'], allow_following_move: false },
  })!;
  const asAuthor = normalizeAccount({
    ...raw,
    statuses_count: 9999,
    pleroma: publicPleroma,
  })!;
  return { own, asAuthor };
}

describe('EntityStore: accounts', () => {
  it('keeps the owner-only fields of the own copy when a copy without them arrives', () => {
    const { own, asAuthor } = copies();
    expect(own.ownerFieldsSent).toBe(true);
    expect(asAuthor.ownerFieldsSent).toBe(false);
    const store = new EntityStore();
    store.ingest({ accounts: [own], statuses: [] });
    store.ingest({ accounts: [asAuthor], statuses: [] });
    const stored = store.account(own.id)!;
    // The privileges the server gave (not the role's defaults) and the moves setting stay …
    expect(stored.privileges).toEqual(['users_read']);
    expect(stored.allowFollowingMove).toBe(false);
    // … while everything else takes the newer copy.
    expect(stored.statusesCount).toBe(9999);
  });

  it('takes the owner-only fields of a newer copy that has them', () => {
    const { own, asAuthor } = copies();
    const store = new EntityStore();
    store.ingest({ accounts: [asAuthor], statuses: [] });
    expect(store.account(own.id)!.allowFollowingMove).toBe(true);
    store.ingest({ accounts: [own], statuses: [] });
    expect(store.account(own.id)!.privileges).toEqual(['users_read']);
    expect(store.account(own.id)!.allowFollowingMove).toBe(false);
  });
});
