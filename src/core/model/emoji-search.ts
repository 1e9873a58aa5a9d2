import type { EmojiEntry } from './emoji-catalogue';

/**
 * A word as emoji search compares it (issue 14): lowercased, and Arabic spelling variants
 * folded so "اعجاب" finds what "إعجاب" does — tashkeel, tatweel and a decomposed hamza or
 * madda dropped (U+064B–U+0655, U+0670, U+0640), alef forms (أ إ آ ٱ) → ا, ة → ه, ى → ي,
 * ؤ → و, ئ → ي. Text without Arabic letters comes back only lowercased.
 */
export function searchKey(text: string): string {
  const lower = text.toLowerCase();
  if (!/[\u0621-\u0671]/.test(lower)) return lower;
  return lower
    .replace(/[\u064B-\u0655\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0649\u0626]/g, '\u064A')
    .replace(/\u0624/g, '\u0648');
}

/** Whether an emoji's name or a keyword holds the query (already passed through `searchKey`). */
export function emojiMatches(entry: EmojiEntry, key: string): boolean {
  return (
    searchKey(entry.displayText).includes(key) ||
    entry.keywords.some((k) => searchKey(k).includes(key))
  );
}
