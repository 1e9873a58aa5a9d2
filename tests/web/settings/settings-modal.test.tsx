// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsModal as SettingsModalState } from '../../../src/core/view/settings-modal';
import { SettingsModal } from '../../../src/web/screens/settings/SettingsModal';
import { installDomShims } from '../support/dom-shims';
import { accountJson } from '../support/fake-server';
import { LocationProbe } from '../support/location-probe';
import { signIn } from '../support/reading';
import { renderWithServices, testServices } from '../support/test-app';

describe('the settings modal state (spec part 2 §2)', () => {
  it('peeks between visible and minimized, and refuses to peek while hidden', () => {
    const modal = new SettingsModalState();
    expect(modal.state).toBe('hidden');
    expect(() => modal.peek()).toThrow();
    modal.open({ tab: 'profile' });
    expect([modal.state, modal.tab, modal.mode]).toEqual(['visible', 'profile', 'user']);
    modal.peek();
    expect(modal.state).toBe('minimized');
    modal.peek();
    expect(modal.state).toBe('visible');
    modal.close();
    expect(modal.state).toBe('hidden');
    expect(() => modal.peek()).toThrow();
  });
});

describe('the settings modal', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  function tabs() {
    return within(screen.getByRole('tablist')).getAllByRole('tab');
  }

  it('opens on a tab from the address, moves with the arrow keys and closes with Escape', async () => {
    const services = testServices();
    renderWithServices(
      <>
        <SettingsModal />
        <LocationProbe />
      </>,
      services,
      '/main/public?settings=layout',
    );
    const dialog = await screen.findByTestId('settings-modal');
    expect(dialog.dataset.state).toBe('visible');
    const selected = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(selected()?.textContent).toBe('Layout');
    // Signed out: the tabs of one's account are there but can't be chosen.
    const profile = tabs().find((tab) => tab.textContent === 'Profile');
    expect((profile as HTMLButtonElement).disabled).toBe(true);
    await screen.findByText('Sidebar width');
    // Wide screen: a side bar, moved with up/down; disabled tabs are skipped.
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.keyDown(selected() as HTMLElement, { key: 'ArrowDown' });
    expect(selected()?.textContent).toBe('Highlight');
    fireEvent.keyDown(selected() as HTMLElement, { key: 'ArrowUp' });
    fireEvent.keyDown(selected() as HTMLElement, { key: 'ArrowUp' });
    expect(selected()?.textContent).toBe('Data import / export');
    fireEvent.keyDown(selected() as HTMLElement, { key: 'Home' });
    expect(selected()?.textContent).toBe('General');
    expect(document.activeElement).toBe(selected());
    await screen.findByText('Hide sensitive media');

    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('settings-modal')).toBeNull());
    // Closing drops `?settings` from the address, so a reload does not reopen it.
    expect(screen.getByTestId('location').textContent).toBe('/main/public');
  });

  it('minimizes to a bar and comes back on the same tab', async () => {
    const services = testServices();
    renderWithServices(<SettingsModal />, services, '/main/public');
    act(() => services.model.ui.setSettingsOpen(true, 'highlight'));
    const dialog = await screen.findByTestId('settings-modal');
    fireEvent.click(screen.getByTestId('settings-peek'));
    expect(dialog.dataset.state).toBe('minimized');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByTestId('settings-peek').textContent).toBe('Restore');
    fireEvent.click(screen.getByTestId('settings-peek'));
    expect(dialog.dataset.state).toBe('visible');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Highlight');
    fireEvent.click(screen.getByTestId('settings-close'));
    expect(screen.queryByTestId('settings-modal')).toBeNull();
  });

  it('changes a preference at once from the general tab', async () => {
    const services = testServices();
    renderWithServices(<SettingsModal />, services, '/main/public?settings=general');
    const box = await screen.findByLabelText('Hide sensitive media');
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    expect(services.root.preferences.hideNsfw).toBe(false);
  });

  it('applies column widths and highlights to the page', async () => {
    const services = testServices();
    renderWithServices(<SettingsModal />, services, '/main/public');
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--sidebar-width')).toBe('25rem'),
    );
    act(() =>
      services.root.preferences.set({
        contentColumnWidth: '50rem',
        highlight: { bob: { color: '#ff0000', type: 'striped' } },
      }),
    );
    expect(document.documentElement.style.getPropertyValue('--content-width')).toBe('50rem');
    const css = document.querySelector('style[data-petrel="highlight"]')?.textContent ?? '';
    expect(css).toContain('.status[data-author="bob" i]');
    expect(css).toContain('20px');
    // The emoji reactions scale (spec part 2 §3, 1 by default) sizes the reactions.
    expect(document.documentElement.style.getPropertyValue('--emoji-reactions-scale')).toBe('1');
    act(() => services.root.preferences.set({ emojiReactionsScale: 1.5 }));
    expect(document.documentElement.style.getPropertyValue('--emoji-reactions-scale')).toBe('1.5');
  });

  it('enables the account tabs once signed in', async () => {
    const services = testServices();
    services.server.routes.set('GET /api/v1/accounts/verify_credentials', {
      body: { ...accountJson('1', 'alice'), source: { privacy: 'unlisted', note: '' } },
    });
    await signIn(services);
    renderWithServices(<SettingsModal />, services, '/main/public?settings=composing');
    const select = await screen.findByLabelText('Default visibility');
    expect((select as HTMLSelectElement).value).toBe('unlisted');
    const profile = tabs().find((tab) => tab.textContent === 'Profile') as HTMLButtonElement;
    expect(profile.disabled).toBe(false);
  });
});
