import { createContext, useContext } from 'react';
import type { RootStore } from '../../core';
import type { KeyActionId, ResolvedKeymap } from '../../shared/keymap';
import type { TuiTranslate } from './i18n/prepare-i18n';
import type { NavigationStore } from './model/navigation';
import type { Ticker } from './model/ticker';

/** What every screen needs, provided once by `App`. */
export interface AppServices {
  root: RootStore;
  t: TuiTranslate;
  keymap: ResolvedKeymap;
  nav: NavigationStore;
  ticker: Ticker;
  /** The first binding of an action as help shows it (`G`, `Ctrl+S`), for hints. */
  keyLabel: (action: KeyActionId) => string;
  quit: () => void;
}

export const AppContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useServices() outside <App>');
  return services;
}
