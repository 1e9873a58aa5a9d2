import { describe, expect, it } from 'vitest';
import {
  ComposeStore,
  countChars,
  draftLength,
  normalizeStatus,
  type Status,
} from '../../src/core';
import { kit, wireAccount, wireStatus } from './reading/support';

function compose(limit = 500, answers: Array<{ status?: number; body?: unknown }> = []) {
  const k = kit();
  const keys: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  k.http.on('POST', '/api/v1/statuses', (request) => {
    keys.push(request.headers['Idempotency-Key'] ?? '');
    bodies.push(JSON.parse(request.body ?? '{}') as Record<string, unknown>);
    return answers.shift() ?? { body: wireStatus(`new${keys.length}`) };
  });
  const posted: string[] = [];
  const store = new ComposeStore({
    client: () => k.client,
    entities: k.entities,
    clock: k.clock,
    textLimit: () => limit,
    onPosted: (id) => posted.push(id),
  });
  return { ...k, store, keys, bodies, posted };
}

describe('ComposeStore (core post form)', () => {
  it('counts text plus content warning in code points against the limit', () => {
    expect(countChars('👍👍')).toBe(2);
    expect(draftLength('👍👍', 'cw')).toBe(4);
    const { store } = compose(10);
    store.setText('12345678');
    store.setSpoilerText('abc');
    expect(store.remaining).toBe(-1);
    expect(store.overLimit).toBe(true);
    expect(store.canSubmit).toBe(false);
  });

  it('refuses a blank post and an over-long one without calling the server', async () => {
    const { store, keys } = compose(3);
    store.setText('   ');
    expect(await store.submit()).toBe(false);
    expect(store.error).toEqual({ kind: 'empty' });
    store.setText('too long');
    expect(await store.send()).toBeUndefined();
    expect(store.error).toEqual({ kind: 'too_long', length: 8, limit: 3 });
    expect(keys).toHaveLength(0);
  });

  it('posts, keeps the visibility, clears the rest and tells onPosted', async () => {
    const { store, posted, bodies } = compose();
    store.setText('hello');
    store.setSpoilerText('cw');
    store.cycleVisibility();
    expect(await store.send()).toBe('new1');
    expect(bodies[0]).toMatchObject({
      status: 'hello',
      spoiler_text: 'cw',
      visibility: 'unlisted',
    });
    expect(store.text).toBe('');
    expect(store.spoilerText).toBe('');
    expect(store.visibility).toBe('unlisted');
    expect(posted).toEqual(['new1']);
  });

  it('keeps the draft after a failure; a retry reuses the key, an edit makes a new one', async () => {
    const { store, keys, clock } = compose(500, [
      { status: 422, body: { error: 'Too many posts' } },
      { status: 500, body: { error: 'x' } },
    ]);
    store.setText('one');
    await store.send();
    expect(store.error).toEqual({ kind: 'server', detail: expect.stringContaining('Too many') });
    expect(store.text).toBe('one');
    await clock.advance(1000);
    await store.send();
    expect(keys[1]).toBe(keys[0]);
    store.setText('two');
    await store.send();
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[0]).toMatch(/^\d+-/);
  });

  it('prefills a reply with the author and mentions, not ourselves, and narrows visibility', () => {
    const { store, entities } = compose();
    const wire = {
      ...wireStatus('9', { account: wireAccount('c1', 'carol') }),
      visibility: 'unlisted',
      spoiler_text: 'topic',
      mentions: [
        { id: 'a1', acct: 'alice', username: 'alice', url: '' },
        { id: 'd1', acct: 'dave@far.example', username: 'dave', url: '' },
      ],
    };
    const normalized = normalizeStatus(wire, 'pleroma.example');
    if (!normalized) throw new Error('unreadable');
    entities.ingest(normalized.bundle);
    store.startReply(normalized.status as Status, { acct: 'alice' });
    expect(store.text).toBe('@carol @dave@far.example ');
    expect(store.spoilerText).toBe('topic');
    expect(store.visibility).toBe('unlisted');
    expect(store.inReplyToId).toBe('9');
    expect(store.isDirty).toBe(true);
    store.setSpoilerText('');
    expect(store.isDirty).toBe(false);
  });
});
