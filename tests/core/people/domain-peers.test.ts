import { describe, expect, it } from 'vitest';
import { PleromaClient } from '../../../src/core/api/client';
import { NoticeStore } from '../../../src/core/model/notices';
import { DomainBlocksStore } from '../../../src/core/model/relationship-lists';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { Scheduler } from '../../../src/core/schedule/scheduler';
import { FakeHttp } from '../helpers/fake-http';

const SERVER = 'https://pleroma.example';

function domains(peers: unknown) {
  const http = new FakeHttp();
  http.on('GET', '/api/v1/domain_blocks', { body: ['spam.example'] });
  http.on('GET', '/api/v1/instance/peers', peers as never);
  const client = new PleromaClient({ fetch: http.fetch, baseUrl: SERVER, token: 't' });
  return {
    http,
    store: new DomainBlocksStore(() => client, new NoticeStore(new Scheduler(new FakeClock()))),
  };
}

describe('domain-block suggestions from the instance peers (spec part 2 §7)', () => {
  it('asks once, and suggests the peers that contain what is typed, not the blocked ones', async () => {
    const { http, store } = domains({
      body: ['Social.example', 'spam.example', 'social.example', 'other.test', 7, ''],
    });
    await store.load();
    await store.loadPeers();
    await store.loadPeers();
    expect(http.calls('GET', '/api/v1/instance/peers')).toHaveLength(1);
    expect(store.suggestions('')).toEqual([]);
    expect(store.suggestions('EXAMPLE')).toEqual(['social.example']);
    expect(store.suggestions('.test')).toEqual(['other.test']);
    const many = domains({ body: Array.from({ length: 30 }, (_, i) => `p${i}.example`) });
    await many.store.loadPeers();
    expect(many.store.suggestions('example')).toHaveLength(10);
  });

  it('a server without the list suggests nothing, and the field still works', async () => {
    const { store } = domains({ status: 404, body: { error: 'Not found' } });
    await store.loadPeers();
    expect(store.suggestions('example')).toEqual([]);
  });
});
