// Issue 16, spec part 1 §2: in a timeline a status's conversation expands in place and
// collapses again; one core store serves the web and the terminal.
import { describe, expect, it } from 'vitest';
import { normalizeStatus } from '../../../src/core/normalize';
import { InlineThreads, inlineRowOf, inlineThreadsOf } from '../../../src/core/view/inline-threads';
import { kit, wireStatus } from '../reading/support';

/** R ─ F ┬ C1 ─ D1;  F ─ C2. A timeline shows X, F (and C2 as an entry of its own). */
const PARENT: Record<string, string | undefined> = {
  R: undefined,
  F: 'R',
  C1: 'F',
  D1: 'C1',
  C2: 'F',
};

function threads(options: { fail?: boolean } = {}) {
  const k = kit();
  const wire = (id: string) => wireStatus(id, { replyTo: PARENT[id] });
  k.http
    .on('GET', '/api/v1/statuses/F', () => ({ body: wire('F') }))
    .on('GET', '/api/v1/statuses/F/context', () =>
      options.fail
        ? { status: 500, body: { error: 'Internal server error' } }
        : { body: { ancestors: [wire('R')], descendants: ['C1', 'D1', 'C2'].map(wire) } },
    );
  const store = new InlineThreads({
    client: () => k.client,
    entities: k.entities,
    maxDepth: () => 6,
  });
  return { ...k, store };
}

const same = (id: string) => id;
const rows = (keys: string[]) =>
  keys.map((key) => {
    const row = inlineRowOf(key);
    return row.threadOf ? `  ${row.statusId}@${row.depth} (of ${row.threadOf})` : row.statusId;
  });

describe('inline threads', () => {
  it('expanding loads the thread under its status; collapsing folds it away', async () => {
    const { store } = threads();
    const timeline = ['X', 'F', 'C2'];
    expect(store.withThreads(timeline, same)).toEqual(timeline);
    expect(store.toggle('F')).toBe(true);
    expect(store.isExpanded('F')).toBe(true);
    await store.thread('F')?.load();
    // The status itself stays where it is; its thread (ancestors, then replies) follows it.
    // C2 is both a reply in the thread and an entry of its own: two rows, two keys.
    expect(rows(store.withThreads(timeline, same))).toEqual([
      'X',
      'F',
      '  R@0 (of F)',
      '  C1@2 (of F)',
      '  D1@3 (of F)',
      '  C2@2 (of F)',
      'C2',
    ]);
    expect(new Set(store.withThreads(timeline, same)).size).toBe(7);

    const thread = store.thread('F');
    thread?.hide('C1');
    expect(store.toggle('F')).toBe(false);
    expect(store.isExpanded('F')).toBe(false);
    // Spec: collapsing resets the per-node choices.
    expect(thread?.display.size).toBe(0);
    expect(thread?.expanded).toBe(false);
    expect(store.withThreads(timeline, same)).toEqual(timeline);
  });

  it("a repeat opens its original's thread", async () => {
    const { store } = threads();
    store.expand('F');
    await store.thread('F')?.load();
    const keys = store.withThreads(['R1'], (id) => (id === 'R1' ? 'F' : id));
    expect(rows(keys)[0]).toBe('R1');
    expect(rows(keys)[1]).toBe('  R@0 (of R1)');
  });

  it('a reply that arrives joins the open thread', async () => {
    const { store, entities } = threads();
    store.expand('F');
    await store.thread('F')?.load();
    entities.ingest(normalizeStatus(wireStatus('C3', { replyTo: 'F' }))!.bundle);
    // What the scope does for a status from the stream (inlineThreadsOf.received).
    inlineThreadsOf.received?.(store, 'C3');
    expect(store.rowsOf('F').map((row) => row.statusId)).toContain('C3');
  });

  it('a thread that fails to load says so and shows no rows', async () => {
    const { store } = threads({ fail: true });
    store.expand('F');
    await store.thread('F')?.load();
    expect(store.thread('F')?.state).toBe('failed');
    expect(store.thread('F')?.error).toBeTruthy();
    expect(store.withThreads(['F'], same)).toEqual(['F']);
  });
});
