// @vitest-environment jsdom
/**
 * Spec part 1 §2 "Modal: update notification", part 2 §9 "New-user cutoff date 2022-08-04":
 * once per update for accounts older than the cutoff; "Got it" stores Pleroma-FE's
 * `updateCounter` flag server-side, so another browser does not show it again.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverStorageOf } from '../../src/core/model/server-storage/kit';
import { UpdateNotice } from '../../src/web/components/update/UpdateNotice';
import { ServerSettingsSync } from '../../src/web/screens/settings/ServerSettingsSync';
import { installDomShims } from './support/dom-shims';
import { type FakeServer, fakeServer } from './support/fake-server';
import { signIn } from './support/reading';
import { withSettingsStore } from './support/settings-store';
import { renderWithServices, testServices } from './support/test-app';

async function open(server: FakeServer) {
  const web = testServices(server);
  await signIn(web);
  renderWithServices(
    <>
      <ServerSettingsSync />
      <UpdateNotice />
    </>,
    web,
  );
  return web;
}

describe('the update notification', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('shows once for an older account; Got it stores the flag for every browser', async () => {
    const server = fakeServer();
    const remote = withSettingsStore(server, { created_at: '2020-05-01T00:00:00.000Z' });
    await open(server);
    const dialog = await screen.findByRole('dialog', { name: 'Petrel was updated' });
    expect(dialog.textContent).toContain('weeks, months and years');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(JSON.stringify(remote.store)).toContain('"updateCounter":1'));
    cleanup();

    // Another browser of the same account: the server's flag says it was read.
    const other = await open(server);
    const storage = other.root.scope.use(serverStorageOf);
    await waitFor(() => expect(storage.state).toBe('ready'));
    expect(storage.flags.updateCounter).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is never shown to an account made after the new-user cutoff', async () => {
    const server = fakeServer();
    withSettingsStore(server, { created_at: '2022-08-04T00:00:00.000Z' });
    await open(server);
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
