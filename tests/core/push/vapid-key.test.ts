import { describe, expect, it } from 'vitest';
import { normalizeInstance } from '../../../src/core/normalize/instance';
import { readFixture } from '../helpers/fixtures';

/**
 * Where the Web Push (VAPID) key comes from (issue 13): Pleroma's `pleroma.vapid_public_key`,
 * else Mastodon 4's `configuration.vapid.public_key`; none means the server offers no push.
 */
describe('the VAPID key of an instance', () => {
  const MASTODON_KEY =
    'BCkMmVdKDnKYwzVCDC99Iuc9GvId-x7-kKtuHnLgfF98ENiZp_aj-UNthbCdI70DqN1zUVis-x0Wrot2sBagkMc=';

  /** The captured Mastodon instance, with Mastodon 4's `configuration.vapid` added. */
  function mastodon4(vapid: unknown): Record<string, unknown> {
    const raw = readFixture('soapbox/mastodon-instance.json') as Record<string, unknown>;
    return {
      ...raw,
      configuration: { ...(raw.configuration as Record<string, unknown>), vapid },
    };
  }

  it("Pleroma's pleroma.vapid_public_key", () => {
    const raw = readFixture('soapbox/pleroma-instance.json') as {
      pleroma: Record<string, unknown>;
    };
    expect(raw.pleroma.vapid_public_key).toBeTruthy();
    expect(normalizeInstance(raw)?.vapidKey).toBe(raw.pleroma.vapid_public_key);
  });

  it("Mastodon 4's configuration.vapid.public_key", () => {
    expect(normalizeInstance(mastodon4({ public_key: MASTODON_KEY }))?.vapidKey).toBe(MASTODON_KEY);
  });

  it('a Mastodon 3 instance (no vapid block) or a broken one offers no push', () => {
    expect(normalizeInstance(readFixture('soapbox/mastodon-instance.json'))?.vapidKey).toBe('');
    expect(normalizeInstance(mastodon4('BKEY'))?.vapidKey).toBe('');
    expect(normalizeInstance(mastodon4({ public_key: null }))?.vapidKey).toBe('');
  });

  it("Pleroma's key wins where an instance has both", () => {
    const raw = readFixture('soapbox/pleroma-instance.json') as Record<string, unknown>;
    const both = {
      ...raw,
      configuration: { vapid: { public_key: MASTODON_KEY } },
    };
    const pleromaKey = (raw.pleroma as Record<string, unknown>).vapid_public_key;
    expect(normalizeInstance(both)?.vapidKey).toBe(pleromaKey);
  });
});
