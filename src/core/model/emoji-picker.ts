import { action, computed, makeObservable, observable } from 'mobx';
import type { ClockPort, TimerHandle } from '../ports';
import type { EmojiCatalogue, EmojiEntry, EmojiGroup } from './emoji-catalogue';
import { emojiMatches, searchKey } from './emoji-search';

/** Spec part 2 §9: emoji search debounce 500 ms. */
export const EMOJI_SEARCH_DEBOUNCE_MS = 500;
/** Spec: the picker loads a limited number first; more as the user scrolls or asks. */
export const EMOJI_PICKER_FIRST = 60;

/**
 * The web emoji picker's state: the search box (applied 500 ms after the last keystroke),
 * the groups or the search results, and how many of each are shown so far.
 */
export class EmojiPickerState {
  query = '';
  appliedQuery = '';
  shown = EMOJI_PICKER_FIRST;
  private timer: TimerHandle | null = null;

  constructor(
    private readonly catalogue: EmojiCatalogue,
    private readonly clock: ClockPort,
  ) {
    makeObservable<EmojiPickerState, 'apply'>(this, {
      query: observable,
      appliedQuery: observable,
      shown: observable,
      results: computed,
      groups: computed,
      setQuery: action,
      showMore: action,
      apply: action,
    });
  }

  setQuery(query: string): void {
    this.query = query;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = this.clock.setTimeout(() => this.apply(), EMOJI_SEARCH_DEBOUNCE_MS);
  }

  showMore(): void {
    this.shown += EMOJI_PICKER_FIRST;
  }

  dispose(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Search results (names and keywords), or null when not searching. */
  get results(): EmojiEntry[] | null {
    const q = searchKey(this.appliedQuery.trim());
    if (q === '') return null;
    return this.catalogue.all.filter((e) => emojiMatches(e, q)).slice(0, this.shown);
  }

  /** The groups, each cut to what is shown so far. */
  get groups(): EmojiGroup[] {
    return this.catalogue.groups.map((g) => ({ ...g, emoji: g.emoji.slice(0, this.shown) }));
  }

  private apply(): void {
    this.timer = null;
    this.appliedQuery = this.query;
    this.shown = EMOJI_PICKER_FIRST;
  }
}
