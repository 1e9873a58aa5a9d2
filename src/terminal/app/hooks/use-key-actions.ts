import { type Key, useInput } from 'ink';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { type KeyActionId, type KeyContext, KeySequenceMatcher } from '../../../shared/keymap';
import { useServices } from '../app-context';
import { inkChords } from '../keys/ink-chord';
import { useKeyHost } from './key-host';

export interface KeyActionOptions {
  /** Only the screen on top listens. */
  isActive: boolean;
  /**
   * For screens with text fields: an event that is not one single bound chord goes here
   * whole (typed text, pasted text, editing keys), instead of being matched chord by chord.
   */
  onOtherInput?: (input: string, key: Key, chords: readonly string[]) => void;
}

/**
 * Dispatch key presses to keymap actions of the given contexts (earlier contexts win).
 * The handlers may change every render; the Ink subscription stays the same, so a render
 * never re-subscribes stdin listeners.
 */
export function useKeyActions(
  contexts: readonly KeyContext[],
  onAction: (action: KeyActionId) => void,
  options: KeyActionOptions,
): void {
  const { keymap, root } = useServices();
  const contextKey = contexts.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: contextKey stands for contexts
  const matcher = useMemo(() => new KeySequenceMatcher(keymap, contexts), [keymap, contextKey]);

  const dispatch = (input: string, key: Key): void => {
    const chords = inkChords(input, key);
    const now = root.ports.clock.now();
    const { onOtherInput } = options;
    if (onOtherInput) {
      if (chords.length === 1) {
        const result = matcher.feed(chords[0]!, now);
        if (result.kind === 'action') {
          onAction(result.action);
          return;
        }
        if (result.kind === 'pending') return;
      }
      onOtherInput(input, key, chords);
      return;
    }
    for (const chord of chords) {
      const result = matcher.feed(chord, now);
      if (result.kind === 'action') onAction(result.action);
    }
  };
  const latest = useRef(dispatch);
  latest.current = dispatch;
  const stable = useRef((input: string, key: Key) => latest.current(input, key));
  if (!options.isActive && matcher.isPending) matcher.reset();
  // Through the app's key host (registered with the commit that draws the screen), else
  // Ink's own subscription.
  const host = useKeyHost();
  useLayoutEffect(() => {
    if (!host || !options.isActive) return;
    return host.add(stable.current);
  }, [host, options.isActive]);
  useInput(stable.current, { isActive: options.isActive && !host });
}
