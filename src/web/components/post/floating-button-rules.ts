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
