import { describe, expect, it } from 'vitest';
import type { Attachment, Poll, Status } from '../../../src/core/domain/types';
import {
  GALLERY_MAX_PER_ROW,
  galleryLayout,
  galleryRows,
  isLongSubject,
  isTall,
  muteDisplay,
  muteReasons,
  NOTIFICATION_TIME_REFRESH_MS,
  pollExpired,
  pollResults,
  pollShowsResults,
  RELATIVE_TIME_REFRESH_MS,
  tallScore,
  visibleReactions,
} from '../../../src/core/model/status-display';
import { normalizePoll, normalizeStatus } from '../../../src/core/normalize';
import { readFixture } from '../helpers/fixtures';
import { wireStatus } from './support';

function status(extra: Record<string, unknown> = {}): Status {
  return normalizeStatus({ ...wireStatus('S1'), ...extra })!.status;
}

function attachment(id: string, type: Attachment['type']): Attachment {
  return {
    id,
    type,
    url: `https://x/${id}`,
    previewUrl: `https://x/${id}`,
    remoteUrl: null,
    description: '',
    mimeType: '',
    blurhash: null,
  };
}

describe('tall posts and long subjects', () => {
  it('a post is tall above 20 (paragraphs and line breaks plus length / 80)', () => {
    const paragraphs = (n: number) => status({ content: '<p>x</p>'.repeat(n) });
    expect(tallScore(paragraphs(18))).toBeCloseTo(19 + 18 / 80);
    expect(isTall(paragraphs(18))).toBe(false);
    expect(isTall(paragraphs(19))).toBe(true);
    expect(isTall(status({ content: `<p>${'a'.repeat(1400)}</p>` }))).toBe(false);
    expect(isTall(status({ content: `<p>${'a'.repeat(1600)}</p>` }))).toBe(true);
    expect(isTall(status({ content: `<p>${'line<br>'.repeat(25)}</p>` }))).toBe(true);
  });

  it('a subject over 240 characters is long', () => {
    expect(isLongSubject(status({ spoiler_text: 'a'.repeat(240) }))).toBe(false);
    expect(isLongSubject(status({ spoiler_text: 'a'.repeat(241) }))).toBe(true);
  });
});

describe('muting', () => {
  const context = { mutedWords: ['Spoiler', ' '], mutedUserIds: ['a1'], ownAccountId: 'me' };

  it('names every reason: thread, muted words (text or subject, any case), the author', () => {
    const muted = status({
      content: '<p>big SPOILER inside</p>',
      pleroma: { thread_muted: true },
    });
    expect(muteReasons(muted, context)).toEqual([
      'thread_muted',
      'muted_words:Spoiler',
      'user_muted',
    ]);
    const bySubject = status({
      spoiler_text: 'spoiler: ending',
      account: { id: 'z9', username: 'z' },
    });
    expect(muteReasons(bySubject, { ...context, mutedUserIds: new Set<string>() })).toEqual([
      'muted_words:Spoiler',
    ]);
  });

  it("never applies to one's own statuses", () => {
    const own = status({ content: 'spoiler', pleroma: { thread_muted: true } });
    expect(muteReasons(own, { ...context, ownAccountId: 'a1' })).toEqual([]);
  });

  it('inside a conversation the thread mute does not hide its posts', () => {
    const muted = status({ pleroma: { thread_muted: true } });
    expect(
      muteReasons(muted, {
        mutedWords: [],
        mutedUserIds: [],
        ownAccountId: null,
        inConversation: true,
      }),
    ).toEqual([]);
  });

  it('collapsed or left out by the hide-muted-posts preference', () => {
    expect(muteDisplay([], true)).toBe('shown');
    expect(muteDisplay(['user_muted'], false)).toBe('collapsed');
    expect(muteDisplay(['user_muted'], true)).toBe('hidden');
  });
});

describe('emoji reactions', () => {
  it('shows 12, then +N until expanded', () => {
    const many = status({
      pleroma: {
        emoji_reactions: Array.from({ length: 15 }, (_, i) => ({
          name: `e${i}`,
          count: 1,
          me: false,
        })),
      },
    });
    const folded = visibleReactions(many, false);
    expect(folded.reactions).toHaveLength(12);
    expect(folded.moreCount).toBe(3);
    expect(visibleReactions(many, true)).toMatchObject({ moreCount: 0 });
    expect(visibleReactions(many, true).reactions).toHaveLength(15);
  });
});

describe('gallery rows', () => {
  it('at most 3 per row, never one left alone after a full row', () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => attachment(`i${i}`, 'image'));
    const sizes = (n: number) => galleryRows(images(n)).map((row) => row.length);
    expect(sizes(1)).toEqual([1]);
    expect(sizes(3)).toEqual([3]);
    expect(sizes(4)).toEqual([2, 2]);
    expect(sizes(5)).toEqual([3, 2]);
    expect(sizes(7)).toEqual([3, 2, 2]);
    expect(Math.max(...sizes(16))).toBe(GALLERY_MAX_PER_ROW);
  });

  it('audio and other files stand on their own rows', () => {
    const layout = galleryLayout([
      attachment('a', 'image'),
      attachment('b', 'audio'),
      attachment('c', 'video'),
      attachment('d', 'unknown'),
    ]);
    expect(layout).toEqual([
      { kind: 'media', ids: ['a'] },
      { kind: 'audio', ids: ['b'] },
      { kind: 'media', ids: ['c'] },
      { kind: 'minimal', ids: ['d'] },
    ]);
  });

  it('lays out the fixture status with attachments', () => {
    const fixture = readFixture('soapbox/pleroma-status-with-attachments.json');
    const { status: withMedia } = normalizeStatus(fixture)!;
    const rows = galleryRows(withMedia.mediaAttachments);
    expect(rows.flat()).toEqual(withMedia.mediaAttachments.map((a) => a.id));
    expect(rows.every((row) => row.length <= 3)).toBe(true);
  });
});

describe('polls', () => {
  const fixturePoll = (): Poll =>
    normalizePoll(
      (readFixture('soapbox/pleroma-status-with-poll.json') as { poll: unknown }).poll,
    )!;

  it('percentages are whole numbers of the votes', () => {
    expect(pollResults(fixturePoll()).map((o) => o.percent)).toEqual([5, 95]);
  });

  it('a multiple-choice poll divides by voters; hidden counts stay null', () => {
    const poll: Poll = {
      ...fixturePoll(),
      multiple: true,
      votersCount: 3,
      votesCount: 5,
      ownVotes: [1],
      options: [
        { title: 'a', votesCount: 2 },
        { title: 'b', votesCount: 3 },
        { title: 'c', votesCount: null },
      ],
    };
    expect(pollResults(poll).map((o) => [o.percent, o.ownVote])).toEqual([
      [67, false],
      [100, true],
      [null, false],
    ]);
  });

  it('expired is computed from expires_at; results show once voted, expired or signed out', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const open: Poll = {
      ...fixturePoll(),
      expired: false,
      voted: false,
      expiresAt: '2026-11-21T12:00:01Z',
    };
    expect(pollExpired(open, now)).toBe(false);
    expect(pollExpired(open, now + 1000)).toBe(true);
    expect(pollShowsResults(open, { signedIn: true, now })).toBe(false);
    expect(pollShowsResults(open, { signedIn: false, now })).toBe(true);
    expect(pollShowsResults({ ...open, voted: true }, { signedIn: true, now })).toBe(true);
    expect(pollExpired({ ...open, expiresAt: null }, now)).toBe(false);
  });
});

it('time labels refresh every 60 s, notification times every 240 s', () => {
  expect(RELATIVE_TIME_REFRESH_MS).toBe(60_000);
  expect(NOTIFICATION_TIME_REFRESH_MS).toBe(240_000);
});
