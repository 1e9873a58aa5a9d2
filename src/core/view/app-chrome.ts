/**
 * The web's chrome (drawer, modals): view state with no platform in it, so it lives in core
 * by rule 8 of ARCHITECTURE.md. No server data.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import { SettingsModal } from './settings-modal';

export class UiStore {
  /** The mobile navigation drawer. */
  drawerOpen = false;
  /** The logout confirmation modal (spec: shown when the confirmLogout preference is on). */
  logoutConfirmOpen = false;
  /** The settings modal: hidden, visible or minimized, its mode and tab. */
  readonly settings = new SettingsModal();

  constructor() {
    makeObservable(this, {
      drawerOpen: observable,
      logoutConfirmOpen: observable,
      settingsOpen: computed,
      setDrawerOpen: action,
      setLogoutConfirmOpen: action,
      setSettingsOpen: action,
    });
  }

  setDrawerOpen(open: boolean): void {
    this.drawerOpen = open;
  }

  setLogoutConfirmOpen(open: boolean): void {
    this.logoutConfirmOpen = open;
  }

  /** Visible or minimized. */
  get settingsOpen(): boolean {
    return this.settings.shown;
  }

  setSettingsOpen(open: boolean, tab?: string): void {
    if (open) this.settings.open(tab === undefined ? {} : { tab });
    else this.settings.close();
  }
}
