import { describe, expect, it } from 'vitest';
import { ComposeStore, DRAFTS_STORAGE_KEY, DraftStore, memoryStorage } from '../../src/core';
import type { StoragePort } from '../../src/core/ports';
import { kit } from './reading/support';

function setup(initial: Record<string, unknown> = {}) {
  const k = kit();
  const storage = memoryStorage(initial);
  let account: string | null = 'a1@pleroma.example';
  const drafts = new DraftStore({ storage, accountKey: () => account });
  const form = () =>
    new ComposeStore({
      client: () => k.client,
      entities: k.entities,
      clock: k.clock,
      textLimit: () => 500,
    });
  return {
    storage,
    drafts,
    form,
    signIn: (key: string | null) => {
      account = key;
    },
  };
}

describe('DraftStore (unsent posts across runs)', () => {
  it('saves the open form for its account and gives it back once', () => {
    const { storage, drafts, form } = setup({ [DRAFTS_STORAGE_KEY]: { 'b2@other.example': 'x' } });
    const compose = form();
    drafts.track(compose);
    compose.setText('half a thought');
    compose.setSpoilerText('cw');
    compose.cycleVisibility();
    drafts.saveOpen();
    expect(storage.get(DRAFTS_STORAGE_KEY)).toEqual({
      'b2@other.example': 'x',
      'a1@pleroma.example': {
        text: 'half a thought',
        spoilerText: 'cw',
        visibility: 'unlisted',
        inReplyToId: null,
      },
    });

    const taken = drafts.take();
    expect(taken?.text).toBe('half a thought');
    // Taken into a form: no longer stored, and another account's draft is left alone.
    expect(storage.get(DRAFTS_STORAGE_KEY)).toEqual({ 'b2@other.example': 'x' });
    expect(drafts.take()).toBeUndefined();

    const restored = form();
    restored.restoreDraft(taken!);
    expect(restored.isDirty).toBe(true);
    expect(restored.visibility).toBe('unlisted');
  });

  it('forgets the stored draft when the open form holds nothing typed (posted, emptied)', () => {
    const { storage, drafts, form } = setup();
    const compose = form();
    drafts.track(compose);
    compose.setText('soon gone');
    drafts.saveOpen();
    compose.reset();
    drafts.saveOpen();
    expect(storage.get(DRAFTS_STORAGE_KEY)).toBeUndefined();
  });

  it('saves nothing before a form opens, before sign-in, or for another account', () => {
    const { storage, drafts, form, signIn } = setup();
    drafts.saveOpen();
    expect(storage.get(DRAFTS_STORAGE_KEY)).toBeUndefined();

    const compose = form();
    compose.setText('typed');
    drafts.track(compose);
    signIn(null);
    drafts.saveOpen();
    expect(storage.get(DRAFTS_STORAGE_KEY)).toBeUndefined();
    signIn('a1@pleroma.example');
    drafts.saveOpen();
    signIn('c3@elsewhere.example');
    expect(drafts.take()).toBeUndefined();
  });

  it('never throws while saving (the process is ending) and ignores a hand-broken entry', () => {
    const broken: StoragePort = {
      get: <T>() => ({ 'a1@pleroma.example': { text: 42 } }) as T,
      set: () => {
        throw new Error('disk full');
      },
      delete: () => {},
    };
    const drafts = new DraftStore({ storage: broken, accountKey: () => 'a1@pleroma.example' });
    const { form } = setup();
    const compose = form();
    drafts.track(compose);
    compose.setText('x');
    expect(() => drafts.saveOpen()).not.toThrow();
    expect(drafts.take()).toBeUndefined();
  });
});
