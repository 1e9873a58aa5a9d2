/**
 * The settings modal's state (spec part 2 §2 "Settings modal: states hidden, visible,
 * minimized. Peek toggles visible and minimized and is illegal from hidden. Modes user or
 * admin; it can open on a target tab."). View state with no platform in it.
 */
import { action, computed, makeObservable, observable } from 'mobx';

export type SettingsModalState = 'hidden' | 'visible' | 'minimized';
export type SettingsModalMode = 'user' | 'admin';

export class SettingsModal {
  state: SettingsModalState = 'hidden';
  mode: SettingsModalMode = 'user';
  /** The tab shown; undefined shows the first enabled tab of the mode. */
  tab: string | undefined = undefined;

  constructor() {
    makeObservable(this, {
      state: observable,
      mode: observable,
      tab: observable,
      shown: computed,
      open: action,
      close: action,
      peek: action,
      selectTab: action,
    });
  }

  /** Visible or minimized. */
  get shown(): boolean {
    return this.state !== 'hidden';
  }

  /** Shows the modal (from any state) in a mode, optionally on a tab. */
  open(options: { mode?: SettingsModalMode; tab?: string } = {}): void {
    this.mode = options.mode ?? 'user';
    this.tab = options.tab;
    this.state = 'visible';
  }

  close(): void {
    this.state = 'hidden';
  }

  /** Visible ↔ minimized. Throws from hidden: the spec makes peek illegal there. */
  peek(): void {
    if (this.state === 'hidden') throw new Error('Cannot peek a hidden settings modal');
    this.state = this.state === 'visible' ? 'minimized' : 'visible';
  }

  selectTab(tab: string): void {
    this.tab = tab;
  }
}
