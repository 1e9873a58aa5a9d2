/**
 * When the floating new-post button hides (spec part 1 §2, §9): while scrolling down
 * (checked at most every 100 ms), when an on-screen keyboard is likely showing (width < 350
 * with height < 345, or width < 450 with height < 560), and on the chats, chat and
 * lists-edit routes.
 */
export const FLOATING_BUTTON_SCROLL_THROTTLE_MS = 100;

export function keyboardLikely(width: number, height: number): boolean {
  return (width < 350 && height < 345) || (width < 450 && height < 560);
}

/** `/users/{name}/chats`, `/users/{name}/chats/{id}` and `/lists/{id}/edit`. */
export function routeHidesButton(pathname: string): boolean {
  return (
    /^\/users\/[^/]+\/chats(\/[^/]+)?\/?$/.test(pathname) ||
    /^\/lists\/[^/]+\/edit\/?$/.test(pathname)
  );
}

/**
 * How long after the reader's own input (wheel, touch, key, pointer) a scroll counts as
 * theirs. Generous: a loaded machine was seen to fire the wheel's scroll a second late.
 */
export const FLOATING_BUTTON_INPUT_WINDOW_MS = 2000;

/**
 * Whether the button is hidden after the page scrolled from `fromY` to `toY`, or null to keep
 * its state. Only the reader's scrolling counts (`byReader`: a scroll came within the input
 * window of their input): a scroll the app makes on its own (the home timeline restoring the
 * reading position, say) must not hide the button nobody scrolled away.
 */
export function hiddenAfterScroll(fromY: number, toY: number, byReader: boolean): boolean | null {
  if (toY === fromY || !byReader) return null;
  return toY > fromY;
}
