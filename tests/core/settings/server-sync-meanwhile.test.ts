import { describe, expect, it, vi } from 'vitest';
import type { FetchPort } from '../../../src/core';
import { startServerSync } from '../../../src/core/model/server-storage/kit';
import { FakeServer, respond } from '../../terminal/app/support/fake-server';
import { createTestRoot } from '../../terminal/app/support/test-root';

/**
 * A setting changed while the server's copy of the settings is still being read (a slow
 * server, a loaded machine) keeps the person's value and goes to the server. Before, the
 * older copy that arrived overwrote it and nothing was uploaded: the box a person had just
 * unticked ticked itself again (found by the web's settings-sync test in a loaded CI run).
 */

/** The server's settings store, kept across requests as Pleroma keeps it. */
function withSettingsStore(server: FakeServer): { store: Record<string, unknown> } {
  const state: { store: Record<string, unknown> } = { store: {} };
  const me = () => ({
    ...server.alice,
    pleroma: { ...(server.alice.pleroma as object), settings_store: state.store },
  });
  server.extraHandlers.push((method, url, body) => {
    if (url.pathname === '/api/v1/accounts/verify_credentials') return respond(200, me());
    if (method === 'PATCH' && url.pathname === '/api/v1/accounts/update_credentials') {
      const changes = JSON.parse(body ?? '{}') as { pleroma_settings_store?: object };
      state.store = { ...state.store, ...changes.pleroma_settings_store };
      return respond(200, me());
    }
    return undefined;
  });
  return state;
}

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

describe('the first read of the server-side settings', () => {
  it('keeps and uploads a setting changed while it was under way', async () => {
    const server = new FakeServer();
    const remote = withSettingsStore(server);
    // Another device chose 8 thumbnails.
    const other = await createTestRoot({ server, signedIn: true });
    await startServerSync(other.root.scope);
    other.root.preferences.set({ maxThumbnails: 8 });
    await vi.waitFor(() => expect(JSON.stringify(remote.store)).toMatch(/"maxThumbnails":8/));

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
    const server = new FakeServer();
    const remote = withSettingsStore(server);
    const other = await createTestRoot({ server, signedIn: true });
    await startServerSync(other.root.scope);
    other.root.preferences.set({ maxThumbnails: 8 });
    await vi.waitFor(() => expect(JSON.stringify(remote.store)).toMatch(/"maxThumbnails":8/));

    const here = await createTestRoot({ server, signedIn: true });
    await startServerSync(here.root.scope);
    expect(here.root.preferences.maxThumbnails).toBe(8);
  });
});
