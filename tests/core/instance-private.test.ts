// Issue 16, spec part 1 §5 nav rule `!private`: Pleroma says a private instance in nodeinfo
// (`metadata.private`, its `public: false`), not in /api/v1/instance.
import { describe, expect, it } from 'vitest';
import { InstanceStore } from '../../src/core/model/instance';
import { silentLogger } from '../../src/core/ports';
import { kit } from './reading/support';

async function instanceWith(nodeinfoPrivate: boolean | undefined) {
  const { http, client } = kit();
  http
    .on('GET', '/api/v1/instance', () => ({ body: { title: 'Sandbox', uri: 'x' } }))
    .on('GET', '/.well-known/nodeinfo', () => ({ status: 404, body: {} }))
    .on('GET', '/nodeinfo/2.0.json', () => ({
      body: {
        version: '2.0',
        metadata: nodeinfoPrivate === undefined ? {} : { private: nodeinfoPrivate },
      },
    }));
  const store = new InstanceStore(silentLogger);
  await store.load(client);
  return store;
}

describe('a private instance', () => {
  it('is private when nodeinfo says so', async () => {
    expect((await instanceWith(true)).info?.private).toBe(true);
  });

  it('is public when nodeinfo says public or nothing', async () => {
    expect((await instanceWith(false)).info?.private).toBe(false);
    expect((await instanceWith(undefined)).info?.private).toBe(false);
  });
});
