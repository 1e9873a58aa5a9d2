// An announcement's start, end and all-day as a manager types them (the terminal's form,
// `petrel announcements post|edit --start/--end`, the web form): one reading for all three.
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../src/core/domain/types';
import {
  announcementDraftChanges,
  announcementTimeText,
  parseAnnouncementTime,
} from '../../src/core/model/announcement-times';

const local = (...parts: number[]) =>
  new Date(parts[0]!, parts[1]! - 1, parts[2]!, parts[3] ?? 0, parts[4] ?? 0).toISOString();

describe('announcement times', () => {
  it('reads a date, a local date and time, ISO 8601; empty or none clears; else not a time', () => {
    expect(parseAnnouncementTime('2026-12-01')).toBe(local(2026, 12, 1));
    expect(parseAnnouncementTime(' 2026-12-01 09:30 ')).toBe(local(2026, 12, 1, 9, 30));
    expect(parseAnnouncementTime('2026-12-01T09:30')).toBe(local(2026, 12, 1, 9, 30));
    expect(parseAnnouncementTime('2026-12-01T09:30:00Z')).toBe('2026-12-01T09:30:00.000Z');
    expect(parseAnnouncementTime('')).toBeNull();
    expect(parseAnnouncementTime('none')).toBeNull();
    expect(parseAnnouncementTime('soon')).toBeUndefined();
  });

  it('shows a time to be changed as typed: the date alone when all-day, empty for none', () => {
    expect(announcementTimeText(local(2026, 12, 1, 9, 5), false)).toBe('2026-12-01 09:05');
    expect(announcementTimeText(local(2026, 12, 1), true)).toBe('2026-12-01');
    expect(announcementTimeText(null, false)).toBe('');
  });

  it('a new one sends the times set and all-day when on; a time not read is named', () => {
    const draft = { content: ' Market ', start: '2026-12-01', end: '', allDay: true };
    expect(announcementDraftChanges(draft)).toEqual({
      changes: { content: 'Market', startsAt: local(2026, 12, 1), allDay: true },
    });
    expect(announcementDraftChanges({ ...draft, start: 'x' })).toEqual({ problem: 'start' });
    expect(announcementDraftChanges({ ...draft, end: 'later' })).toEqual({ problem: 'end' });
  });

  it('an edit sends the text and only what differs: a cleared end goes as null', () => {
    const before: Announcement = {
      id: '1',
      content: '<p>Market</p>',
      rawContent: 'Market',
      startsAt: local(2026, 12, 1, 9, 0),
      endsAt: local(2026, 12, 1, 17, 0),
      allDay: false,
      publishedAt: null,
      read: false,
      emojis: [],
    };
    const same = { content: 'Market', start: '2026-12-01 09:00', end: '2026-12-01 17:00' };
    expect(announcementDraftChanges({ ...same, allDay: false }, before)).toEqual({
      changes: { content: 'Market' },
    });
    expect(announcementDraftChanges({ ...same, end: '', allDay: true }, before)).toEqual({
      changes: { content: 'Market', endsAt: null, allDay: true },
    });
  });
});
