import { describe, expect, it } from 'vitest';
import {
  EntityStore,
  FakeClock,
  normalizeStatus,
  PleromaClient,
  type Status,
} from '../../../src/core';
import { ComposeStore, draftLength } from '../../../src/terminal/app/model/compose-store';
import {
  arrangeReplies,
  ConversationStore,
} from '../../../src/terminal/app/model/conversation-store';
import { ListCursor } from '../../../src/terminal/app/model/list-cursor';
import {
  deleteBackward,
  deleteWordBackward,
  editOf,
  insertText,
  layoutEditor,
  moveLeft,
  moveVertical,
} from '../../../src/terminal/app/model/text-edit';
import { FakeServer, ORIGIN, TOKEN } from './support/fake-server';

function client(server: FakeServer): PleromaClient {
  return new PleromaClient({ fetch: server.fetch, baseUrl: ORIGIN, token: TOKEN });
}

describe('arrangeReplies', () => {
  const status = (id: string, inReplyToId: string | null) => ({ id, inReplyToId }) as Status;

  it('orders replies depth-first whatever order they came in', () => {
    const map = new Map([
      ['2', status('2', '1')],
      ['3', status('3', '2')],
      ['4', status('4', '1')],
      ['5', status('5', '3')],
    ]);
    const rows = arrangeReplies('1', ['5', '4', '3', '2'], (id) => map.get(id));
    expect(rows.map((r) => [r.id, r.depth])).toEqual([
      ['2', 1],
      ['3', 2],
      ['5', 3],
      ['4', 1],
    ]);
  });

  it('keeps orphans and survives cycles', () => {
    const map = new Map([
      ['2', status('2', 'missing')],
      ['3', status('3', '4')],
      ['4', status('4', '3')],
    ]);
    const rows = arrangeReplies('1', ['2', '3', '4'], (id) => map.get(id));
    expect(rows.map((r) => r.id).sort()).toEqual(['2', '3', '4']);
  });
});

describe('ConversationStore', () => {
  it('loads the context into ids and the entity store', async () => {
    const server = new FakeServer();
    const a = server.addStatus();
    const b = server.addStatus({ inReplyTo: a.id });
    const c = server.addStatus({ inReplyTo: b.id });
    const entities = new EntityStore();
    const store = new ConversationStore({ client: () => client(server), entities });
    await store.load(b.id);
    expect(store.state).toBe('loaded');
    expect(store.rows.map((r) => [r.id, r.role, r.depth])).toEqual([
      [a.id, 'ancestor', 0],
      [b.id, 'focused', 0],
      [c.id, 'descendant', 1],
    ]);
    expect(entities.status(c.id)).toBeDefined();
  });

  it('ignores an older load that finishes after a newer one', async () => {
    const server = new FakeServer();
    const a = server.addStatus();
    const b = server.addStatus();
    const entities = new EntityStore();
    const store = new ConversationStore({ client: () => client(server), entities });
    const first = store.load(a.id);
    const second = store.load(b.id);
    await Promise.all([first, second]);
    expect(store.focusedId).toBe(b.id);
  });
});

describe('ComposeStore', () => {
  function compose(server = new FakeServer(), limit = 500) {
    const entities = new EntityStore();
    const clock = new FakeClock();
    const store = new ComposeStore({
      client: () => client(server),
      entities,
      clock,
      textLimit: () => limit,
    });
    return { store, server, entities, clock };
  }

  it('counts text plus content warning in code points against the limit', () => {
    expect(draftLength('👍👍', 'cw')).toBe(4);
    const { store } = compose(new FakeServer(), 10);
    store.setText('12345678');
    store.setSpoilerText('abc');
    expect(store.remaining).toBe(-1);
    expect(store.isOverLimit).toBe(true);
  });

  it('refuses an over-long post without calling the server', async () => {
    const { store, server } = compose(new FakeServer(), 3);
    store.setText('too long');
    expect(await store.send()).toBeUndefined();
    expect(store.error?.messageKey).toBe('tui.compose.too_long');
    expect(server.requests).toHaveLength(0);
  });

  it('prefills a reply with the author and mentions, not ourselves, and narrows visibility', () => {
    const server = new FakeServer();
    const parent = server.addStatus({ account: server.alice });
    const wire = server.addStatus({
      account: server.carol,
      inReplyTo: parent.id,
      visibility: 'unlisted',
      spoiler: 'topic',
    });
    const { store, entities } = compose(server);
    const normalized = normalizeStatus(wire, 'fake.test')!;
    entities.ingest(normalized.bundle);
    const self = entities.account('1');
    store.startReply(normalized.status, {
      ...normalized.bundle.accounts[0]!,
      id: '1',
      acct: 'alice',
      ...(self ?? {}),
    });
    expect(store.text).toBe('@carol@remote.example ');
    expect(store.spoilerText).toBe('topic');
    expect(store.visibility).toBe('unlisted');
    expect(store.inReplyToId).toBe(wire.id);
    expect(store.isDirty).toBe(true);
    store.setSpoilerText('');
    expect(store.isDirty).toBe(false);
  });

  it('keeps visibility after a successful post and clears the rest', async () => {
    const { store } = compose();
    store.setText('hello');
    store.cycleVisibility();
    const id = await store.send();
    expect(id).toBeDefined();
    expect(store.text).toBe('');
    expect(store.visibility).toBe('unlisted');
  });

  it('uses a new idempotency key once the draft changed', async () => {
    const { store, server, clock } = compose();
    server.failures.set('/api/v1/statuses', { status: 500, body: { error: 'x' } });
    store.setText('one');
    await store.send();
    await clock.advance(1000);
    store.setText('two');
    await store.send();
    const [first, second] = server.requestsTo('POST', '/api/v1/statuses');
    expect(first?.headers['Idempotency-Key']).not.toBe(second?.headers['Idempotency-Key']);
  });
});

describe('text editing', () => {
  it('deletes and moves over whole graphemes', () => {
    let state = editOf('a👩‍👩‍👧');
    state = moveLeft(state);
    expect(state.cursor).toBe(1);
    state = editOf('a👩‍👩‍👧');
    expect(deleteBackward(state).value).toBe('a');
    expect(deleteWordBackward(editOf('one two  ')).value).toBe('one ');
  });

  it('drops control characters from typed text and flattens lines in one-line fields', () => {
    expect(insertText(editOf(''), 'a\x1b[31mb\x07c', true).value).toBe('a[31mbc');
    expect(insertText(editOf(''), 'a\r\nb', false).value).toBe('a b');
    expect(insertText(editOf(''), 'a\rb', true).value).toBe('a\nb');
  });

  it('lays out rows within the width and moves between them by column', () => {
    const state = { value: 'abcdefgh\nxy', cursor: 2 };
    const { rows, cursorRow } = layoutEditor(state, 5);
    expect(rows.map((r) => r.text)).toEqual(['abcd', 'efgh', 'xy']);
    expect(cursorRow).toBe(0);
    expect(moveVertical(state, 5, 1).cursor).toBe(6);
    expect(moveVertical({ value: 'abcdefgh\nxy', cursor: 7 }, 5, 1).cursor).toBe(11);
  });
});

describe('ListCursor', () => {
  it('stays on its item when items arrive above, and pins to the top on the first row', () => {
    const cursor = new ListCursor();
    let ids = ['c', 'b', 'a'];
    const indexOf = (id: string) => {
      const i = ids.indexOf(id);
      return i === -1 ? undefined : i;
    };
    cursor.set(1, ids.length, (i) => ids[i]);
    ids = ['e', 'd', 'c', 'b', 'a'];
    expect(cursor.locate(indexOf, ids.length)).toBe(3);
    cursor.set(0, ids.length, (i) => ids[i]);
    ids = ['f', ...ids];
    expect(cursor.locate(indexOf, ids.length)).toBe(0);
  });
});
