import { useCallback, useEffect, useState } from 'react';
import { type NavPrefs, readNavPrefs, writeNavPrefs } from '../../../core/model/nav-pins';
import { useRoot } from '../../app/hooks';

/** Said on the window when the navigation preferences change (the edit screen, the mobile bar). */
const CHANGED = 'petrel:nav-prefs';

/**
 * The signed-in account's navigation preferences (spec part 1 §3), kept in its own storage
 * (locally: server-side storage sync comes with the settings issue) and shared by every
 * component that shows them. Call it inside an observer (the account can change).
 */
export function useNavPrefs(): [NavPrefs, (next: NavPrefs) => void] {
  const { scope } = useRoot();
  const storage = scope.storage;
  const [prefs, setPrefs] = useState(() => readNavPrefs(storage));
  useEffect(() => {
    setPrefs(readNavPrefs(storage));
    const reread = () => setPrefs(readNavPrefs(storage));
    window.addEventListener(CHANGED, reread);
    return () => window.removeEventListener(CHANGED, reread);
  }, [storage]);
  const save = useCallback(
    (next: NavPrefs) => {
      writeNavPrefs(storage, next);
      window.dispatchEvent(new Event(CHANGED));
    },
    [storage],
  );
  return [prefs, save];
}
