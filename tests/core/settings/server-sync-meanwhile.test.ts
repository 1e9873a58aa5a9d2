import { describe, expect, it, vi } from 'vitest';
import type { FetchPort } from '../../../src/core';
import { startServerSync } from '../../../src/core/model/server-storage/kit';
import { FakeServer } from '../../terminal/app/support/fake-server';
import { withSettingsStore } from '../../terminal/app/support/settings-store';
import { createTestRoot } from '../../terminal/app/support/test-root';

/**
 * A setting changed while the server's copy of the settings is still being read (a slow
 * server, a loaded machine) keeps the person's value and goes to the server. Before, the
 * older copy that arrived overwrote it and nothing was uploaded: the box a person had just
 * unticked ticked itself again (found by the web's settings-sync test in a loaded CI run).
 */

/** Holds the server's answers to reads of the account until `release()`. */
function holdReads(server: FakeServer): { release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = server.fetch;
  const held: FetchPort = async (input, init) => {
    if (String(input).includes('/verify_credentials')) await gate;
    return fetch(input, init);
  };
  (server as { fetch: FetchPort }).fetch = held;
  return { release };
}

/** A server whose settings store holds another device's choice of 8 thumbnails. */
async function anotherDeviceChoseEight() {
  const server = new FakeServer();
  const remote = withSettingsStore(server);
  const other = await createTestRoot({ server, signedIn: true });
  await startServerSync(other.root.scope);
  other.root.preferences.set({ maxThumbnails: 8 });
  await vi.waitFor(() => expect(JSON.stringify(remote.store)).toMatch(/"maxThumbnails":8/));
  return { server, remote, other };
}

describe('the first read of the server-side settings', () => {
  it('keeps and uploads a setting changed while it was under way', async () => {
    const { server, remote, other } = await anotherDeviceChoseEight();

    // This device starts, and its person picks 4 before the server's copy has arrived.
    const here = await createTestRoot({ server, signedIn: true });
    const { release } = holdReads(server);
    const first = startServerSync(here.root.scope);
    here.root.preferences.set({ maxThumbnails: 4 });
    release();
    await first;

    expect(here.root.preferences.maxThumbnails).toBe(4);
    await vi.waitFor(() => expect(JSON.stringify(remote.store)).toMatch(/"maxThumbnails":4/));
    // The other device's other choices still arrive here.
    expect(here.root.preferences.hideNsfw).toBe(other.root.preferences.hideNsfw);
  });

  it("still takes the server's copy for what was not changed meanwhile", async () => {
    const { server } = await anotherDeviceChoseEight();
    const here = await createTestRoot({ server, signedIn: true });
    await startServerSync(here.root.scope);
    expect(here.root.preferences.maxThumbnails).toBe(8);
  });
});
