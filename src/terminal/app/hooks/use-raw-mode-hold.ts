import { useStdin } from 'ink';
import { useEffect } from 'react';

/**
 * Keeps the terminal in raw mode for as long as the app is mounted. Ink counts the active
 * `useInput` hooks and leaves raw mode whenever the count reaches zero, which happens for a
 * moment when one screen's keys hand over to the next (a lazy screen makes the moment long).
 * In that moment the terminal is cooked again: typed keys echo onto the screen and Ctrl+S is
 * taken as XOFF, which stops all output until Ctrl+Q, so the UI looks frozen.
 */
export function useRawModeHold(): void {
  const { isRawModeSupported, setRawMode } = useStdin();
  useEffect(() => {
    if (!isRawModeSupported) return;
    setRawMode(true);
    return () => setRawMode(false);
  }, [isRawModeSupported, setRawMode]);
}
