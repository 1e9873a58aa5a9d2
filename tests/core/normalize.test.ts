import { describe, expect, it } from 'vitest';
import type { EntityBundle, Status } from '../../src/core/domain/types';
import {
  normalizeAccount,
  normalizeAttachment,
  normalizeInstance,
  normalizeNotification,
  normalizePoll,
  normalizeStatus,
  normalizeStatuses,
} from '../../src/core/normalize';
import { toApiJson } from '../../src/core/serialize/api-json';
import { readFixture, type WireSample, wireSamples } from './helpers/fixtures';
import {
  ACCOUNT,
  ATTACHMENT,
  INSTANCE,
  NOTIFICATION,
  POLL,
  problemsOf,
  STATUS,
  undefinedPaths,
} from './helpers/invariants';

/** The host each capture came from: snac names its own accounts `name@host:port`. */
function hostFor(file: string): string {
  if (file.startsWith('snac2/')) return '127.0.0.1:8001';
  if (file.startsWith('soapbox/') || file.startsWith('derived/')) return 'gleasonator.com';
  return '';
}

const samples = wireSamples();
const ofKind = (kind: WireSample['kind']) =>
  samples.filter((s) => s.kind === kind).map((s) => ({ ...s, name: `${s.file} ${s.where}` }));

type Raw = Record<string, unknown>;
const rec = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};

/** Every entity of a bundle keeps its domain type, and references resolve inside it. */
function expectSoundBundle(bundle: EntityBundle): void {
  for (const account of bundle.accounts) expect(problemsOf(account, ACCOUNT)).toEqual([]);
  for (const status of bundle.statuses) expect(problemsOf(status, STATUS)).toEqual([]);
  expect(undefinedPaths(bundle)).toEqual([]);
  const accountIds = new Set(bundle.accounts.map((a) => a.id));
  const statusIds = new Set(bundle.statuses.map((s) => s.id));
  for (const status of bundle.statuses) {
    expect(accountIds.has(status.accountId), `author of ${status.id} in bundle`).toBe(true);
    if (status.reblogId !== null) {
      expect(status.reblogId).not.toBe(status.id);
      expect(statusIds.has(status.reblogId), `repeated ${status.reblogId} in bundle`).toBe(true);
    }
  }
}

describe('fixture coverage', () => {
  it('finds entities of every kind in the captured answers', () => {
    const count = (kind: WireSample['kind']) => samples.filter((s) => s.kind === kind).length;
    expect(count('status')).toBeGreaterThanOrEqual(40);
    expect(count('account')).toBeGreaterThanOrEqual(10);
    expect(count('notification')).toBeGreaterThanOrEqual(30);
    expect(count('instance')).toBeGreaterThanOrEqual(4);
    expect(count('poll')).toBeGreaterThanOrEqual(1);
    expect(count('attachment')).toBeGreaterThanOrEqual(2);
  });

  it.each([
    'pleroma-fe/mastoapi.json',
    'pleroma-api/schemas/Account.json',
    'pleroma-api/schemas/Status.json',
    'pleroma-api/schemas/Poll.json',
    'pleroma-api/schemas/Attachment.json',
    'derived/initial_results__api_v1_instance.json',
    'snac2/timeline_home_alice.json',
    'snac2/timeline_public.json',
    'snac2/notifications_alice_limit40.json',
    'snac2/verify_credentials_alice.json',
    'snac2/account_get_alice.json',
    'snac2/status_post_cw.json',
    'snac2/status_react.json',
    'snac2/status_reblog.json',
    'snac2/search_all.json',
    'snac2/instance_v1.json',
    'soapbox/pleroma-quote-post.json',
    'soapbox/status-cw.json',
    'soapbox/notifications.json',
    'soapbox/accounts.json',
  ])('walks %s', (file) => {
    expect(samples.some((s) => s.file === file)).toBe(true);
  });
});

describe('every status in the fixtures', () => {
  it.each(ofKind('status'))('$name', ({ file, raw }) => {
    const result = normalizeStatus(raw, hostFor(file));
    expect(result).toBeDefined();
    const { status, bundle } = result!;
    expectSoundBundle(bundle);
    expect(bundle.statuses).toContain(status);
    expect(status.id).toBe(String(raw.id));
    expect(status.content).toBe(typeof raw.content === 'string' ? raw.content : '');
    if (typeof raw.spoiler_text === 'string') expect(status.spoilerText).toBe(raw.spoiler_text);
    if (typeof raw.favourites_count === 'number') {
      expect(status.favouritesCount).toBe(raw.favourites_count);
    }
    if (typeof raw.replies_count === 'number') expect(status.repliesCount).toBe(raw.replies_count);

    // A repeat is its own entity, referenced by id.
    const reblog = rec(raw.reblog);
    if (reblog.id !== undefined && reblog.account) {
      expect(status.reblogId).toBe(String(reblog.id));
      const repeated = bundle.statuses.find((s) => s.id === status.reblogId)!;
      expect(repeated).not.toBe(status);
      expect(repeated.accountId).toBe(String(rec(reblog.account).id));
    } else {
      expect(status.reblogId).toBeNull();
    }

    // Attachments, polls, cards and reactions are mapped, not dropped.
    expect(status.mediaAttachments).toHaveLength(
      Array.isArray(raw.media_attachments) ? raw.media_attachments.length : 0,
    );
    const poll = rec(raw.poll);
    if (poll.id !== undefined) {
      expect(status.poll?.id).toBe(String(poll.id));
      expect(status.poll?.options).toHaveLength((poll.options as unknown[]).length);
    } else {
      expect(status.poll).toBeNull();
    }
    const card = rec(raw.card);
    if (typeof card.url === 'string' && card.url) expect(status.card?.url).toBe(card.url);
    const reactions = rec(raw.pleroma).emoji_reactions ?? raw.emoji_reactions ?? raw.reactions;
    expect(status.emojiReactions).toHaveLength(Array.isArray(reactions) ? reactions.length : 0);
  });
});

describe('every account in the fixtures', () => {
  it.each(ofKind('account'))('$name', ({ file, raw }) => {
    const host = hostFor(file);
    const account = normalizeAccount(raw, host);
    expect(account).toBeDefined();
    expect(problemsOf(account, ACCOUNT)).toEqual([]);
    expect(undefinedPaths(account)).toEqual([]);
    expect(account!.id).toBe(String(raw.id));
    expect(account!.username).toBe(raw.username);
    if (typeof raw.followers_count === 'number') {
      expect(account!.followersCount).toBe(raw.followers_count);
    }
    // A server naming its own accounts with its host (snac) is smoothed to the local form.
    const acct = String(raw.acct);
    if (host && acct.endsWith(`@${host}`)) {
      expect(account!.acct).toBe(raw.username);
      expect(account!.isLocal).toBe(true);
    } else {
      expect(account!.acct).toBe(acct);
      expect(account!.isLocal).toBe(!acct.includes('@'));
    }
  });
});

describe('every notification in the fixtures', () => {
  it.each(ofKind('notification'))('$name', ({ file, raw }) => {
    const bundle: EntityBundle = { accounts: [], statuses: [] };
    const notification = normalizeNotification(raw, hostFor(file), bundle);
    expect(notification).toBeDefined();
    expect(problemsOf(notification, NOTIFICATION)).toEqual([]);
    expect(undefinedPaths(notification)).toEqual([]);
    expectSoundBundle(bundle);
    expect(notification!.id).toBe(String(raw.id));
    expect(notification!.rawType).toBe(raw.type);
    expect(bundle.accounts.some((a) => a.id === notification!.accountId)).toBe(true);
    const status = rec(raw.status);
    if (status.id !== undefined && status.account) {
      // A boost wrapper (snac sends them) is unwrapped to the post it repeats.
      const about = rec(status.reblog).id !== undefined ? rec(status.reblog) : status;
      expect(notification!.statusId).toBe(String(about.id));
      expect(bundle.statuses.some((s) => s.id === notification!.statusId)).toBe(true);
    }
    if (raw.type === 'reaction') expect(notification!.type).toBe('pleroma:emoji_reaction');
    else expect(notification!.type).toBe(raw.type);
  });
});

describe('every instance in the fixtures', () => {
  it.each(ofKind('instance'))('$name', ({ raw }) => {
    const instance = normalizeInstance(raw);
    expect(problemsOf(instance, INSTANCE)).toEqual([]);
    expect(undefinedPaths(instance)).toEqual([]);
    expect(instance!.textLimit).toBeGreaterThan(0);
    if (typeof raw.max_toot_chars === 'number')
      expect(instance!.textLimit).toBe(raw.max_toot_chars);
    expect(instance!.title).toBe(raw.title);
  });
});

describe('every poll and attachment in the fixtures', () => {
  it.each(ofKind('poll'))('poll $name', ({ raw }) => {
    const poll = normalizePoll(raw);
    expect(problemsOf(poll, POLL)).toEqual([]);
    expect(poll!.votesCount).toBe(raw.votes_count);
  });

  it.each(ofKind('attachment'))('attachment $name', ({ raw }) => {
    const attachment = normalizeAttachment(raw);
    expect(problemsOf(attachment, ATTACHMENT)).toEqual([]);
    expect(attachment!.id).toBe(String(raw.id));
  });
});

describe('what a user sees of particular posts', () => {
  const statusOf = (file: string, host = '') => normalizeStatus(readFixture(file), host)!;

  it('a quote post carries the quoted status in the bundle', () => {
    const { status, bundle } = statusOf('soapbox/pleroma-quote-post.json', 'gleasonator.com');
    expect(status.quoteId).toBe('AFmFLcd6XYVdjWCrOS');
    expect(status.quoteUrl).toBe(
      'https://gleasonator.com/objects/4f35159c-3794-4037-9269-a7c84f7137c7',
    );
    expect(status.quoteVisible).toBe(true);
    const quoted = bundle.statuses.find((s) => s.id === status.quoteId);
    expect(quoted).toBeDefined();
    expect(bundle.accounts.find((a) => a.id === quoted!.accountId)?.acct).toBe('alex');
  });

  it('a quote whose quoted status has no author still names what it quotes', () => {
    const [raw] = readFixture('soapbox/status-quotes.json') as unknown[];
    const { status, bundle } = normalizeStatus(raw)!;
    expect(status.quoteId).toBe('AJmoVikzI3SkyITyim');
    expect(bundle.statuses.map((s) => s.id)).toEqual(['AJsajx9hY4Q7IKQXEe']);
  });

  it('a content warning is kept as spoilerText (Pleroma and snac)', () => {
    expect(statusOf('soapbox/status-cw.json').status.spoilerText).toBe('testing');
    expect(statusOf('snac2/status_post_cw.json').status.spoilerText).toBe('spoiler');
    expect(statusOf('soapbox/pleroma-status.json').status.spoilerText).toBe('');
  });

  it('a repeat is a separate entity referenced by reblogId', () => {
    const list = readFixture('pleroma-fe/mastoapi.json');
    const { ids, bundle } = normalizeStatuses(list);
    expect(ids).toHaveLength(20);
    const wrapper = bundle.statuses.find((s) => s.id === '10423449')!;
    expect(wrapper.reblogId).toBe('10423197');
    const repeated = bundle.statuses.find((s) => s.id === '10423197')!;
    expect(repeated.content).not.toBe('');
    expect(bundle.accounts.find((a) => a.id === repeated.accountId)?.acct).toBe(
      'sampo@pleroma.soykaf.com',
    );
    // The page lists the wrapper, not the repeated status.
    expect(ids).toContain('10423449');
    expect(ids).not.toContain('10423197');
  });

  it('a poll is mapped with its options and counts', () => {
    const { poll } = statusOf('soapbox/pleroma-status-with-poll.json').status;
    expect(poll).toMatchObject({ id: '4930', expired: true, multiple: false, votesCount: 38 });
    expect(poll!.votersCount).toBe(2);
    expect(poll!.options.map((o) => o.votesCount)).toEqual([2, 36]);
  });

  it('a poll whose end date has passed counts as expired even if the flag says not', () => {
    const poll = normalizePoll(
      { id: '1', expires_at: '2001-01-01T00:00:00Z', expired: false, options: [] },
      Date.parse('2026-01-01T00:00:00Z'),
    );
    expect(poll!.expired).toBe(true);
  });

  it('attachments get their type from the server or the MIME type', () => {
    const { mediaAttachments } = statusOf('soapbox/pleroma-status-with-attachments.json').status;
    expect(mediaAttachments.map((a) => [a.type, a.mimeType])).toEqual([
      ['image', 'image/png'],
      ['unknown', 'application/x-nes-rom'],
      ['audio', 'audio/ogg'],
      ['unknown', 'text/plain'],
    ]);
    expect(
      normalizeAttachment({ id: '1', type: 'unknown', url: 'u', mime_type: 'video/mp4' })?.type,
    ).toBe('video');
  });

  it('a link card is mapped', () => {
    const { card } = statusOf('soapbox/status-with-card.json').status;
    expect(card).toMatchObject({
      url: 'https://soapbox.pub/blog/soapbox-fe-v1.3-cryptocurrency-release/',
      title: 'Soapbox FE v1.3: The Crypto Release - Soapbox',
      providerName: 'Soapbox',
      type: 'link',
    });
    expect(card!.image).toMatch(/^https:\/\/gleasonator\.com\/proxy\//);
  });

  it('emoji reactions are mapped (Pleroma notification and status)', () => {
    const bundle: EntityBundle = { accounts: [], statuses: [] };
    const notification = normalizeNotification(
      readFixture('soapbox/notification-pleroma-emoji_reaction.json'),
      '',
      bundle,
    )!;
    expect(notification.type).toBe('pleroma:emoji_reaction');
    expect(notification.emoji).toBe('😮');
    const status = bundle.statuses.find((s) => s.id === notification.statusId)!;
    expect(status.emojiReactions.map((r) => [r.name, r.count])).toEqual([
      ['❤️', 1],
      ['😮', 2],
      ['😆', 1],
      ['👍🏻', 1],
      ['🔥', 1],
    ]);
  });

  it('custom emoji of a status are mapped with their image', () => {
    const { emojis } = statusOf('soapbox/status-custom-emoji.json').status;
    expect(emojis.length).toBeGreaterThan(0);
    for (const emoji of emojis) expect(emoji.url).toMatch(/^https?:\/\//);
  });

  it('an account shows its Pleroma role and profile extras', () => {
    const account = normalizeAccount(readFixture('soapbox/pleroma-account.json'))!;
    expect(account.role).toBe('admin');
    expect(account.fqn).toBe('alex@gleasonator.com');
    expect(account.birthday).toBe('1993-07-03');
    expect(account.fields.length).toBe(9);
    expect(account.apId).toBe('https://gleasonator.com/users/alex');
    // No `privileges` on the wire: an admin's defaults (spec part 1 §6).
    expect(account.privileges).toContain('reports_manage_reports');
    expect(account.privileges).toHaveLength(14);
    expect(account.allowFollowingMove).toBe(true);
  });

  it('privileges and allow_following_move come from the server when it sends them', () => {
    const raw = readFixture('soapbox/pleroma-account.json') as Record<string, unknown>;
    const pleroma = raw.pleroma as Record<string, unknown>;
    const account = normalizeAccount({
      ...raw,
      pleroma: { ...pleroma, privileges: ['users_read', 7], allow_following_move: false },
    })!;
    expect(account.privileges).toEqual(['users_read']);
    expect(account.allowFollowingMove).toBe(false);
    const moderator = normalizeAccount({
      ...raw,
      pleroma: { ...pleroma, is_admin: false, is_moderator: true },
    })!;
    expect(moderator.privileges).toEqual(['messages_delete', 'reports_manage_reports']);
    const member = normalizeAccount({ ...raw, pleroma: { ...pleroma, is_admin: false } })!;
    expect(member.privileges).toEqual([]);
    // The CLI's --json keeps both, and reads back the same.
    expect(normalizeAccount(toApiJson.account(account))).toMatchObject({
      privileges: ['users_read'],
      allowFollowingMove: false,
    });
  });

  it('a move notification keeps its target account', () => {
    const bundle: EntityBundle = { accounts: [], statuses: [] };
    const n = normalizeNotification(
      readFixture('soapbox/pleroma-notification-move.json'),
      '',
      bundle,
    )!;
    expect(n.type).toBe('move');
    expect(n.targetId).not.toBeNull();
    expect(bundle.accounts.some((a) => a.id === n.targetId)).toBe(true);
  });
});

describe('snac quirks', () => {
  const host = '127.0.0.1:8001';

  it('keeps long hex ids as they are', () => {
    const { ids } = normalizeStatuses(readFixture('snac2/timeline_home_alice.json'), host);
    expect(ids).toEqual([
      '1795278181d2c5160e00f6fcbdda3df3d66e2a13d9',
      '1795278181dd8ac5304e97c10ddde71d17f4526c57',
      '1795278181e172b03d71b9be02f32863c3d06d5376',
    ]);
  });

  it('smooths `name@host:port` of its own accounts to the local form when the host is known', () => {
    const raw = readFixture('snac2/account_get_alice.json');
    const local = normalizeAccount(raw, host)!;
    expect(local).toMatchObject({ acct: 'alice', isLocal: true, fqn: 'alice@127.0.0.1:8001' });
    // verify_credentials already says `alice`: both views agree on one account.
    expect(
      normalizeAccount(readFixture('snac2/verify_credentials_alice.json'), host),
    ).toMatchObject({
      id: local.id,
      acct: 'alice',
      isLocal: true,
    });
    // Without the server host the account stays remote-looking.
    expect(normalizeAccount(raw)).toMatchObject({ acct: 'alice@127.0.0.1:8001', isLocal: false });
  });

  it('accepts zero counts and an empty header', () => {
    const account = normalizeAccount(readFixture('snac2/verify_credentials_alice.json'), host)!;
    expect(account).toMatchObject({
      header: '',
      headerStatic: '',
      followersCount: 0,
      followingCount: 0,
      statusesCount: 0,
    });
  });

  it('maps the non-standard `reaction` notification to an emoji reaction with its emoji', () => {
    const list = readFixture('snac2/notifications_alice_limit40.json') as unknown[];
    const bundle: EntityBundle = { accounts: [], statuses: [] };
    const all = list.map((raw) => normalizeNotification(raw, host, bundle)!);
    const reaction = all.find((n) => n.rawType === 'reaction')!;
    expect(reaction.type).toBe('pleroma:emoji_reaction');
    expect(reaction.emoji).toBe('👍');
    // The reacted-to status carries snac's `reactions` list.
    const status = bundle.statuses.find((s) => s.id === reaction.statusId)!;
    expect(status.emojiReactions).toEqual([{ name: '👍', count: 1, me: false, url: null }]);
    expect(all.map((n) => n.type)).toEqual([
      'reblog',
      'favourite',
      'pleroma:emoji_reaction',
      'mention',
      'follow',
    ]);
  });

  it('a repeat comes back wrapped, and the wrapper points at the original', () => {
    const { status, bundle } = normalizeStatus(readFixture('snac2/status_reblog.json'), host)!;
    expect(status.reblogId).toBe('179527818185bca5bcd2409acc2538b6790a8d1de3');
    expect(bundle.statuses.map((s) => s.id)).toContain(status.reblogId);
  });

  it('an instance without Pleroma metadata gets limits from its configuration', () => {
    const instance = normalizeInstance(readFixture('snac2/instance_v1.json'))!;
    expect(instance).toMatchObject({
      uri: '127.0.0.1:8001',
      textLimit: 100000,
      uploadLimit: 16777216,
      isPleroma: false,
      streamingUrl: 'wss://127.0.0.1:8001',
    });
  });
});

describe('instances', () => {
  it('a Pleroma instance shows its limits and features', () => {
    const instance = normalizeInstance(readFixture('soapbox/pleroma-instance.json'))!;
    expect(instance.isPleroma).toBe(true);
    expect(instance.textLimit).toBe(5000);
    expect(instance.pollLimits).toEqual({
      maxOptions: 20,
      maxOptionChars: 200,
      minExpiration: 0,
      maxExpiration: 31536000,
    });
    expect(instance.features.length).toBeGreaterThan(0);
  });

  it('a Mastodon instance is not taken for Pleroma and gets the default limits', () => {
    const instance = normalizeInstance(readFixture('soapbox/mastodon-instance.json'))!;
    expect(instance.isPleroma).toBe(false);
    expect(instance.pollLimits.maxOptions).toBe(4);
  });
});

describe('malformed input', () => {
  const junk: unknown[] = [null, undefined, 42, 'text', true, [], {}];

  it.each(junk.map((value) => ({ value, label: JSON.stringify(value) ?? 'undefined' })))(
    '$label is not a status, account or notification (and does not throw)',
    ({ value }) => {
      expect(normalizeStatus(value)).toBeUndefined();
      expect(normalizeAccount(value)).toBeUndefined();
      expect(normalizeNotification(value)).toBeUndefined();
    },
  );

  it('an instance answer that is not an object is undefined', () => {
    expect(normalizeInstance(null)).toBeUndefined();
    expect(normalizeInstance(7)).toBeUndefined();
    expect(normalizeInstance([])).toBeUndefined();
  });

  it('a status without an account, or an account without an id, is refused', () => {
    expect(normalizeStatus({ id: '1', content: 'hi' })).toBeUndefined();
    expect(normalizeStatus({ id: '1', content: 'hi', account: { username: 'x' } })).toBeUndefined();
    expect(normalizeStatus({ content: 'hi', account: { id: '2' } })).toBeUndefined();
    expect(normalizeAccount({ username: 'x', acct: 'x' })).toBeUndefined();
    expect(normalizeNotification({ id: '1', type: 'follow' })).toBeUndefined();
  });

  it('smooths wrong types inside a status instead of throwing', () => {
    const raw = JSON.parse(`{
      "id": 17, "content": 5, "created_at": 1e400, "edited_at": "99999999999999999999",
      "account": {"id": 3, "acct": "a", "username": "a", "created_at": "99999999999999999999",
                  "followers_count": "12", "following_count": "many", "emojis": "no"},
      "media_attachments": "x", "mentions": [null, 3, {"acct": "x"}], "tags": {},
      "poll": 5, "card": [], "pleroma": null, "favourites_count": -0, "visibility": "weird",
      "reblog": {"id": "9"}
    }`) as unknown;
    const result = normalizeStatus(raw);
    expect(result).toBeDefined();
    expectSoundBundle(result!.bundle);
    const { status } = result!;
    expect(status).toMatchObject({
      id: '17',
      content: '5',
      visibility: 'public',
      mediaAttachments: [],
      mentions: [],
      poll: null,
      card: null,
      reblogId: null,
    });
    expect(Number.isNaN(Date.parse(status.createdAt))).toBe(false);
    const account = result!.bundle.accounts[0]!;
    expect(account.followersCount).toBe(12);
    expect(account.followingCount).toBe(0);
  });

  it('normalizeStatuses skips broken items and reports each of them', () => {
    const good = (id: string): Raw => ({ id, content: 'ok', account: { id: 'a', username: 'a' } });
    const broken = [null, { id: 'no-author' }, 5];
    const invalid: unknown[] = [];
    const { ids, bundle } = normalizeStatuses([good('1'), ...broken, good('2')], '', (item) =>
      invalid.push(item),
    );
    expect(ids).toEqual(['1', '2']);
    expect(invalid).toEqual(broken);
    expect(bundle.statuses.map((s: Status) => s.id)).toEqual(['1', '2']);
  });

  it('normalizeStatuses of something that is not a list yields nothing', () => {
    expect(normalizeStatuses({ error: 'nope' }).ids).toEqual([]);
    expect(normalizeStatuses(null).ids).toEqual([]);
  });
});
