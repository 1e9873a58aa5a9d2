import type { EmojiEntry, UnicodeEmojiData } from './emoji-catalogue';

/**
 * Unicode emoji from emojibase-data (a maintained CLDR-based data set): GitHub-style
 * shortcodes as names (`grinning`, `+1`), the CLDR label and tags as keywords, and the nine
 * groups (the skin-tone "component" group is no emoji of its own). Only ever imported
 * dynamically, so the web's first page and the CLI never carry the data.
 */
export async function loadUnicodeEmoji(): Promise<UnicodeEmojiData> {
  const [compact, shortcodes, messages] = await Promise.all([
    import('emojibase-data/en/compact.json'),
    import('emojibase-data/en/shortcodes/github.json'),
    import('emojibase-data/en/messages.json'),
  ]);
  const names = shortcodes.default as Record<string, string | string[]>;
  const groupIds = new Map<number, string>();
  const groups: { id: string; label: string }[] = [];
  for (const g of messages.default.groups) {
    if (g.key === 'component') continue;
    groupIds.set(g.order, g.key);
    groups.push({ id: g.key, label: g.message });
  }
  const emoji: EmojiEntry[] = [];
  for (const e of compact.default) {
    const group = e.group === undefined ? undefined : groupIds.get(e.group);
    if (!group) continue;
    const codes = names[e.hexcode];
    const list = codes === undefined ? [] : Array.isArray(codes) ? codes : [codes];
    // A word names it better than `+1`: `thumbsup` first, `+1` as a keyword.
    const displayText =
      list.find((c) => /^[a-z]/.test(c)) ?? list[0] ?? e.label.replace(/\s+/g, '_');
    emoji.push({
      displayText,
      replacement: e.unicode,
      imageUrl: null,
      keywords: [...list.filter((c) => c !== displayText), e.label, ...(e.tags ?? [])],
      group,
    });
  }
  return { emoji, groups };
}
