import { describe, expect, it } from 'vitest';
import { ComposeStore, memoryStorage } from '../../src/core';
import {
  DRAFT_SAVE_DELAY_MS,
  DRAFTS_STORAGE_KEY,
  DraftStore,
  MAX_DRAFTS,
} from '../../src/core/model/drafts';
import type { StoragePort } from '../../src/core/ports';
import { kit } from './reading/support';

function setup(storage: StoragePort = memoryStorage()) {
  const k = kit();
  let account: string | null = 'a1@pleroma.example';
  const drafts = new DraftStore({ storage, accountKey: () => account, clock: k.clock });
  const form = () =>
    new ComposeStore({
      client: () => k.client,
      entities: k.entities,
      clock: k.clock,
      textLimit: () => 500,
    });
  return {
    k,
    storage,
    drafts,
    form,
    signIn: (key: string | null) => {
      account = key;
    },
  };
}

const SNAPSHOT = { text: 't', spoilerText: '', visibility: 'public', inReplyToId: null } as const;

describe('DraftStore: unsent posts per account and context', () => {
  it('writes a form as it is typed, after a pause, and keeps every field of its snapshot', async () => {
    const { k, drafts, form } = setup();
    const compose = form();
    const binding = drafts.attach(compose);
    compose.setText('half a thought');
    compose.setSpoilerText('cw');
    compose.cycleVisibility();
    expect(drafts.list()).toEqual([]);
    await k.clock.advance(DRAFT_SAVE_DELAY_MS);
    const [draft] = drafts.list();
    expect(draft).toMatchObject({
      id: binding.id,
      context: { kind: 'new' },
      text: 'half a thought',
      spoilerText: 'cw',
      visibility: 'unlisted',
      error: null,
    });
    // Fields the post form's owners add (media, poll, quote, content type) survive a round trip.
    const full = drafts.save({
      ...SNAPSHOT,
      quoteId: 'Q1',
      contentType: 'text/markdown',
      media: [{ id: 'm1', description: 'a heron' }],
      poll: { options: ['a', 'b'], expiresIn: 600, multiple: true },
      sensitive: true,
    });
    expect(drafts.get(full!.id)).toMatchObject({
      context: { kind: 'quote', statusId: 'Q1' },
      media: [{ id: 'm1', description: 'a heron' }],
      poll: { options: ['a', 'b'], expiresIn: 600, multiple: true },
    });
  });

  it('keys drafts by context: a reply, a quote and an edit of the same status stay apart', () => {
    const { drafts } = setup();
    drafts.save({ ...SNAPSHOT, text: 'reply', inReplyToId: 'S1' });
    drafts.save({ ...SNAPSHOT, text: 'quote', quoteId: 'S1' });
    drafts.save({ ...SNAPSHOT, text: 'edit', editId: 'S1' });
    drafts.save({ ...SNAPSHOT, text: 'new' });
    expect(drafts.latestFor({ kind: 'reply', statusId: 'S1' })?.text).toBe('reply');
    expect(drafts.latestFor({ kind: 'quote', statusId: 'S1' })?.text).toBe('quote');
    expect(drafts.latestFor({ kind: 'edit', statusId: 'S1' })?.text).toBe('edit');
    expect(drafts.latestFor({ kind: 'new' })?.text).toBe('new');
    expect(drafts.latestFor({ kind: 'reply', statusId: 'S2' })).toBeUndefined();
  });

  it('keeps a failed send with its error at once, and forgets the draft after a post', async () => {
    const { k, drafts, form } = setup();
    const compose = form();
    drafts.attach(compose);
    compose.setText('important words');
    k.http.on('POST', '/api/v1/statuses', () => ({ status: 500, body: { error: 'boom' } }));
    expect(await compose.submit()).toBe(false);
    // No pause: the process may die right after the failure.
    expect(drafts.list()).toMatchObject([{ text: 'important words', error: expect.any(String) }]);
    expect(drafts.list()[0]?.error).toContain('boom');

    k.http.on('POST', '/api/v1/statuses', () => ({ status: 200, body: statusJson('9') }));
    expect(await compose.submit()).toBe(true);
    expect(drafts.list()).toEqual([]);
  });

  it('resumes a draft into a form, which then writes the same draft', async () => {
    const { drafts, form, k } = setup();
    const kept = drafts.save({ ...SNAPSHOT, text: 'from last run', visibility: 'private' })!;
    const compose = form();
    compose.restore(kept);
    expect(compose.isDirty).toBe(true);
    expect(compose.visibility).toBe('private');
    const binding = drafts.attach(compose, kept.id);
    compose.setText('from last run, continued');
    await k.clock.advance(DRAFT_SAVE_DELAY_MS);
    expect(binding.id).toBe(kept.id);
    expect(drafts.list().map((d) => d.text)).toEqual(['from last run, continued']);
    // Emptied by hand: nothing typed is left to keep.
    compose.setText('');
    expect(drafts.list()).toEqual([]);
  });

  it('two writers of one draft (two tabs, two processes) never overwrite each other', () => {
    const shared = memoryStorage();
    const one = setup(shared);
    const two = setup(shared);
    const kept = one.drafts.save({ ...SNAPSHOT, text: 'base' })!;
    const a = one.form();
    const b = two.form();
    a.restore(kept);
    b.restore(kept);
    const bindA = one.drafts.attach(a, kept.id);
    const bindB = two.drafts.attach(b, kept.id);
    a.setText('tab one');
    bindA.flush();
    b.setText('tab two');
    bindB.flush();
    expect(bindB.id).not.toBe(bindA.id);
    expect(
      one.drafts
        .list()
        .map((d) => d.text)
        .sort(),
    ).toEqual(['tab one', 'tab two']);
    // The second tab posts (its form empties): the first tab's words stay.
    b.reset();
    expect(one.drafts.list().map((d) => d.text)).toEqual(['tab one']);
  });

  it(`keeps at most ${MAX_DRAFTS} drafts, dropping the least recently written`, async () => {
    const { drafts, k } = setup();
    const first = drafts.save({ ...SNAPSHOT, text: 'oldest' })!;
    for (let i = 1; i <= MAX_DRAFTS; i += 1) {
      await k.clock.advance(1);
      drafts.save({ ...SNAPSHOT, text: `draft ${i}` });
    }
    const texts = drafts.list().map((d) => d.text);
    expect(texts).toHaveLength(MAX_DRAFTS);
    expect(texts[0]).toBe(`draft ${MAX_DRAFTS}`);
    expect(drafts.get(first.id)).toBeUndefined();
  });

  it('reads the one-draft-per-account layout of older versions', () => {
    const legacy = memoryStorage({
      [DRAFTS_STORAGE_KEY]: {
        'a1@pleroma.example': {
          text: 'old',
          spoilerText: '',
          visibility: 'direct',
          inReplyToId: 'R',
        },
        broken: { text: 42 },
      },
    });
    const { drafts } = setup(legacy);
    expect(drafts.list()).toMatchObject([
      { text: 'old', visibility: 'direct', context: { kind: 'reply', statusId: 'R' } },
    ]);
  });

  it('saves nothing without an account, and never throws while the process ends', () => {
    const { drafts, form, signIn } = setup();
    signIn(null);
    const compose = form();
    drafts.attach(compose);
    compose.setText('typed');
    drafts.saveOpen();
    expect(drafts.list()).toEqual([]);

    const broken: StoragePort = {
      get: () => undefined,
      set: () => {
        throw new Error('disk full');
      },
      delete: () => {},
    };
    const b = setup(broken);
    const other = b.form();
    b.drafts.attach(other);
    other.setText('x');
    expect(() => b.drafts.saveOpen()).not.toThrow();
  });
});

function statusJson(id: string) {
  return {
    id,
    uri: `https://pleroma.example/objects/${id}`,
    url: `https://pleroma.example/notice/${id}`,
    created_at: '2026-01-01T00:00:00.000Z',
    content: '<p>x</p>',
    visibility: 'public',
    account: { id: 'A1', username: 'alice', acct: 'alice', url: 'https://pleroma.example/alice' },
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
  };
}
