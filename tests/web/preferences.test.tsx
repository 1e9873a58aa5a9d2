// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRootStore } from '../../src/core/model/root';
import { normalizeStatus } from '../../src/core/normalize';
import { silentLogger } from '../../src/core/ports';
import { FakeClock } from '../../src/core/schedule/fake-clock';
import { StatusItem } from '../../src/web/components/status/StatusItem';
import { createWebI18n } from '../../src/web/i18n/create-web-i18n';
import { LogoutModal } from '../../src/web/layout/LogoutModal';
import { NavBar } from '../../src/web/layout/NavBar';
import { WebModel } from '../../src/web/model/web-model';
import { localStoragePort } from '../../src/web/ports';
import { SECRETS_PREFIX, STATE_PREFIX } from '../../src/web/storage-layout';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer, statusJson } from './support/fake-server';
import { signIn } from './support/reading';
import { renderWithServices, TEST_ORIGIN, type TestServices } from './support/test-app';

/**
 * The web's display preferences (hide NSFW, collapse with subject, confirm logout) live in
 * the core preferences, kept in the page's localStorage: a reload (new services on the same
 * storage) shows what the user chose.
 */
function pageLoad(): TestServices {
  const server = fakeServer();
  const clock = new FakeClock(Date.parse('2024-05-01T12:05:00.000Z'));
  const root = createRootStore(
    {
      fetch: server.fetch,
      socket: undefined,
      storage: localStoragePort(window.localStorage, STATE_PREFIX),
      secrets: localStoragePort(window.localStorage, SECRETS_PREFIX),
      clock,
      logger: silentLogger,
    },
    { clientName: 'Petrel', redirectUri: `${TEST_ORIGIN}/oauth-callback`, streaming: false },
  );
  root.session.connectTo(TEST_ORIGIN);
  const model = new WebModel(root, { server: TEST_ORIGIN });
  return { model, i18n: createWebI18n('en'), root, server, clock };
}

const bob = accountJson('2', 'bob');
const image = {
  id: 'n',
  type: 'image',
  url: 'https://example.test/media/n.png',
  preview_url: 'https://example.test/media/n-small.png',
  description: 'picture n',
};

function showStatus(services: TestServices, json: Record<string, unknown>) {
  const result = normalizeStatus(json, 'example.test');
  if (!result) throw new Error('not a status');
  services.root.entities.ingest(result.bundle);
  return renderWithServices(<StatusItem id={result.status.id} />, services, '/main/public');
}

describe('web display preferences', () => {
  beforeEach(() => {
    installDomShims();
    window.localStorage.clear();
  });
  afterEach(cleanup);

  it('shows sensitive media and subject-hidden text at once after a reload when turned off', () => {
    const sensitive = statusJson('19', bob, '<p>nsfw</p>', {
      sensitive: true,
      media_attachments: [image],
    });
    const subject = statusJson('13', bob, '<p>The captain did it</p>', {
      spoiler_text: 'Finale spoilers',
    });

    // Defaults: covered media, collapsed subject.
    const first = pageLoad();
    showStatus(first, sensitive);
    showStatus(first, subject);
    expect(document.querySelector('.gallery-item img')).toBeNull();
    expect(screen.queryByText('The captain did it')).toBeNull();
    act(() => first.root.preferences.set({ hideNsfw: false, collapseWithSubject: false }));
    first.root.dispose();
    cleanup();

    const reloaded = pageLoad();
    expect(reloaded.root.preferences.hideNsfw).toBe(false);
    showStatus(reloaded, sensitive);
    showStatus(reloaded, subject);
    expect(document.querySelector('.gallery-item img')).not.toBeNull();
    expect(screen.getByText('The captain did it')).toBeTruthy();
  });

  it('logs out without asking after a reload when confirm-logout was turned off', async () => {
    const first = pageLoad();
    act(() => first.root.preferences.set({ confirmLogout: false }));
    first.root.dispose();

    const reloaded = pageLoad();
    reloaded.server.routes.set('POST /oauth/revoke', { body: {} });
    await signIn(reloaded);
    renderWithServices(
      <>
        <NavBar mobile={false} />
        <LogoutModal />
      </>,
      reloaded,
      '/main/public',
    );
    expect(reloaded.root.session.accountId).not.toBeNull();
    fireEvent.click(await screen.findByTestId('logout-button'));
    await waitFor(() => expect(reloaded.root.session.accountId).toBeNull());
    expect(screen.queryByText('Do you really want to logout?')).toBeNull();
  });
});
