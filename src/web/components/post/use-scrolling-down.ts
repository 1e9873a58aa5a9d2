import { useEffect, useState } from 'react';
import {
  FLOATING_BUTTON_INPUT_WINDOW_MS,
  FLOATING_BUTTON_SCROLL_THROTTLE_MS,
  hiddenAfterScroll,
} from './floating-button-rules';

/**
 * Hidden while the reader scrolls down; shown again on any scroll up (throttled, spec).
 * Scrolls with no input of the reader's just before are the app's own and change nothing.
 */
export function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let lastInput = Number.NEGATIVE_INFINITY;
    let byReader = false;
    let waiting = false;
    const check = () => {
      waiting = false;
      const y = window.scrollY;
      const hidden = hiddenAfterScroll(last, y, byReader);
      if (hidden !== null) setDown(hidden);
      last = y;
      byReader = false;
    };
    const onScroll = () => {
      // Judged when the scroll happens, not when the throttled check runs.
      if (performance.now() - lastInput <= FLOATING_BUTTON_INPUT_WINDOW_MS) byReader = true;
      if (waiting) return;
      waiting = true;
      window.setTimeout(check, FLOATING_BUTTON_SCROLL_THROTTLE_MS);
    };
    const onInput = () => {
      lastInput = performance.now();
    };
    const inputs = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const type of inputs) window.addEventListener(type, onInput, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      for (const type of inputs) window.removeEventListener(type, onInput);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return down;
}
