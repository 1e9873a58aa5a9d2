import { describe, expect, it } from 'vitest';
import { suggestEmoji } from '../../../src/core/model/autocomplete';
import { EmojiCatalogue } from '../../../src/core/model/emoji-catalogue';
import { EMOJI_SEARCH_DEBOUNCE_MS, EmojiPickerState } from '../../../src/core/model/emoji-picker';
import { searchKey } from '../../../src/core/model/emoji-search';
import { loadUnicodeEmoji } from '../../../src/core/model/emoji-unicode';
import { silentLogger } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';

/**
 * Issue 14: Arabic is typed in many spellings of one word — with or without the hamza on
 * the alef, with taa marbuta or haa, with or without vowel marks. Emoji search (the
 * terminal's `:` suggestions and the web picker) finds the same emoji for all of them.
 */
describe('Arabic emoji search folds spelling variants', () => {
  const bare = (text: string) => text.replace(/\uFE0F/g, '');

  it('folds alef forms, taa marbuta, alef maqsura, hamza seats, tashkeel and tatweel', () => {
    expect(searchKey('إعجاب')).toBe('اعجاب');
    expect(searchKey('أآٱا')).toBe('اااا');
    expect(searchKey('ابتسامة')).toBe('ابتسامه');
    expect(searchKey('على')).toBe('علي');
    expect(searchKey('مؤمن')).toBe('مومن');
    expect(searchKey('سيئ')).toBe('سيي');
    expect(searchKey('قَلْبٌ')).toBe('قلب');
    expect(searchKey('قـــلب')).toBe('قلب');
    // A hamza typed as a separate combining mark (decomposed) folds the same way.
    expect(searchKey('\u0627\u0655عجاب')).toBe('اعجاب');
    // Other scripts are only lowercased.
    expect(searchKey('Daumen')).toBe('daumen');
  });

  it('terminal `:` suggestions: "اعجاب" finds 👍 like "إعجاب" does, and vowelled words match', async () => {
    const ar = await loadUnicodeEmoji('ar');
    const found = (q: string) => suggestEmoji(q, ar.emoji).map((s) => bare(s.replacement));
    expect(found('إعجاب')).toContain('👍');
    expect(found('اعجاب')).toContain('👍');
    expect(found('اعجاب')).toEqual(found('إعجاب'));
    // "ابتسامه" (haa) and "اِبْتِسامَة" (with tashkeel) find 😀 like "ابتسامة".
    expect(found('ابتسامه')).toContain('😀');
    expect(found('اِبْتِسامَة')).toContain('😀');
    expect(found('ابتسامة')).toContain('😀');
  });

  it('web picker: the same folding in its search box', async () => {
    const catalogue = new EmojiCatalogue({
      client: () => {
        throw new Error('no custom emoji here');
      },
      logger: silentLogger,
      loadUnicode: loadUnicodeEmoji,
    });
    await catalogue.load('ar');
    const clock = new FakeClock();
    const picker = new EmojiPickerState(catalogue, clock);
    picker.setQuery('ابهام');
    await clock.advance(EMOJI_SEARCH_DEBOUNCE_MS);
    const results = (picker.results ?? []).map((e) => bare(e.replacement));
    expect(results).toContain('👍');
    expect(results).toContain('👎');
    picker.dispose();
  });
});
