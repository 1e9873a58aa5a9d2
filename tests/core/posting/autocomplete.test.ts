import { describe, expect, it } from 'vitest';
import type { Account } from '../../../src/core/domain/types';
import {
  ACCOUNT_SEARCH_DEBOUNCE_MS,
  AUTOCOMPLETE_BLUR_DELAY_MS,
  AutocompleteStore,
  scoreEmoji,
  suggestEmoji,
  wordAtCaret,
} from '../../../src/core/model/autocomplete';
import type { EmojiEntry } from '../../../src/core/model/emoji-catalogue';
import { EmojiCatalogue } from '../../../src/core/model/emoji-catalogue';
import { EMOJI_SEARCH_DEBOUNCE_MS, EmojiPickerState } from '../../../src/core/model/emoji-picker';
import { silentLogger } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { settle } from '../helpers/fake-http';

const custom = (name: string): EmojiEntry => ({
  displayText: name,
  replacement: `:${name}:`,
  imageUrl: `https://x/${name}.png`,
  keywords: ['pack:blobs'],
  group: 'blobs',
});
const unicode = (name: string, char: string, keywords: string[] = []): EmojiEntry => ({
  displayText: name,
  replacement: char,
  imageUrl: null,
  keywords,
  group: 'smileys-emotion',
});

const EMOJI = [
  unicode('cat', '🐱', ['pet']),
  unicode('cat2', '🐈'),
  unicode('smiley_cat', '😺'),
  custom('blobcat'),
  custom('blobcatheart'),
  unicode('scream_cat', '🙀'),
  unicode('pouting_cat', '😾'),
];

function account(id: string, acct: string, displayName = acct): Account {
  return { id, acct, username: acct.split('@')[0]!, displayName, avatar: '' } as Account;
}

function store(
  search: (q: string, limit: number) => Promise<Account[]> = async () => [],
  pickerOpen?: () => boolean,
) {
  const clock = new FakeClock();
  const calls: Array<[string, number]> = [];
  const ac = new AutocompleteStore({
    pickerOpen,
    emoji: () => EMOJI,
    knownAccounts: () => [account('1', 'alice', 'Alice'), account('2', 'bob', 'Bobby')],
    searchAccounts: (q, limit) => {
      calls.push([q, limit]);
      return search(q, limit);
    },
    clock,
  });
  return { ac, clock, calls };
}

describe('autocomplete (spec part 2 §5, §9)', () => {
  it('finds the whitespace-delimited word at the caret', () => {
    expect(wordAtCaret('hello :bl world', 9)).toEqual({ word: ':bl', start: 6, end: 9 });
    expect(wordAtCaret('@al', 3)).toEqual({ word: '@al', start: 0, end: 3 });
  });

  it('scores exact name 200, has image 100, prefix 10', () => {
    const exact = scoreEmoji(unicode('cat', '🐱'), 'cat');
    const prefix = scoreEmoji(unicode('catfish', 'x'), 'cat');
    const image = scoreEmoji(custom('blobcat'), 'cat');
    expect(Math.round(exact)).toBe(210);
    expect(Math.round(prefix)).toBe(10);
    expect(Math.round(image)).toBe(100);
  });

  it('ranks custom emoji and exact matches first, at most 5, and searches keywords', () => {
    const names = suggestEmoji('cat', EMOJI).map((s) => s.displayText);
    expect(names).toEqual([':cat:', ':blobcat:', ':blobcatheart:', ':cat2:', ':scream_cat:']);
    expect(suggestEmoji('pet', EMOJI).map((s) => s.replacement)).toEqual(['🐱']);
  });

  it('offers nothing, and replaces nothing, for a one-character word', () => {
    const { ac } = store();
    ac.update(':', 1);
    expect(ac.suggestions).toEqual([]);
    expect(ac.accept(0)).toBeNull();
    ac.update('@', 1);
    expect(ac.suggestions).toEqual([]);
  });

  it('replaces the word at the caret with the chosen emoji', () => {
    const { ac } = store();
    ac.update('hi :blobc there', 8);
    expect(ac.suggestions[0]?.replacement).toBe(':blobcat:');
    expect(ac.accept()).toEqual({ text: 'hi :blobcat:  there', caret: 13 });
    expect(ac.suggestions).toEqual([]);
  });

  it('matches known accounts by screen name or name prefix, and searches after 300 ms', async () => {
    const { ac, clock, calls } = store(async () => [account('9', 'alina@remote.example')]);
    ac.update('@Bob', 4);
    expect(ac.suggestions.map((s) => s.replacement)).toEqual(['@bob']);
    ac.update('@al', 3);
    expect(ac.suggestions.map((s) => s.replacement)).toEqual(['@alice']);
    await clock.advance(ACCOUNT_SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    await clock.advance(1);
    await settle();
    expect(calls).toEqual([['al', 20]]);
    expect(ac.suggestions.map((s) => s.replacement)).toEqual(['@alice', '@alina@remote.example']);
  });

  it('debounces: only the last query is searched', async () => {
    const { ac, clock, calls } = store();
    ac.update('@a', 2);
    await clock.advance(200);
    ac.update('@al', 3);
    await clock.advance(ACCOUNT_SEARCH_DEBOUNCE_MS);
    expect(calls).toEqual([['al', 20]]);
  });

  it('a search answered after a suggestion was taken does not bring the list back', async () => {
    let answer: (found: Account[]) => void = () => {};
    const { ac, clock, calls } = store(
      () =>
        new Promise<Account[]>((resolve) => {
          answer = resolve;
        }),
    );
    ac.update('Hi @bo', 6);
    await clock.advance(ACCOUNT_SEARCH_DEBOUNCE_MS);
    expect(calls).toEqual([['bo', 20]]);
    expect(ac.accept(0)).toEqual({ text: 'Hi @bob ', caret: 8 });
    answer([account('7', 'bobcat@remote.example')]);
    await settle();
    expect(ac.suggestions).toEqual([]);
  });

  it('does not search the server when the query holds a second @', async () => {
    const { ac, clock, calls } = store();
    ac.update('@alice@rem', 10);
    await clock.advance(1000);
    expect(calls).toEqual([]);
  });
});

describe('when suggestions show (spec part 2 §4: focused, picker closed, no Escape)', () => {
  const shown = (ac: AutocompleteStore) => ac.shown.map((s) => s.replacement);

  it('a blur hides them 200 ms later, and a click within those 200 ms still takes one', async () => {
    const { ac, clock } = store();
    ac.update('hi @al', 6);
    expect(shown(ac)).toEqual(['@alice']);
    ac.blur();
    await clock.advance(AUTOCOMPLETE_BLUR_DELAY_MS - 1);
    expect(shown(ac)).toEqual(['@alice']);
    // The click of a pointer that took the focus away lands inside the delay.
    expect(ac.accept(0)).toEqual({ text: 'hi @alice ', caret: 10 });

    ac.update('hi @al', 6);
    ac.blur();
    await clock.advance(AUTOCOMPLETE_BLUR_DELAY_MS - 1);
    expect(shown(ac)).toEqual(['@alice']);
    await clock.advance(1);
    expect(shown(ac)).toEqual([]);
    // Coming back shows the candidates again.
    ac.focus();
    expect(shown(ac)).toEqual(['@alice']);
    ac.dispose();
  });

  it('focus before the 200 ms are over calls the blur off', async () => {
    const { ac, clock } = store();
    ac.update(':blobca', 7);
    ac.blur();
    await clock.advance(150);
    ac.focus();
    await clock.advance(AUTOCOMPLETE_BLUR_DELAY_MS * 2);
    expect(shown(ac)).toEqual([':blobcat:', ':blobcatheart:']);
    ac.dispose();
  });

  it('the open emoji picker and Escape hide them', () => {
    let picker = true;
    const { ac } = store(undefined, () => picker);
    ac.update(':blobca', 7);
    expect(shown(ac)).toEqual([]);
    picker = false;
    expect(shown(ac)).toEqual([':blobcat:', ':blobcatheart:']);
    ac.dismiss();
    expect(shown(ac)).toEqual([]);
    ac.dispose();
  });
});

describe('emoji picker and catalogue', () => {
  const catalogue = () => {
    const c = new EmojiCatalogue({
      client: () => {
        throw new Error('unused');
      },
      logger: silentLogger,
      loadUnicode: async () => ({
        emoji: EMOJI.filter((e) => !e.imageUrl),
        groups: [{ id: 'smileys-emotion', label: 'smileys & emotion' }],
      }),
    });
    return c;
  };

  it('applies the search 500 ms after the last keystroke', async () => {
    const clock = new FakeClock();
    const c = catalogue();
    await c.load();
    const picker = new EmojiPickerState(c, clock);
    expect(picker.results).toBeNull();
    picker.setQuery('sm');
    await clock.advance(300);
    picker.setQuery('smi');
    await clock.advance(EMOJI_SEARCH_DEBOUNCE_MS - 1);
    expect(picker.results).toBeNull();
    await clock.advance(1);
    expect(picker.results?.map((e) => e.replacement)).toEqual(['😺']);
  });

  it('loads Unicode emoji with names, keywords and nine groups from emojibase-data', async () => {
    const { loadUnicodeEmoji } = await import('../../../src/core/model/emoji-unicode');
    const data = await loadUnicodeEmoji();
    expect(data.groups).toHaveLength(9);
    const grinning = data.emoji.find((e) => e.displayText === 'grinning');
    expect(grinning?.replacement).toBe('😀');
    expect(grinning?.keywords).toContain('grinning face');
    expect(suggestEmoji('thumbsu', data.emoji)[0]?.displayText).toBe(':thumbsup:');
    expect(suggestEmoji('+1', data.emoji)[0]?.displayText).toBe(':thumbsup:');
  });
});
