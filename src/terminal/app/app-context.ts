import { createContext, useContext } from 'react';
import type { RootStore } from '../../core';
import type { AddingAccount } from '../../core/model/add-account';
import type { ListsStore } from '../../core/model/lists';
import type { StickerBytes } from '../../core/model/stickers';
import type { AccountChooser } from '../../core/view/account-chooser';
import type { NavigationStore } from '../../core/view/navigation';
import type { ReadingPositions } from '../../core/view/reading-position';
import type { StatusViewStore } from '../../core/view/status-flags';
import type { NowTicker } from '../../core/view/ticker';
import type { KeyActionId, ResolvedKeymap } from '../../shared/keymap';
import type { TuiTranslate } from './i18n/prepare-i18n';
import type { Direction } from './layout/bidi';
import type { StatusLayouts } from './layout/status-layouts';
import type { PromptStore } from './model/prompt';
import type { MediaPreview } from './platform/media-preview';

/** What every screen needs, provided once by `App`. */
export interface AppServices {
  root: RootStore;
  t: TuiTranslate;
  /** The interface language (observed), for `Intl` times and numbers. */
  language: () => string;
  keymap: ResolvedKeymap;
  /** The active account's navigation (each account keeps its own tabs). */
  readonly nav: NavigationStore;
  /** The account switcher (`g a`, `:account`) and acting as another account (`A`). */
  accounts: AccountChooser;
  /** "Add account": the sign-in pages beside the signed-in account. */
  adding: AddingAccount;
  ticker: NowTicker;
  /** Per-status display choices (content warnings opened, long posts expanded …). */
  display: StatusViewStore;
  /** Reading positions (core's tracker, shared with the web). */
  positions: ReadingPositions;
  /** Memoized status layouts shared by every list. */
  layouts: StatusLayouts;
  /** The `:` command line and the `/` search line. */
  prompt: PromptStore;
  /** The user's lists, for `:list`. */
  lists: ListsStore;
  /** The first binding of an action as help shows it (`G`, `Ctrl+S`), for hints. */
  keyLabel: (action: KeyActionId) => string;
  /** Put text on the clipboard (OSC 52). */
  copy: (text: string) => void;
  /** Open an http(s) URL with the opener port; problems become notices. */
  openUrl: (url: string) => void;
  /** Inline image previews. */
  media: MediaPreview;
  /** A chosen sticker's image, for its upload (Node's fetch; tests give their own). */
  stickerBytes: StickerBytes;
  quit: () => void;
}

export const AppContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useServices() outside <App>');
  return services;
}

/**
 * The interface language's direction, provided by `App` as it renders (so a `:set lang ar`
 * reaches memoized rows too): right-to-left (Arabic) mirrors the lines that carry the
 * reading (statuses, the tab strip, the status bar, the side column's place).
 */
export const DirectionContext = createContext<Direction>('ltr');

export function useDirection(): Direction {
  return useContext(DirectionContext);
}
