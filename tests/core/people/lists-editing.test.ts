import { describe, expect, it } from 'vitest';
import {
  LIST_MEMBER_SEARCH_DEBOUNCE_MS,
  ListEditorStore,
} from '../../../src/core/model/list-editor';
import { ListMembershipStore } from '../../../src/core/model/list-membership';
import { LISTS_REFRESH_MS, ListsStore } from '../../../src/core/model/lists';
import { settle } from '../helpers/fake-http';
import { kit, wireAccount } from '../reading/support';

function setup() {
  const k = kit();
  const lists = new ListsStore(() => k.client, k.notices);
  const editor = (id: string | null) =>
    new ListEditorStore(
      { client: () => k.client, entities: k.entities, lists, clock: k.clock },
      id,
    );
  return { ...k, lists, editor };
}

describe('list member search (spec part 1 §9: debounced 2000 ms, following only by default)', () => {
  it('asks the server once, 2000 ms after the last keystroke, for people one follows', async () => {
    const k = setup();
    k.http.on('GET', '/api/v1/accounts/search', { body: [wireAccount('b1', 'bob')] });
    const editor = k.editor(null);
    expect(editor.followingOnly).toBe(true);
    editor.setQuery('b');
    await k.clock.advance(1500);
    editor.setQuery('bo');
    await k.clock.advance(LIST_MEMBER_SEARCH_DEBOUNCE_MS - 1);
    expect(k.http.calls('GET', '/api/v1/accounts/search')).toHaveLength(0);
    await k.clock.advance(1);
    await settle();
    const calls = k.http.calls('GET', '/api/v1/accounts/search');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('q')).toBe('bo');
    expect(calls[0]?.query.get('following')).toBe('true');
    expect(editor.results).toEqual(['b1']);
  });

  it('searches everyone at once when "following only" is switched off', async () => {
    const k = setup();
    k.http.on('GET', '/api/v1/accounts/search', { body: [] });
    const editor = k.editor(null);
    editor.setQuery('zed');
    editor.setFollowingOnly(false);
    await k.clock.advance(0);
    await settle();
    const calls = k.http.calls('GET', '/api/v1/accounts/search');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('following')).toBeNull();
    // The debounce it replaced never fires a second search.
    await k.clock.advance(LIST_MEMBER_SEARCH_DEBOUNCE_MS);
    expect(k.http.calls('GET', '/api/v1/accounts/search')).toHaveLength(1);
  });
});

describe('list editor', () => {
  it('creates the list, then sets the picked members', async () => {
    const k = setup();
    k.http.on('POST', '/api/v1/lists', { body: { id: 'L9', title: 'Friends' } });
    k.http.on('POST', '/api/v1/lists/L9/accounts', { body: {} });
    const editor = k.editor(null);
    editor.setTitle('  Friends ');
    await editor.add('b1');
    await editor.add('c1');
    await editor.remove('c1');
    expect(k.http.requests).toHaveLength(0);
    const list = await editor.create();
    expect(list?.id).toBe('L9');
    expect(JSON.parse(k.http.calls('POST', '/api/v1/lists')[0]?.body ?? '{}')).toEqual({
      title: 'Friends',
    });
    expect(JSON.parse(k.http.calls('POST', '/api/v1/lists/L9/accounts')[0]?.body ?? '{}')).toEqual({
      account_ids: ['b1'],
    });
    expect(k.lists.list('L9')?.title).toBe('Friends');
  });

  it('removes a member at once and undoes it; a failure shows the lists.error notice', async () => {
    const k = setup();
    k.http.on('GET', '/api/v1/lists/L1', { body: { id: 'L1', title: 'Old' } });
    k.http.on('GET', '/api/v1/lists/L1/accounts', { body: [wireAccount('b1', 'bob')] });
    k.http.on('DELETE', '/api/v1/lists/L1/accounts', { body: {} });
    k.http.on('POST', '/api/v1/lists/L1/accounts', { status: 500, body: { error: 'boom' } });
    const editor = k.editor('L1');
    await editor.load();
    expect(editor.title).toBe('Old');
    expect(editor.members.map((a) => a.acct)).toEqual(['bob']);
    expect(await editor.remove('b1')).toBe(true);
    expect(editor.isMember('b1')).toBe(false);
    // Still shown, with its undo.
    expect(editor.members.map((a) => a.id)).toEqual(['b1']);
    expect(await editor.undoRemove('b1')).toBe(false);
    expect(k.notices.notices.map((n) => n.messageKey)).toEqual(['lists.error']);
    expect(k.notices.notices[0]?.params.detail).toContain('boom');
    expect(editor.isMember('b1')).toBe(false);
  });

  it('renames, and deletes only after the yes', async () => {
    const k = setup();
    k.http.on('PUT', '/api/v1/lists/L1', { body: { id: 'L1', title: 'New' } });
    k.http.on('DELETE', '/api/v1/lists/L1', { body: {} });
    const editor = k.editor('L1');
    editor.setTitle('New');
    expect((await editor.saveTitle())?.title).toBe('New');
    expect(k.lists.list('L1')?.title).toBe('New');
    editor.askDelete();
    expect(editor.confirmingDelete).toBe(true);
    editor.cancelDelete();
    expect(k.http.calls('DELETE', '/api/v1/lists/L1')).toHaveLength(0);
    editor.askDelete();
    expect(await editor.confirmDelete()).toBe(true);
    expect(k.lists.list('L1')).toBeUndefined();
  });

  it('a refused create shows the lists.error notice and opens nothing', async () => {
    const k = setup();
    k.http.on('POST', '/api/v1/lists', { status: 422, body: { error: "title can't be blank" } });
    const editor = k.editor(null);
    editor.setTitle('x');
    expect(await editor.create()).toBeNull();
    expect(k.notices.notices[0]?.messageKey).toBe('lists.error');
  });
});

describe('lists refresh (spec part 1 §9: every 240 s)', () => {
  it('fetches the lists again every 240 s until stopped, keeping them shown', async () => {
    const k = setup();
    let title = 'One';
    k.http.on('GET', '/api/v1/lists', () => ({ body: [{ id: 'L1', title }] }));
    await k.lists.load();
    const stop = k.lists.refreshEvery(k.scheduler);
    title = 'Two';
    await k.clock.advance(LISTS_REFRESH_MS - 1);
    expect(k.http.calls('GET', '/api/v1/lists')).toHaveLength(1);
    await k.clock.advance(1);
    await settle();
    expect(k.http.calls('GET', '/api/v1/lists')).toHaveLength(2);
    expect(k.lists.list('L1')?.title).toBe('Two');
    expect(k.lists.state).toBe('loaded');
    await k.clock.advance(LISTS_REFRESH_MS);
    await settle();
    expect(k.http.calls('GET', '/api/v1/lists')).toHaveLength(3);
    stop();
    await k.clock.advance(LISTS_REFRESH_MS * 3);
    expect(k.http.calls('GET', '/api/v1/lists')).toHaveLength(3);
  });
});

describe('add to list from a profile', () => {
  it('shows which lists hold the account and toggles one', async () => {
    const k = setup();
    k.http.on('GET', '/api/v1/lists', {
      body: [
        { id: 'L1', title: 'One' },
        { id: 'L2', title: 'Two' },
      ],
    });
    k.http.on('GET', '/api/v1/accounts/b1/lists', { body: [{ id: 'L1', title: 'One' }] });
    k.http.on('POST', '/api/v1/lists/L2/accounts', { body: {} });
    k.http.on('DELETE', '/api/v1/lists/L1/accounts', { body: {} });
    const membership = new ListMembershipStore({ client: () => k.client, lists: k.lists }, 'b1');
    await membership.load();
    expect(membership.lists.map((l) => l.id)).toEqual(['L2', 'L1']);
    expect(membership.has('L1')).toBe(true);
    expect(await membership.toggle('L2')).toBe(true);
    expect(await membership.toggle('L1')).toBe(true);
    expect(membership.has('L2')).toBe(true);
    expect(membership.has('L1')).toBe(false);
    expect(JSON.parse(k.http.calls('POST', '/api/v1/lists/L2/accounts')[0]?.body ?? '')).toEqual({
      account_ids: ['b1'],
    });
  });

  it('ticks the box at once while the change is on its way, and unticks it when refused', async () => {
    const k = setup();
    k.http.on('GET', '/api/v1/lists', { body: [{ id: 'L1', title: 'One' }] });
    k.http.on('GET', '/api/v1/accounts/b1/lists', { body: [] });
    k.http.on('POST', '/api/v1/lists/L1/accounts', { status: 500, body: { error: 'down' } });
    const membership = new ListMembershipStore({ client: () => k.client, lists: k.lists }, 'b1');
    await membership.load();
    const sent = membership.toggle('L1');
    expect(membership.has('L1')).toBe(true);
    expect(membership.pending.has('L1')).toBe(true);
    expect(await sent).toBe(false);
    expect(membership.has('L1')).toBe(false);
    expect(membership.pending.has('L1')).toBe(false);
  });
});
