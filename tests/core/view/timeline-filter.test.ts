import { describe, expect, it } from 'vitest';
import type { Status } from '../../../src/core/domain/types';
import { defaultPreferences, readPreferences } from '../../../src/core/model/settings';
import { filterEntryIds, QUICK_FILTERS, QUICK_VIEWS } from '../../../src/core/view/timeline-filter';

function status(id: string, fields: Partial<Status> = {}): Status {
  return {
    id,
    accountId: 'other',
    inReplyToId: null,
    inReplyToAccountId: null,
    reblogId: null,
    mediaAttachments: [],
    ...fields,
  } as Status;
}

const statuses = new Map<string, Status>(
  [
    status('plain'),
    status('reply', { inReplyToId: 'x', inReplyToAccountId: 'third' }),
    status('self-thread', { inReplyToId: 'x', inReplyToAccountId: 'other' }),
    status('to-me', { inReplyToId: 'x', inReplyToAccountId: 'me' }),
    status('mine', { accountId: 'me', inReplyToId: 'x', inReplyToAccountId: 'third' }),
    status('repeat', { reblogId: 'media' }),
    status('media', { mediaAttachments: [{ id: 'a' } as Status['mediaAttachments'][number]] }),
  ].map((s) => [s.id, s]),
);
const ids = [...statuses.keys()];
const filter = (change: Partial<ReturnType<typeof defaultPreferences>>) =>
  filterEntryIds(ids, (id) => statuses.get(id), { ...defaultPreferences(), ...change }, 'me');

describe('timeline quick filters (spec part 1 §2, issue 16)', () => {
  it('keep everything by default, the same list', () => {
    expect(filter({})).toBe(ids);
  });

  it('hide replies except one’s own, to oneself and a thread’s own continuation', () => {
    expect(filter({ hideReplies: true })).toEqual([
      'plain',
      'self-thread',
      'to-me',
      'mine',
      'repeat',
      'media',
    ]);
  });

  it('hide repeats', () => {
    expect(filter({ hideRepeats: true })).not.toContain('repeat');
    expect(filter({ hideRepeats: true })).toHaveLength(ids.length - 1);
  });

  it('keep only posts with media (a repeat of one counts)', () => {
    expect(filter({ onlyMedia: true })).toEqual(['repeat', 'media']);
  });

  it('are schema settings that default off, synced switches read back leniently', () => {
    for (const key of [...QUICK_FILTERS, ...QUICK_VIEWS]) {
      expect(typeof defaultPreferences()[key]).toBe('boolean');
    }
    const read = readPreferences({ hideReplies: true, onlyMedia: 'yes', compact: true });
    expect(read.hideReplies).toBe(true);
    expect(read.onlyMedia).toBe(false);
    expect(read.compact).toBe(true);
  });
});
