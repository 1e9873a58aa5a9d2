import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Account } from '../domain/types';
import type { ClockPort, LoggerPort, TimerHandle } from '../ports';
import type { EmojiCatalogue, EmojiEntry } from './emoji-catalogue';
import { emojiMatches, searchKey } from './emoji-search';
import type { RootStore } from './root';

/**
 * `:`- and `@`-autocomplete of the post form (spec part 2 §5, §9), one engine for every face:
 *
 * - nothing runs, and nothing is replaced, when the word at the caret is one character;
 * - emoji match on names and keywords, scored exact name 200, has image 100, prefix 10
 *   (then shorter names first, then alphabetically, as Pleroma-FE breaks ties);
 * - accounts match on screen name or display-name prefix among known accounts, and the
 *   server is searched (300 ms debounce, up to 20 candidates) unless the query has an `@`;
 * - at most 5 suggestions;
 * - they show (`shown`) while the field has the focus, the emoji picker is closed and Escape
 *   was not pressed; a blur hides them 200 ms later, so a click can still take one.
 */

export const MAX_SUGGESTIONS = 5;
export const ACCOUNT_SEARCH_LIMIT = 20;
export const ACCOUNT_SEARCH_DEBOUNCE_MS = 300;
/** Spec part 2 §4, §9: suggestions stay this long after the field loses focus. */
export const AUTOCOMPLETE_BLUR_DELAY_MS = 200;

/** A suggestion as the spec's entity names it. */
export interface Suggestion {
  readonly replacement: string;
  readonly displayText: string;
  readonly detailText: string;
  readonly imageUrl: string | null;
  /** Set for account suggestions. */
  readonly accountId: string | null;
}

export interface WordAtCaret {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

/** The whitespace-delimited word the caret is in (or just after). */
export function wordAtCaret(text: string, caret: number): WordAtCaret {
  const at = Math.max(0, Math.min(caret, text.length));
  let start = at;
  while (start > 0 && !/\s/.test(text[start - 1]!)) start -= 1;
  let end = at;
  while (end < text.length && !/\s/.test(text[end]!)) end += 1;
  return { word: text.slice(start, end), start, end };
}

/** Spec: exact name 200, has image 100, prefix 10; shorter names rank higher after that. */
export function scoreEmoji(entry: EmojiEntry, query: string): number {
  const name = entry.displayText.toLowerCase();
  let score = 0;
  if (name === query) score += 200;
  if (entry.imageUrl) score += 100;
  if (name.startsWith(query)) score += 10;
  return score - name.length / 1000;
}

/** Emoji for `:query` (query without the colon, lowercased), best first. */
export function suggestEmoji(query: string, entries: readonly EmojiEntry[]): Suggestion[] {
  const q = query.toLowerCase();
  const key = searchKey(q);
  return entries
    .filter((e) => emojiMatches(e, key))
    .map((e) => ({ e, score: scoreEmoji(e, q) }))
    .sort((a, b) => b.score - a.score || a.e.displayText.localeCompare(b.e.displayText))
    .slice(0, MAX_SUGGESTIONS)
    .map(({ e }) => ({
      replacement: e.replacement,
      displayText: `:${e.displayText}:`,
      // A Unicode emoji's name in the interface's language follows it ("😀 grinsendes Gesicht").
      detailText: e.imageUrl
        ? ''
        : e.displayTextI18n
          ? `${e.replacement} ${e.displayTextI18n}`
          : e.replacement,
      imageUrl: e.imageUrl,
      accountId: null,
    }));
}

/** Accounts whose screen name or display name starts with the query. */
export function matchAccounts(query: string, accounts: Iterable<Account>): Account[] {
  const q = query.toLowerCase();
  const out: Account[] = [];
  for (const a of accounts) {
    if (
      a.acct.toLowerCase().startsWith(q) ||
      a.username.toLowerCase().startsWith(q) ||
      a.displayName.toLowerCase().startsWith(q)
    )
      out.push(a);
  }
  return out;
}

function accountSuggestion(a: Account): Suggestion {
  return {
    replacement: `@${a.acct}`,
    displayText: a.displayName || a.username,
    detailText: `@${a.acct}`,
    imageUrl: a.avatar || null,
    accountId: a.id,
  };
}

export interface AutocompleteDeps {
  emoji: () => readonly EmojiEntry[];
  /** Accounts already known (the entity store). */
  knownAccounts: () => Iterable<Account>;
  /** The server's account search; its answers join the known accounts. */
  searchAccounts: (query: string, limit: number) => Promise<Account[]>;
  clock: ClockPort;
  logger?: LoggerPort;
  /** Whether the emoji picker is open (its own choice hides the suggestions). */
  pickerOpen?: () => boolean;
}

export class AutocompleteStore {
  suggestions: readonly Suggestion[] = [];
  highlighted = 0;
  /** Whether the field has the focus (or lost it less than 200 ms ago). */
  focused = true;
  private word: WordAtCaret | null = null;
  private blurTimer: TimerHandle | null = null;
  private text = '';
  private timer: TimerHandle | null = null;
  /** Bumped whenever a pending search stops mattering (new text, a choice taken, Escape). */
  private searchGeneration = 0;
  private searched = new Map<string, Account>();

  constructor(private readonly deps: AutocompleteDeps) {
    makeObservable(this, {
      suggestions: observable.ref,
      highlighted: observable,
      focused: observable,
      shown: computed,
      focus: action,
      blur: action,
      update: action,
      move: action,
      dismiss: action,
    });
  }

  /**
   * What a face shows: the suggestions while the field has the focus and the emoji picker
   * is closed (Escape already emptied them). A face whose field is always focused (the
   * terminal's) may read `suggestions`.
   */
  get shown(): readonly Suggestion[] {
    if (!this.focused || this.deps.pickerOpen?.()) return [];
    return this.suggestions;
  }

  /** The field took the focus: a pending blur is called off. */
  focus(): void {
    this.cancelBlur();
    this.focused = true;
  }

  /** The field lost the focus: the suggestions go 200 ms later (a click may take one first). */
  blur(): void {
    this.cancelBlur();
    this.blurTimer = this.deps.clock.setTimeout(
      action('autocomplete.blurred', () => {
        this.blurTimer = null;
        this.focused = false;
      }),
      AUTOCOMPLETE_BLUR_DELAY_MS,
    );
  }

  /** Stop the timers (the form goes away). */
  dispose(): void {
    this.cancelBlur();
    this.cancelSearch();
  }

  /** The text or caret changed: recompute, and schedule a server search for `@`. */
  update(text: string, caret: number): void {
    this.text = text;
    const word = wordAtCaret(text, caret);
    this.word = word;
    this.highlighted = 0;
    this.cancelSearch();
    // Spec: no run (and no replacement) for a one-character word.
    if (word.word.length <= 1) {
      this.suggestions = [];
      return;
    }
    const query = word.word.slice(1);
    if (word.word.startsWith(':')) {
      this.suggestions = suggestEmoji(query, this.deps.emoji());
    } else if (word.word.startsWith('@')) {
      this.suggestions = this.accountSuggestions(query);
      if (!query.includes('@')) this.scheduleSearch(query, word);
    } else {
      this.suggestions = [];
    }
  }

  move(delta: number): void {
    const n = this.suggestions.length;
    if (n > 0) this.highlighted = (this.highlighted + delta + n) % n;
  }

  /** Escape: hide until the text changes again. */
  dismiss(): void {
    this.cancelSearch();
    this.suggestions = [];
  }

  /** Replace the word at the caret with a suggestion: the new text and caret. */
  accept(index = this.highlighted): { text: string; caret: number } | null {
    const chosen = this.suggestions[index];
    const word = this.word;
    if (!chosen || !word || word.word.length <= 1) return null;
    const insert = `${chosen.replacement} `;
    const text = this.text.slice(0, word.start) + insert + this.text.slice(word.end);
    runInAction(() => this.dismiss());
    return { text, caret: word.start + insert.length };
  }

  private accountSuggestions(query: string): Suggestion[] {
    const seen = new Map<string, Account>();
    for (const a of matchAccounts(query, this.deps.knownAccounts())) seen.set(a.id, a);
    for (const a of matchAccounts(query, this.searched.values())) seen.set(a.id, a);
    return [...seen.values()].slice(0, MAX_SUGGESTIONS).map(accountSuggestion);
  }

  private scheduleSearch(query: string, word: WordAtCaret): void {
    const generation = this.searchGeneration;
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null;
      this.deps
        .searchAccounts(query, ACCOUNT_SEARCH_LIMIT)
        .then((accounts) => {
          // A later keystroke, a taken suggestion or Escape moved on: this answer is stale
          // (on a slow server it came after the click and brought the list back).
          if (this.word !== word || this.searchGeneration !== generation) return;
          runInAction(() => {
            for (const a of accounts) this.searched.set(a.id, a);
            this.suggestions = this.accountSuggestions(query);
          });
        })
        .catch((error: unknown) => this.deps.logger?.warn('Account search failed', error));
    }, ACCOUNT_SEARCH_DEBOUNCE_MS);
  }

  private cancelBlur(): void {
    if (this.blurTimer !== null) this.deps.clock.clearTimeout(this.blurTimer);
    this.blurTimer = null;
  }

  private cancelSearch(): void {
    this.searchGeneration += 1;
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}

/** An autocomplete bound to the root: its account's emoji, entities and account search. */
export function createAutocomplete(
  root: RootStore,
  emoji: EmojiCatalogue,
  pickerOpen?: () => boolean,
): AutocompleteStore {
  return new AutocompleteStore({
    pickerOpen,
    emoji: () => emoji.all,
    knownAccounts: () => root.entities.accounts.values(),
    searchAccounts: async (q, limit) => {
      const { ids, bundle } = await root.client.accounts.search(q, { limit });
      return ids.flatMap((id) => bundle.accounts.find((a) => a.id === id) ?? []);
    },
    clock: root.ports.clock,
    logger: root.ports.logger,
  });
}
