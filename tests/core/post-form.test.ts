import { describe, expect, it } from 'vitest';
import {
  ComposeStore,
  canEdit,
  canQuote,
  clampExpiry,
  DEFAULT_POLL_EXPIRY_SECONDS,
  EditHistory,
  expiryInUnit,
  expiryUnits,
  hasEditHistory,
  MIN_SCHEDULE_AHEAD_MS,
  PollDraft,
  PostPreview,
  parseScheduleTime,
  pollLimitProblem,
  pollProblem,
  pollsAvailable,
  scopeOptions,
  showsContentTypes,
  warnsPrivatePost,
} from '../../src/core';
import { DEFAULT_POLL_LIMITS } from '../../src/core/normalize/instance';
import { kit, wireStatus } from './reading/support';

const LIMITS = DEFAULT_POLL_LIMITS;

function compose() {
  const k = kit();
  const bodies: Array<{
    method: string;
    path: string;
    body: Record<string, unknown>;
    key?: string;
  }> = [];
  const record =
    (method: string) =>
    (request: { path: string; body?: string; headers: Record<string, string> }) => {
      bodies.push({
        method,
        path: request.path,
        body: JSON.parse(request.body ?? '{}') as Record<string, unknown>,
        key: request.headers['Idempotency-Key'],
      });
    };
  k.http.on('POST', '/api/v1/statuses', (request) => {
    record('POST')(request);
    const body = JSON.parse(request.body ?? '{}') as Record<string, unknown>;
    if (body.scheduled_at)
      return { body: { id: 's1', scheduled_at: body.scheduled_at, params: { text: body.status } } };
    return { body: wireStatus(`new${bodies.length}`) };
  });
  k.http.on('PUT', '/api/v1/statuses/7', (request) => {
    record('PUT')(request);
    return { body: { ...wireStatus('7'), edited_at: '2026-01-01T00:00:00.000Z' } };
  });
  const events: string[] = [];
  const store = new ComposeStore({
    client: () => k.client,
    entities: k.entities,
    clock: k.clock,
    textLimit: () => 5000,
    pollLimits: () => LIMITS,
    onPosted: (id) => events.push(`posted ${id}`),
    onEdited: (id) => events.push(`edited ${id}`),
    onScheduled: (id) => events.push(`scheduled ${id}`),
  });
  return { ...k, store, bodies, events };
}

describe('poll draft (spec part 2 §5, §9)', () => {
  it('starts single choice with two empty options and 10 minutes', () => {
    const poll = new PollDraft(() => LIMITS);
    expect(poll.options).toEqual(['', '']);
    expect(poll.multiple).toBe(false);
    expect(poll.expiresIn).toBe(DEFAULT_POLL_EXPIRY_SECONDS);
    expect(DEFAULT_POLL_EXPIRY_SECONDS).toBe(600);
  });

  it('keeps between 2 and max_options options; only those beyond 2 can be deleted', () => {
    const poll = new PollDraft(() => LIMITS);
    expect(poll.removeOption(1)).toBe(false);
    expect(poll.addOption()).toBe(true);
    expect(poll.addOption()).toBe(true);
    expect(poll.options).toHaveLength(4);
    expect(poll.canAddOption).toBe(false);
    expect(poll.addOption()).toBe(false);
    expect(poll.canRemoveOption(0)).toBe(false);
    expect(poll.canRemoveOption(2)).toBe(true);
    expect(poll.removeOption(3)).toBe(true);
    expect(poll.options).toHaveLength(3);
  });

  it('cuts an option at max_option_chars (255 by default)', () => {
    const poll = new PollDraft(() => LIMITS);
    poll.setOption(0, 'x'.repeat(300));
    expect(poll.options[0]).toHaveLength(255);
  });

  it('clamps the expiry between min (60 s) and max (86400 s) and offers units that fit', () => {
    expect(clampExpiry(10, LIMITS)).toBe(60);
    expect(clampExpiry(7 * 86400, LIMITS)).toBe(86400);
    expect(expiryUnits(LIMITS)).toEqual(['minutes', 'hours', 'days']);
    expect(expiryUnits({ ...LIMITS, maxExpiration: 7200 })).toEqual(['minutes', 'hours']);
    expect(expiryUnits({ ...LIMITS, maxExpiration: 1800 })).toEqual(['minutes']);
    const poll = new PollDraft(() => LIMITS);
    poll.setExpiry(3, 'days');
    expect(poll.expiresIn).toBe(86400);
    poll.setExpiry(0, 'minutes');
    expect(poll.expiresIn).toBe(60);
    expect(expiryInUnit(7200, expiryUnits(LIMITS))).toEqual({ amount: 2, unit: 'hours' });
    expect(expiryInUnit(600, expiryUnits(LIMITS))).toEqual({ amount: 10, unit: 'minutes' });
  });

  it('needs two distinct non-empty options, and no poll at all when every option is empty', () => {
    expect(pollProblem(['', ''])).toBeUndefined();
    expect(pollProblem(['a', ''])).toEqual({ kind: 'not_enough_options' });
    expect(pollProblem(['a', ' a '])).toEqual({ kind: 'not_enough_options' });
    expect(pollProblem(['a', 'b'])).toBeUndefined();
    const poll = new PollDraft(() => LIMITS);
    expect(poll.toNewPoll()).toBeUndefined();
  });

  it('is offered only when the instance allows polls with max_options >= 2', () => {
    expect(pollsAvailable(null)).toBe(false);
    expect(pollsAvailable({ ...LIMITS, maxOptions: 1 })).toBe(false);
    expect(pollsAvailable(LIMITS)).toBe(true);
  });

  it('refuses, for a script, what a form would cut or clamp', () => {
    const base = { options: ['a', 'b'], expiresIn: 600, multiple: false };
    expect(pollLimitProblem(base, LIMITS)).toBeUndefined();
    expect(pollLimitProblem({ ...base, options: ['a', 'b', 'c', 'd', 'e'] }, LIMITS)).toEqual({
      kind: 'too_many_options',
      max: 4,
    });
    expect(pollLimitProblem({ ...base, options: ['a', 'b'.repeat(256)] }, LIMITS)?.kind).toBe(
      'option_too_long',
    );
    expect(pollLimitProblem({ ...base, expiresIn: 30 }, LIMITS)?.kind).toBe('expiry_out_of_range');
  });
});

describe('post form offer rules (spec part 2 §5)', () => {
  it('shows direct always, hides the rest when replying to direct, and narrows in minimal mode', () => {
    expect(scopeOptions({ current: 'public' })).toEqual([
      'public',
      'unlisted',
      'private',
      'direct',
    ]);
    expect(scopeOptions({ current: 'direct', original: 'direct' })).toEqual(['direct']);
    expect(
      scopeOptions({
        current: 'unlisted',
        original: 'private',
        defaultScope: 'public',
        minimal: true,
      }),
    ).toEqual(['public', 'unlisted', 'private', 'direct']);
    expect(scopeOptions({ current: 'private', defaultScope: 'private', minimal: true })).toEqual([
      'private',
      'direct',
    ]);
  });

  it('shows the content-type selector only with more than one post format', () => {
    expect(showsContentTypes(['text/plain'])).toBe(false);
    expect(showsContentTypes(['text/plain', 'text/markdown'])).toBe(true);
  });

  it('warns an unlocked account posting privately, not a locked one', () => {
    expect(warnsPrivatePost({ locked: false }, 'private')).toBe(true);
    expect(warnsPrivatePost({ locked: true }, 'private')).toBe(false);
    expect(warnsPrivatePost({ locked: false }, 'public')).toBe(false);
  });

  it('offers quoting for public, unlisted and local, or own private; never without support', () => {
    expect(canQuote({ visibility: 'public', accountId: 'b' }, 'a', true)).toBe(true);
    expect(canQuote({ visibility: 'local', accountId: 'b' }, 'a', true)).toBe(true);
    expect(canQuote({ visibility: 'private', accountId: 'b' }, 'a', true)).toBe(false);
    expect(canQuote({ visibility: 'private', accountId: 'a' }, 'a', true)).toBe(true);
    expect(canQuote({ visibility: 'direct', accountId: 'a' }, 'a', true)).toBe(false);
    expect(canQuote({ visibility: 'public', accountId: 'b' }, 'a', false)).toBe(false);
  });

  it('offers editing only for own statuses where supported, history only when edited', () => {
    expect(canEdit({ accountId: 'a' }, 'a', true)).toBe(true);
    expect(canEdit({ accountId: 'b' }, 'a', true)).toBe(false);
    expect(canEdit({ accountId: 'a' }, 'a', false)).toBe(false);
    expect(hasEditHistory({ editedAt: null })).toBe(false);
    expect(hasEditHistory({ editedAt: '2026-01-01T00:00:00Z' })).toBe(true);
  });
});

describe('ComposeStore modes: quote, poll, schedule, edit', () => {
  it('sends a quote id and no reply id; a reply afterwards drops the quote', async () => {
    const { store, bodies } = compose();
    store.startQuote({ id: '42' });
    store.setText('look');
    expect(store.mode).toBe('quote');
    await store.send();
    expect(bodies[0]?.body).toMatchObject({ quote_id: '42' });
    expect(bodies[0]?.body.in_reply_to_id).toBeUndefined();
    store.startQuote({ id: '42' });
    store.replyTo('43');
    expect(store.quoteId).toBeNull();
    expect(store.mode).toBe('reply');
  });

  it('sends an open poll with the idempotency key; refuses too few options without a call', async () => {
    const { store, bodies } = compose();
    store.setText('Lunch?');
    store.setPollOpen(true);
    store.poll.setOption(0, 'Pizza');
    expect(await store.send()).toBeUndefined();
    expect(store.error).toEqual({ kind: 'not_enough_options' });
    expect(bodies).toHaveLength(0);
    store.poll.setOption(1, 'Soup');
    store.poll.setMultiple(true);
    await store.send();
    expect(bodies[0]?.body.poll).toEqual({
      options: ['Pizza', 'Soup'],
      expires_in: 600,
      multiple: true,
    });
    expect(bodies[0]?.key).toMatch(/^\d+-/);
    // After success the form clears, keeping visibility and content type.
    expect(store.pollOpen).toBe(false);
    expect(store.poll.options).toEqual(['', '']);
  });

  it('keeps visibility and content type after a post', async () => {
    const { store } = compose();
    store.setVisibility('unlisted');
    store.setContentType('text/markdown');
    store.setText('*hi*');
    await store.send();
    expect(store.visibility).toBe('unlisted');
    expect(store.contentType).toBe('text/markdown');
  });

  it('schedules with scheduled_at and tells onScheduled', async () => {
    const { store, bodies, events } = compose();
    store.setText('later');
    store.setScheduledAt('2030-01-01T09:00:00.000Z');
    expect(await store.send()).toBe('s1');
    expect(bodies[0]?.body.scheduled_at).toBe('2030-01-01T09:00:00.000Z');
    expect(events).toEqual(['scheduled s1']);
    expect(store.scheduledAt).toBeNull();
  });

  it('edits with PUT from the source, with no poll', async () => {
    const { store, bodies, events } = compose();
    store.startEdit({ id: '7', text: 'old', spoilerText: '', contentType: 'text/plain' });
    expect(store.mode).toBe('edit');
    store.setPollOpen(true);
    expect(store.pollOpen).toBe(false);
    store.setText('new');
    expect(await store.send()).toBe('7');
    expect(bodies[0]).toMatchObject({ method: 'PUT', body: { status: 'new' } });
    expect(bodies[0]?.body.poll).toBeUndefined();
    expect(events).toEqual(['edited 7']);
  });
});

describe('preview (debounced 500 ms, preview: true, no media or poll)', () => {
  it('asks once typing pauses, sends preview true without the poll, and says preview_empty', async () => {
    const { store, bodies, clock, client } = compose();
    const preview = new PostPreview({
      client: () => client,
      clock,
      draft: () => store.previewDraft(),
    });
    store.setText('draft');
    store.setPollOpen(true);
    store.poll.setOption(0, 'a');
    store.poll.setOption(1, 'b');
    preview.schedule();
    await clock.advance(499);
    expect(bodies).toHaveLength(0);
    preview.schedule();
    await clock.advance(499);
    expect(bodies).toHaveLength(0);
    await clock.advance(1);
    await clock.advance(0);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.body).toMatchObject({ preview: true, status: 'draft' });
    expect(bodies[0]?.body.poll).toBeUndefined();
    expect(bodies[0]?.body.media_ids).toBeUndefined();
    expect(preview.status?.id).toBe('new1');
    store.setText('');
    await preview.refresh();
    expect(preview.error).toEqual({ kind: 'preview_empty' });
    expect(bodies).toHaveLength(1);
  });
});

describe('scheduling and edit history', () => {
  it('reads "YYYY-MM-DD HH:MM" as local time and refuses less than 5 minutes ahead', () => {
    const now = new Date('2026-06-01T10:00:00').getTime();
    const ok = parseScheduleTime('2026-06-01 10:05', now);
    expect('at' in ok && ok.at.getTime()).toBe(now + MIN_SCHEDULE_AHEAD_MS);
    expect(parseScheduleTime('2026-06-01 10:04', now)).toMatchObject({
      problem: { kind: 'too_soon' },
    });
    expect(parseScheduleTime('soon', now)).toEqual({ problem: { kind: 'unreadable' } });
    expect('at' in parseScheduleTime('2026-06-02T09:00:00Z', now)).toBe(true);
  });

  it('shows the edit history newest first', async () => {
    const k = kit();
    k.http.on('GET', '/api/v1/statuses/7/history', () => ({
      body: [
        {
          content: '<p>first</p>',
          spoiler_text: '',
          sensitive: false,
          created_at: '2026-01-01T00:00:00Z',
        },
        {
          content: '<p>second</p>',
          spoiler_text: '',
          sensitive: false,
          created_at: '2026-01-02T00:00:00Z',
        },
      ],
    }));
    const history = new EditHistory(() => k.client, '7');
    await history.load();
    expect(history.versions.map((v) => v.content)).toEqual(['<p>second</p>', '<p>first</p>']);
  });
});
