import { type Key, useInput } from 'ink';
import { createContext, useContext, useState } from 'react';

type KeyListener = (input: string, key: Key) => void;

/**
 * The app's one stdin subscription, handing each key to the listeners registered now.
 *
 * Ink's `useInput` subscribes in a passive effect, which React runs a moment after the
 * frame is drawn; a key typed as soon as a new screen shows (a pty, a quick typist: Tab,
 * then `j` and Enter) went to the screen that just closed. Listeners here register in a
 * layout effect, in the same commit that draws the screen, so the next key reaches it.
 */
export class KeyHost {
  private readonly listeners = new Set<KeyListener>();

  add(listener: KeyListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  dispatch(input: string, key: Key): void {
    // A copy: a screen that opens while this key is handled gets the next one.
    for (const listener of [...this.listeners]) listener(input, key);
  }
}

export const KeyHostContext = createContext<KeyHost | null>(null);

/** The host of the app (always mounted, always listening); provide it with KeyHostContext. */
export function useKeyHostRoot(): KeyHost {
  const [host] = useState(() => new KeyHost());
  const [listen] = useState(() => (input: string, key: Key) => host.dispatch(input, key));
  useInput(listen);
  return host;
}

/** The app's host, or null where a component is drawn on its own (then it uses Ink's). */
export function useKeyHost(): KeyHost | null {
  return useContext(KeyHostContext);
}
