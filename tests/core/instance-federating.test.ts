// Issue 16, spec part 1 §5 nav rule `federating` ("requires a federating instance"): Pleroma
// says it in its instance document (`pleroma.metadata.federation.enabled`; nodeinfo repeats
// it); a server that says nothing (Mastodon) federates.
import { describe, expect, it } from 'vitest';
import { InstanceStore } from '../../src/core/model/instance';
import { silentLogger } from '../../src/core/ports';
import { kit } from './reading/support';

async function instanceWith(enabled: boolean | undefined, instanceStatus = 200) {
  const { http, client } = kit();
  const metadata = enabled === undefined ? {} : { federation: { enabled } };
  http
    .on('GET', '/api/v1/instance', () => ({
      status: instanceStatus,
      body: { title: 'Sandbox', uri: 'x', pleroma: { metadata } },
    }))
    .on('GET', '/.well-known/nodeinfo', () => ({ status: 404, body: {} }))
    .on('GET', '/nodeinfo/2.0.json', () => ({ body: { version: '2.0', metadata } }));
  const store = new InstanceStore(silentLogger);
  await store.load(client);
  return store;
}

describe('a federating instance', () => {
  it('federates when the instance says so, or says nothing', async () => {
    expect((await instanceWith(true)).federating).toBe(true);
    expect((await instanceWith(undefined)).federating).toBe(true);
  });

  it('does not federate when the instance says federation is off', async () => {
    const store = await instanceWith(false);
    expect(store.federating).toBe(false);
    expect(store.info?.federating).toBe(false);
  });

  it('is taken to federate while the instance is unknown (the navigation hides nothing)', async () => {
    expect(new InstanceStore(silentLogger).federating).toBe(true);
    expect((await instanceWith(false, 500)).federating).toBe(true);
  });
});
