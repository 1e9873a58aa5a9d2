import { useStdin } from 'ink';
import { useEffect } from 'react';

/**
 * Keep the terminal in raw mode for as long as the app runs. Ink counts the active
 * `useInput` hooks and leaves raw mode when the count drops to zero, which happens inside
 * every screen change (the old screen's keys are released before the new screen's are
 * taken): for that moment the terminal is back in cooked mode, so a key typed then is echoed,
 * and a Ctrl+S is taken by the terminal as XOFF (output stops, the post is never sent). One
 * hold at the root keeps the count above zero between screens.
 */
export function useRawModeHold(): void {
  const { isRawModeSupported, setRawMode } = useStdin();
  useEffect(() => {
    if (!isRawModeSupported) return;
    setRawMode(true);
    return () => setRawMode(false);
  }, [isRawModeSupported, setRawMode]);
}
