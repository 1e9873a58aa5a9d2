import type { KeyActionId, KeyContext } from './keymap';
import type { ResolvedKeymap } from './resolve';

export type MatchResult =
  | { readonly kind: 'action'; readonly action: KeyActionId }
  /** The chord starts a longer binding (`g` of `g g`): wait for the next one. */
  | { readonly kind: 'pending' }
  | { readonly kind: 'none' };

/** vim's default `timeoutlen`: a half-typed sequence is forgotten after this long. */
export const SEQUENCE_TIMEOUT_MS = 1000;

/**
 * Turns chords into actions for a set of active contexts, handling multi-chord bindings.
 * Earlier contexts win over later ones (`['thread', 'global']`: a thread binding shadows a
 * global one). Platform-free: each face converts its own key events into chords.
 */
export class KeySequenceMatcher {
  private pending: string[] = [];
  private pendingSince = 0;
  private readonly table = new Map<string, KeyActionId>();
  private readonly prefixes = new Set<string>();

  constructor(keymap: ResolvedKeymap, contexts: readonly KeyContext[]) {
    for (const context of [...contexts].reverse()) {
      for (const action of keymap.actions) {
        if (!action.contexts.includes(context)) continue;
        for (const chords of action.bindings) {
          this.table.set(chords.join(' '), action.id);
          for (let i = 1; i < chords.length; i++) this.prefixes.add(chords.slice(0, i).join(' '));
        }
      }
    }
  }

  /** Feed one chord; `now` (ms) expires a stale half-typed sequence. */
  feed(chord: string, now = 0): MatchResult {
    if (this.pending.length > 0 && now - this.pendingSince > SEQUENCE_TIMEOUT_MS) {
      this.pending = [];
    }
    if (this.pending.length > 0) {
      const result = this.lookup([...this.pending, chord], now);
      if (result.kind !== 'none') return result;
      // `g` then `j`: the sequence failed; `j` counts on its own, as in vim.
      this.pending = [];
    }
    return this.lookup([chord], now);
  }

  get isPending(): boolean {
    return this.pending.length > 0;
  }

  reset(): void {
    this.pending = [];
  }

  private lookup(chords: string[], now: number): MatchResult {
    const key = chords.join(' ');
    // A prefix wins over an exact match only when both exist; resolveKeymap reports that clash.
    if (this.prefixes.has(key)) {
      this.pending = chords;
      this.pendingSince = now;
      return { kind: 'pending' };
    }
    this.pending = [];
    const action = this.table.get(key);
    return action ? { kind: 'action', action } : { kind: 'none' };
  }
}
