/**
 * The web's chrome (drawer, modals): view state with no platform in it, so it lives in core
 * by rule 8 of ARCHITECTURE.md. No server data.
 */
import { action, makeObservable, observable } from 'mobx';

export class UiStore {
  /** The mobile navigation drawer. */
  drawerOpen = false;
  /** The logout confirmation modal (spec: shown when the confirmLogout preference is on). */
  logoutConfirmOpen = false;
  /** The settings modal (a placeholder until the settings issue). */
  settingsOpen = false;

  constructor() {
    makeObservable(this, {
      drawerOpen: observable,
      logoutConfirmOpen: observable,
      settingsOpen: observable,
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

  setSettingsOpen(open: boolean): void {
    this.settingsOpen = open;
  }
}
