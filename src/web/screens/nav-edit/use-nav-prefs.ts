import type { NavPrefs } from '../../../core/model/nav-pins';
import { useRoot } from '../../app/hooks';

/**
 * The navigation preferences (spec part 1 §3) from the settings schema: the server-side
 * settings sync (ServerSettingsSync) carries them to the account's other browsers and the
 * terminal, and they stay in this browser's preferences when the server keeps no settings.
 * Call it inside an observer: a change made here or arriving from the server re-renders.
 */
export function useNavPrefs(): [NavPrefs, (change: Partial<NavPrefs>) => void] {
  const { preferences } = useRoot();
  return [preferences, (change) => preferences.set(change)];
}
