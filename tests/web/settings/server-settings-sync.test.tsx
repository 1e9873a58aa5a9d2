// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_SYNC_MS } from '../../../src/core/model/server-storage/kit';
import { ServerSettingsSync } from '../../../src/web/screens/settings/ServerSettingsSync';
import { installDomShims } from '../support/dom-shims';
import { fakeServer } from '../support/fake-server';
import { signIn } from '../support/reading';
import { withSettingsStore } from '../support/settings-store';
import { renderWithServices, testServices } from '../support/test-app';

describe('the web’s server-settings sync', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('uploads this browser’s settings, takes another’s after a sync period, and sends its changes', async () => {
    const server = fakeServer();
    const remote = withSettingsStore(server);
    const web = testServices(server);
    await signIn(web);
    renderWithServices(<ServerSettingsSync />, web);
    // The server held none: this browser's values go up.
    await waitFor(() => expect(JSON.stringify(remote.store)).toContain('"hideNsfw":true'));

    // Another browser of the same account turns hideNsfw off.
    const other = testServices(server);
    await signIn(other);
    renderWithServices(<ServerSettingsSync />, other);
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    other.root.preferences.set({ hideNsfw: false });
    await waitFor(() => expect(JSON.stringify(remote.store)).toContain('"hideNsfw":false'));
    expect(web.root.preferences.hideNsfw).toBe(true);

    // Not before the period is over; then without a reload.
    await web.clock.advance(SERVER_SYNC_MS - 1000);
    expect(web.root.preferences.hideNsfw).toBe(true);
    await web.clock.advance(1000);
    await waitFor(() => expect(web.root.preferences.hideNsfw).toBe(false));

    // A change made here reaches the server too.
    web.root.preferences.set({ maxThumbnails: 8 });
    await waitFor(() => expect(JSON.stringify(remote.store)).toMatch(/"maxThumbnails":8/));
  });

  it('reads the server again when the page is shown after being hidden', async () => {
    const server = fakeServer();
    const remote = withSettingsStore(server);
    const web = testServices(server);
    await signIn(web);
    renderWithServices(<ServerSettingsSync />, web);
    await waitFor(() => expect(JSON.stringify(remote.store)).toContain('hideNsfw'));
    const reads = () =>
      server.calls.filter((c) => c.path === '/api/v1/accounts/verify_credentials').length;
    const before = reads();
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('does nothing before sign-in', async () => {
    const server = fakeServer();
    withSettingsStore(server);
    const web = testServices(server);
    renderWithServices(<ServerSettingsSync />, web);
    await web.clock.advance(SERVER_SYNC_MS);
    expect(server.calls.filter((c) => c.path.includes('credentials'))).toEqual([]);
  });
});
