import { describe, expect, it } from 'vitest';
import { ConversationStore, type ThreadRow } from '../../../src/core/model/conversation';
import { kit, wireStatus } from './support';

/**
 * What the terminal's first conversation store did and core's now does too: replies whose
 * parent is missing, reply loops from a broken server, and a reload racing a load.
 */

function shape(rows: ThreadRow[]): string[] {
  return rows.map((row) => `${row.statusId}@${row.depth}`);
}

function conversationOf(
  ancestors: Array<[string, string | undefined]>,
  descendants: Array<[string, string | undefined]>,
) {
  const k = kit();
  const wire = ([id, replyTo]: [string, string | undefined]) => wireStatus(id, { replyTo });
  k.http
    .on('GET', '/api/v1/statuses/F', { body: wireStatus('F', { replyTo: ancestors.at(-1)?.[0] }) })
    .on('GET', '/api/v1/statuses/F/context', {
      body: { ancestors: ancestors.map(wire), descendants: descendants.map(wire) },
    });
  const conversation = new ConversationStore('F', {
    client: () => k.client,
    entities: k.entities,
    maxDepth: () => 6,
  });
  return { ...k, conversation };
}

describe('conversation repairs', () => {
  it('hangs a reply whose parent is missing under the focused status', async () => {
    const { conversation } = conversationOf(
      [['R', undefined]],
      [
        ['C1', 'F'],
        ['C2', 'not-sent'],
      ],
    );
    await conversation.load();
    expect(shape(conversation.rows)).toEqual(['R@0', 'F@1', 'C1@2', 'C2@2']);
  });

  it('keeps every status of a reply loop on screen', async () => {
    const { conversation } = conversationOf(
      [],
      [
        ['C1', 'F'],
        ['L1', 'L2'],
        ['L2', 'L1'],
      ],
    );
    await conversation.load();
    const ids = conversation.rows.map((row) => row.statusId);
    expect(ids.sort()).toEqual(['C1', 'F', 'L1', 'L2']);
    expect(conversation.depthOf('F')).toBe(0);
  });

  it('a reload drops the answer of the load it overtook', async () => {
    const k = kit();
    let call = 0;
    const releases: Array<() => void> = [];
    k.http.on('GET', '/api/v1/statuses/F', { body: wireStatus('F') });
    k.http.on('GET', '/api/v1/statuses/F/context', async () => {
      call += 1;
      const descendants = call === 1 ? [wireStatus('OLD', { replyTo: 'F' })] : [];
      const extra = call === 1 ? [] : [wireStatus('NEW', { replyTo: 'F' })];
      await new Promise<void>((resolve) => releases.push(resolve));
      return { body: { ancestors: [], descendants: [...descendants, ...extra] } };
    });
    const conversation = new ConversationStore('F', {
      client: () => k.client,
      entities: k.entities,
      maxDepth: () => 6,
    });
    const first = conversation.load();
    const second = conversation.reload();
    await new Promise((resolve) => setImmediate(resolve));
    // The newer answer arrives first, the older one after it.
    releases[1]?.();
    await second;
    releases[0]?.();
    await first;
    expect(conversation.descendantIds).toEqual(['NEW']);
    expect(conversation.state).toBe('loaded');
  });
});
