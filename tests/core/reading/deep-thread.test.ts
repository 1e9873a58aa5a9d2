import { describe, expect, it } from 'vitest';
import { ConversationStore } from '../../../src/core/model/conversation';
import { kit, wireStatus } from './support';

/**
 * Issue 7 "never recurse on server data without a bound": a reply chain thousands deep in
 * a status's context is walked with an explicit stack, not one stack frame per reply.
 */
describe('a very deep reply chain', () => {
  it('gives rows, depths and descendants without overflowing the stack', async () => {
    const DEPTH = 12_000;
    const k = kit();
    const descendants = [];
    for (let i = 1; i <= DEPTH; i++) {
      descendants.push(wireStatus(`d${i}`, { replyTo: i === 1 ? 'F' : `d${i - 1}` }));
    }
    k.http
      .on('GET', '/api/v1/statuses/F', { body: wireStatus('F') })
      .on('GET', '/api/v1/statuses/F/context', { body: { ancestors: [], descendants } });
    const conversation = new ConversationStore('F', {
      client: () => k.client,
      entities: k.entities,
      maxDepth: () => 6,
    });
    await conversation.load();
    expect(conversation.state).toBe('loaded');
    expect(conversation.depthOf(`d${DEPTH}`)).toBe(DEPTH);
    expect(conversation.descendantsOf('F')).toHaveLength(DEPTH);
    conversation.showRecursively('F');
    expect(conversation.rows).toHaveLength(DEPTH + 1);
  }, 30_000);
});
