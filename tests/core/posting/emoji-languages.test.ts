import { describe, expect, it } from 'vitest';
import { suggestEmoji } from '../../../src/core/model/autocomplete';
import { EmojiCatalogue, type UnicodeEmojiData } from '../../../src/core/model/emoji-catalogue';
import { EMOJI_SEARCH_DEBOUNCE_MS, EmojiPickerState } from '../../../src/core/model/emoji-picker';
import { emojiLocaleOf, loadUnicodeEmoji } from '../../../src/core/model/emoji-unicode';
import { silentLogger } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';

/**
 * Spec part 2 §3 "Custom emoji: … annotations per language (name, keywords),
 * displayTextI18n": the picker's and the suggestions' Unicode emoji are named and found in
 * the interface's language, from emojibase-data's CLDR annotations of that language.
 */
describe('emoji in the interface language', () => {
  it('German: the name and keywords in German, the groups named in German, the shortcode kept', async () => {
    const data = await loadUnicodeEmoji('de');
    const grinning = data.emoji.find((e) => e.displayText === 'grinning');
    expect(grinning?.displayTextI18n).toBe('grinsendes Gesicht');
    expect(grinning?.replacement).toBe('😀');
    expect(grinning?.keywords).toContain('grinning face');
    expect(data.groups.map((g) => g.label)).toContain('Smileys & Emotionen');
    expect(data.groups).toHaveLength(9);
    // Found by a German word; the suggestion names it in German beside the shortcode.
    const found = suggestEmoji('grinsendes gesicht', data.emoji).find(
      (s) => s.replacement === '😀',
    );
    expect(found?.displayText).toBe(':grinning:');
    expect(found?.detailText).toBe('😀 grinsendes Gesicht');
    expect(suggestEmoji('Daumen hoch', data.emoji)[0]?.displayText).toBe(':thumbsup:');
  });

  it('Japanese and Simplified Chinese too', async () => {
    expect(emojiLocaleOf('zh-CN')).toBe('zh');
    expect(emojiLocaleOf('pt-BR')).toBe('pt');
    const ja = await loadUnicodeEmoji('ja');
    expect(ja.emoji.find((e) => e.replacement === '❤️')?.displayTextI18n).toBe('赤いハート');
    const zh = await loadUnicodeEmoji('zh-CN');
    expect(zh.emoji.find((e) => e.displayText === 'grinning')?.displayTextI18n).toBe('嘿嘿');
  });

  it('Arabic (no emojibase data): our own names for the most used emoji, English for the rest', async () => {
    expect(emojiLocaleOf('ar-EG')).toBe('ar');
    const ar = await loadUnicodeEmoji('ar');
    const named = ar.emoji.filter((e) => e.displayTextI18n !== undefined);
    expect(named.length).toBeGreaterThanOrEqual(150);
    expect(ar.emoji.find((e) => e.displayText === 'grinning')?.displayTextI18n).toBe('وجه مبتسم');
    // An emoji written with its variation selector (❤️) is named too.
    expect(ar.emoji.find((e) => e.displayText === 'heart')?.displayTextI18n).toBe('قلب أحمر');
    expect(ar.groups.map((g) => g.label)).toContain('الوجوه والمشاعر');
    // Found by an Arabic word, named in Arabic beside the shortcode.
    const bare = (text: string) => text.replace(/\uFE0F/g, '');
    const liked = suggestEmoji('إعجاب', ar.emoji).map((s) => bare(s.replacement));
    expect(liked).toContain('👍');
    const thumbs = suggestEmoji('إبهام', ar.emoji).find((s) => bare(s.replacement) === '👍');
    expect(bare(thumbs?.detailText ?? '')).toBe('👍 إبهام إلى الأعلى');
    // An emoji without an Arabic name keeps its English one and is found by it.
    const dino = ar.emoji.find((e) => e.replacement === '🦖');
    expect(dino?.displayTextI18n).toBeUndefined();
    expect(suggestEmoji('t-rex', ar.emoji)[0]?.replacement).toBe('🦖');
  });

  it('the picker searches in the language it was loaded in; another language loads again', async () => {
    const calls: string[] = [];
    const data = (word: string): UnicodeEmojiData => ({
      emoji: [
        {
          displayText: 'grinning',
          displayTextI18n: word,
          replacement: '😀',
          imageUrl: null,
          keywords: [word, 'grinning face'],
          group: 'smileys-emotion',
        },
      ],
      groups: [{ id: 'smileys-emotion', label: word }],
    });
    const catalogue = new EmojiCatalogue({
      client: () => {
        throw new Error('no custom emoji here');
      },
      logger: silentLogger,
      loadUnicode: async (language) => {
        calls.push(language);
        return data(language === 'fr' ? 'visage rieur' : 'grinsendes Gesicht');
      },
    });
    await catalogue.load('de');
    await catalogue.load('de');
    expect(calls).toEqual(['de']);
    const clock = new FakeClock();
    const picker = new EmojiPickerState(catalogue, clock);
    picker.setQuery('grinsend');
    await clock.advance(EMOJI_SEARCH_DEBOUNCE_MS);
    expect(picker.results?.map((e) => e.replacement)).toEqual(['😀']);
    await catalogue.load('fr');
    expect(calls).toEqual(['de', 'fr']);
    expect(catalogue.groups.at(-1)?.label).toBe('visage rieur');
    picker.setQuery('visage');
    await clock.advance(EMOJI_SEARCH_DEBOUNCE_MS);
    expect(picker.results?.map((e) => e.displayTextI18n)).toEqual(['visage rieur']);
  });
});
