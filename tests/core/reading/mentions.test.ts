import { describe, expect, it } from 'vitest';
import { MentionsStore } from '../../../src/core/model/mentions';
import type { Canned } from '../helpers/fake-http';
import { kit, wireNotification, wireStatus } from './support';

const PATH = '/api/v1/notifications';

function setup(pages: Record<string, Canned>) {
  const k = kit();
  k.http.on('GET', PATH, (request) => pages[request.query.get('max_id') ?? ''] ?? { body: [] });
  const mentions = new MentionsStore(() => k.client, k.entities);
  return { ...k, mentions };
}

describe('MentionsStore', () => {
  it('asks for mention notifications only and shows their statuses, newest first', async () => {
    const { mentions, http } = setup({
      '': { body: [wireNotification('30'), wireNotification('20'), wireNotification('10')] },
    });
    const running = mentions.loadInitial();
    expect(mentions.state).toBe('loading');
    await running;
    const query = http.requests[0]!.query;
    expect(query.getAll('types[]')).toEqual(['mention']);
    expect(query.getAll('include_types[]')).toEqual(['mention']);
    expect(mentions.state).toBe('loaded');
    expect(mentions.ids).toEqual(['s30', 's20', 's10']);
    expect(mentions.statuses.map((s) => s.content)).toEqual([
      '<p>post s30</p>',
      '<p>post s20</p>',
      '<p>post s10</p>',
    ]);
    expect(mentions.bottomedOut).toBe(false);
  });

  it('pages below the oldest notification held, a status once', async () => {
    const { mentions, http } = setup({
      '': { body: [wireNotification('30'), wireNotification('25', 'favourite')] },
      '25': {
        body: [
          wireNotification('20', 'mention', { status: wireStatus('s30') }),
          wireNotification('15', 'favourite'),
          wireNotification('10'),
        ],
      },
    });
    await mentions.loadInitial();
    // A favourite slipped through a server that ignores the filter: not a mention.
    expect(mentions.ids).toEqual(['s30']);
    await mentions.loadMore();
    expect(http.requests[1]!.query.get('max_id')).toBe('25');
    expect(mentions.ids).toEqual(['s30', 's10']);
    expect(mentions.bottomedOut).toBe(false);
    await mentions.loadMore();
    expect(http.requests[2]!.query.get('max_id')).toBe('10');
    expect(mentions.bottomedOut).toBe(true);
    await mentions.loadMore();
    expect(http.requests).toHaveLength(3);
  });

  it('a page of unreadable notifications only still pages on, below them', async () => {
    const { mentions, http } = setup({ '': { body: [{ id: '40' }, { id: '35' }] } });
    await mentions.loadInitial();
    expect(mentions.ids).toEqual([]);
    expect(mentions.bottomedOut).toBe(false);
    await mentions.loadMore();
    expect(http.requests[1]!.query.get('max_id')).toBe('35');
    expect(mentions.bottomedOut).toBe(true);
  });

  it('an empty first page bottoms out at once', async () => {
    const { mentions } = setup({});
    await mentions.loadInitial();
    expect(mentions.state).toBe('loaded');
    expect(mentions.ids).toEqual([]);
    expect(mentions.bottomedOut).toBe(true);
  });

  it('a failed first page fails; a failed further page keeps what is shown', async () => {
    const pages: Record<string, Canned> = { '': { status: 500, body: { error: 'down' } } };
    const { mentions } = setup(pages);
    await mentions.loadInitial();
    expect(mentions.state).toBe('failed');
    expect(mentions.error).toContain('down');
    pages[''] = { body: [wireNotification('30')] };
    pages['30'] = { status: 502, body: { error: 'gateway' } };
    await mentions.loadInitial();
    expect(mentions.error).toBeNull();
    await mentions.loadMore();
    expect(mentions.state).toBe('loaded');
    expect(mentions.ids).toEqual(['s30']);
    expect(mentions.error).toContain('gateway');
    expect(mentions.loadingMore).toBe(false);
  });

  it('drops an answer that a reset (another account) overtook', async () => {
    const k = kit();
    let answer: (canned: Canned) => void = () => {};
    k.http.on('GET', PATH, () => new Promise<Canned>((resolve) => (answer = resolve)));
    const mentions = new MentionsStore(() => k.client, k.entities);
    const running = mentions.loadInitial();
    mentions.reset();
    answer({ body: [wireNotification('30')] });
    await running;
    expect(mentions.state).toBe('idle');
    expect(mentions.ids).toEqual([]);
    expect(k.entities.status('s30')).toBeUndefined();
  });

  it('a deleted mention keeps its place, as the deleted placeholder (as timelines do)', async () => {
    const { mentions, entities } = setup({
      '': { body: [wireNotification('30'), wireNotification('20'), wireNotification('10')] },
    });
    await mentions.loadInitial();
    entities.markDeleted('s20');
    expect(mentions.statuses.map((s) => [s.id, s.deleted])).toEqual([
      ['s30', false],
      ['s20', true],
      ['s10', false],
    ]);
  });
});
