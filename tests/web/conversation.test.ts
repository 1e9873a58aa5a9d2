import { describe, expect, it } from 'vitest';
import { accountJson, fakeServer, statusJson } from './support/fake-server';
import { testServices } from './support/test-app';

const bob = accountJson('2', 'bob');

describe('ConversationStore', () => {
  it('loads ancestors, the focused status and descendants into the entity store', async () => {
    const services = testServices(
      fakeServer({
        'GET /api/v1/statuses/20': { body: statusJson('20', bob, '<p>focus</p>') },
        'GET /api/v1/statuses/20/context': {
          body: {
            ancestors: [statusJson('10', bob, '<p>root</p>')],
            descendants: [statusJson('30', bob, '<p>reply</p>'), statusJson('31', bob, '<p>r2</p>')],
          },
        },
      }),
    );
    const conversation = services.model.conversations.get('20');
    expect(services.model.conversations.get('20')).toBe(conversation);
    await conversation.load();
    expect(conversation.state).toBe('loaded');
    expect(conversation.ids).toEqual(['10', '20', '30', '31']);
    expect(services.root.entities.status('31')?.content).toBe('<p>r2</p>');
  });

  it('reports a missing status as not found', async () => {
    const services = testServices(fakeServer());
    const conversation = services.model.conversations.get('404');
    await conversation.load();
    expect(conversation.state).toBe('failed');
    expect(conversation.notFound).toBe(true);
  });
});
