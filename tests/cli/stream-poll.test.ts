import { describe, expect, it } from 'vitest';
import { StreamPoller, timelineOfStream } from '../../src/cli/commands/stream-poll';
import { PleromaClient } from '../../src/core/api/client';
import { EntityStore } from '../../src/core/model/entities';
import type { FetchPort } from '../../src/core/ports';
import { hostileStatus } from '../support/hostile-server';

/** A server that ignores every cursor and answers its newest statuses each time. */
function ignoringServer(page: () => string[]): { fetch: FetchPort; asked: string[] } {
  const asked: string[] = [];
  const fetch: FetchPort = async (input) => {
    const url = new URL(input);
    asked.push(`${url.pathname}${url.search}`);
    const body = url.pathname.endsWith('/notifications')
      ? []
      : page().map((id) => hostileStatus(id));
    const text = JSON.stringify(body);
    return {
      status: 200,
      ok: true,
      headers: { get: () => null },
      text: async () => text,
    };
  };
  return { fetch, asked };
}

describe('StreamPoller', () => {
  it('prints only what is newer than the start, once, even when the server ignores min_id', async () => {
    let newest = ['3', '2', '1'];
    const server = ignoringServer(() => newest);
    const client = new PleromaClient({
      fetch: server.fetch,
      baseUrl: 'https://x.example',
      token: 't',
    });
    const printed: string[] = [];
    const poller = new StreamPoller(
      client,
      new EntityStore(),
      { stream: 'user' },
      {
        onStatus: (status) => printed.push(status.id),
        onNotification: () => undefined,
        onFailure: (error) => {
          throw error;
        },
      },
    );
    await poller.prime();
    await poller.poll();
    expect(printed).toEqual([]);
    newest = ['5', '4', '3', '2', '1'];
    await poller.poll();
    await poller.poll();
    expect(printed).toEqual(['4', '5']);
    expect(server.asked.some((url) => url.includes('min_id=3'))).toBe(true);
  });

  it('maps each stream to the timeline it feeds', () => {
    expect(timelineOfStream({ stream: 'public:local' })).toEqual({ type: 'public', local: true });
    expect(timelineOfStream({ stream: 'hashtag', arg: 'cats' })).toEqual({
      type: 'tag',
      tag: 'cats',
    });
    expect(timelineOfStream({ stream: 'list', arg: '7' })).toEqual({ type: 'list', id: '7' });
    expect(timelineOfStream({ stream: 'user' })).toEqual({ type: 'home' });
  });
});
