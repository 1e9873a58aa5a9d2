import { describe, expect, it } from 'vitest';
import {
  ConversationStore,
  defaultShownDepth,
  type ThreadRow,
} from '../../../src/core/model/conversation';
import {
  CONVERSATIONS_KEPT,
  ConversationRegistry,
} from '../../../src/core/model/conversation-registry';
import { normalizeStatus } from '../../../src/core/normalize';
import { kit, wireStatus } from './support';

/**
 * R ─ A ─ F(focused) ┬ C1 ─ D1 ─ E1 ─ G1 ─ H1 ─ I1
 *                    └ C2
 * Depths: R 0, A 1, F 2, C1/C2 3, D1 4, E1 5, G1 6, H1 7, I1 8.
 */
const PARENT: Record<string, string | undefined> = {
  R: undefined,
  A: 'R',
  F: 'A',
  C1: 'F',
  D1: 'C1',
  E1: 'D1',
  G1: 'E1',
  H1: 'G1',
  I1: 'H1',
  C2: 'F',
};
const ANCESTORS = ['R', 'A'];
const DESCENDANTS = ['C1', 'D1', 'E1', 'G1', 'H1', 'I1', 'C2'];

function thread(options: { maxDepth?: number; muted?: string[]; fail?: number } = {}) {
  const k = kit();
  const wire = (id: string) =>
    wireStatus(id, { replyTo: PARENT[id], threadMuted: options.muted?.includes(id) });
  k.http
    .on('GET', '/api/v1/statuses/F', () =>
      options.fail
        ? { status: options.fail, body: { error: 'Record not found' } }
        : { body: wire('F') },
    )
    .on('GET', '/api/v1/statuses/F/context', () =>
      options.fail
        ? { status: options.fail, body: { error: 'Record not found' } }
        : { body: { ancestors: ANCESTORS.map(wire), descendants: DESCENDANTS.map(wire) } },
    );
  let maxDepth = options.maxDepth ?? 6;
  const deps = { client: () => k.client, entities: k.entities, maxDepth: () => maxDepth };
  const conversation = new ConversationStore('F', deps);
  return {
    ...k,
    conversation,
    deps,
    setMaxDepth: (depth: number) => {
      maxDepth = depth;
    },
  };
}

/** Rows as `id@depth`, a folded node as `id@depth+N`, a dive ancestor as `^id`. */
function shape(rows: ThreadRow[]): string[] {
  return rows.map((row) =>
    row.isDiveAncestor
      ? `^${row.statusId}`
      : `${row.statusId}@${row.depth}${row.hasHiddenChildren ? `+${row.hiddenCount}` : ''}`,
  );
}

describe('loading', () => {
  it('loads the status and its context into the linear order', async () => {
    const { conversation, http } = thread();
    expect(conversation.state).toBe('idle');
    const loading = conversation.load();
    expect(conversation.state).toBe('loading');
    await loading;
    expect(conversation.state).toBe('loaded');
    expect(conversation.ids).toEqual([...ANCESTORS, 'F', ...DESCENDANTS]);
    expect(http.requests.map((r) => r.path).sort()).toEqual([
      '/api/v1/statuses/F',
      '/api/v1/statuses/F/context',
    ]);
  });

  it('a missing status says not found', async () => {
    const { conversation } = thread({ fail: 404 });
    await conversation.load();
    expect(conversation.state).toBe('failed');
    expect(conversation.notFound).toBe(true);
    expect(conversation.error).toBe('Record not found (HTTP 404)');
  });

  it('a server error is shown and can be retried', async () => {
    const { conversation } = thread({ fail: 500 });
    await conversation.load();
    expect(conversation.notFound).toBe(false);
    expect(conversation.error).toContain('500');
  });
});

describe('tree display', () => {
  it('builds children from in_reply_to_id in server order', async () => {
    const { conversation } = thread();
    await conversation.load();
    expect(conversation.childrenOf.get('F')).toEqual(['C1', 'C2']);
    expect(conversation.depthOf('I1')).toBe(8);
  });

  it('default max depth 6: nodes deeper than 4 fold their replies', async () => {
    const { conversation } = thread();
    await conversation.load();
    expect(defaultShownDepth(6)).toBe(4);
    expect(shape(conversation.rows)).toEqual([
      'R@0',
      'A@1',
      'F@2',
      'C1@3',
      'D1@4',
      'E1@5+3',
      'C2@3',
    ]);
    const focused = conversation.rows.find((row) => row.isFocused)!;
    expect(focused.statusId).toBe('F');
    expect(focused.replyCount).toBe(2);
  });

  it('the max-depth preference moves the fold (never below depth 1)', async () => {
    const { conversation, setMaxDepth } = thread({ maxDepth: 3 });
    await conversation.load();
    expect(shape(conversation.rows)).toEqual(['R@0', 'A@1', 'F@2+7']);
    setMaxDepth(1);
    expect(defaultShownDepth(1)).toBe(1);
    expect(shape(conversation.rows)).toEqual(['R@0', 'A@1', 'F@2+7']);
  });

  it('toggling a folded node shows its replies; toggling an open one folds them', async () => {
    const { conversation } = thread();
    await conversation.load();
    conversation.toggle('E1');
    expect(shape(conversation.rows)).toContain('G1@6+2');
    conversation.toggle('C1');
    expect(shape(conversation.rows)).toEqual(['R@0', 'A@1', 'F@2', 'C1@3+5', 'C2@3']);
  });

  it('show recursively opens a node and everything below it', async () => {
    const { conversation } = thread();
    await conversation.load();
    conversation.showRecursively('E1');
    expect(shape(conversation.rows)).toEqual([
      'R@0',
      'A@1',
      'F@2',
      'C1@3',
      'D1@4',
      'E1@5',
      'G1@6',
      'H1@7',
      'I1@8',
      'C2@3',
    ]);
  });

  it('dive focuses a sub-thread: its ancestors flat above, depth counted from it', async () => {
    const { conversation } = thread();
    await conversation.load();
    conversation.dive('E1');
    expect(shape(conversation.rows)).toEqual([
      '^R',
      '^A',
      '^F',
      '^C1',
      '^D1',
      'E1@0',
      'G1@1',
      'H1@2',
      'I1@3',
    ]);
    conversation.undive();
    expect(shape(conversation.rows)).toContain('C2@3');
    expect(shape(conversation.rows)).toContain('E1@5+3');
  });

  it('collapsing resets the dive and every per-node choice', async () => {
    const { conversation } = thread();
    await conversation.load();
    conversation.toggle('C1');
    conversation.dive('D1');
    conversation.collapse();
    expect(conversation.expanded).toBe(false);
    expect(conversation.diveRootId).toBeNull();
    conversation.expand();
    expect(shape(conversation.rows)).toEqual([
      'R@0',
      'A@1',
      'F@2',
      'C1@3',
      'D1@4',
      'E1@5+3',
      'C2@3',
    ]);
  });

  it('linear mode lists ancestors, the focused status and descendants flat', async () => {
    const { conversation } = thread();
    await conversation.load();
    conversation.setMode('linear');
    expect(conversation.rows.map((r) => r.statusId)).toEqual(conversation.ids);
    expect(conversation.rows.every((r) => r.depth === 0 && !r.hasHiddenChildren)).toBe(true);
  });

  it('marks thread-muted statuses', async () => {
    const { conversation } = thread({ muted: ['C2'] });
    await conversation.load();
    const muted = conversation.rows.filter((r) => r.threadMuted).map((r) => r.statusId);
    expect(muted).toEqual(['C2']);
  });

  it('a new reply into the thread joins it; an unrelated status does not', async () => {
    const { conversation, entities } = thread();
    await conversation.load();
    entities.ingest(normalizeStatus(wireStatus('C3', { replyTo: 'F' }))!.bundle);
    entities.ingest(normalizeStatus(wireStatus('X', { replyTo: 'elsewhere' }))!.bundle);
    expect(conversation.receive('C3')).toBe(true);
    expect(conversation.receive('X')).toBe(false);
    expect(conversation.childrenOf.get('F')).toEqual(['C1', 'C2', 'C3']);
  });
});

describe('registry', () => {
  it('shares one store per status and disposes the oldest beyond the cache size', async () => {
    const { deps, http } = thread();
    const registry = new ConversationRegistry(deps);
    const first = registry.open('F');
    expect(registry.get('F')).toBe(first);
    for (let i = 0; i < CONVERSATIONS_KEPT; i++) registry.get(`other-${i}`);
    expect(registry.has('F')).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    // The late answer of a dropped conversation is ignored.
    expect(first.state).toBe('loading');
    expect(http.requests.length).toBeGreaterThan(0);
  });
});
