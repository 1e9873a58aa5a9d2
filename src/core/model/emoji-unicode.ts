import type { EmojiEntry, UnicodeEmojiData } from './emoji-catalogue';

/** What a language's module holds (`emoji-locales/*.ts`): emojibase's compact data and messages. */
interface EmojiLocaleModule {
  readonly compact: readonly { hexcode: string; label: string; tags?: readonly string[] }[];
  readonly messages: { readonly groups: readonly { key: string; message: string }[] };
  /**
   * Our own names where emojibase has none (Arabic): the emoji without its variation
   * selector → its name, then keywords. Emoji it lacks keep their English names.
   */
  readonly byEmoji?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The languages emojibase annotates that Petrel translates (issue 14: "Emoji annotations
 * exist in many languages"), each its own chunk (web) or piece (terminal), imported only
 * when the interface is in that language. Arabic, which emojibase lacks, has names of our
 * own for the most used emoji (`emoji-locales/ar.ts`); the others keep their English names.
 */
const EMOJI_LOCALES: Record<string, () => Promise<EmojiLocaleModule>> = {
  ar: () => import('./emoji-locales/ar'),
  de: () => import('./emoji-locales/de'),
  es: () => import('./emoji-locales/es'),
  fr: () => import('./emoji-locales/fr'),
  it: () => import('./emoji-locales/it'),
  ja: () => import('./emoji-locales/ja'),
  nl: () => import('./emoji-locales/nl'),
  pl: () => import('./emoji-locales/pl'),
  pt: () => import('./emoji-locales/pt'),
  ru: () => import('./emoji-locales/ru'),
  zh: () => import('./emoji-locales/zh'),
};

/** The emojibase language of an interface language (`zh-CN` → `zh`), or undefined. */
export function emojiLocaleOf(language: string): string | undefined {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return base in EMOJI_LOCALES ? base : undefined;
}

/**
 * Unicode emoji from emojibase-data (a maintained CLDR-based data set): GitHub-style
 * shortcodes as names (`grinning`, `+1`), the CLDR label and tags as keywords, and the nine
 * groups (the skin-tone "component" group is no emoji of its own). Only ever imported
 * dynamically, so the web's first page and the CLI never carry the data.
 *
 * In another language (spec part 2 §3 "Custom emoji: … annotations per language (name,
 * keywords), displayTextI18n") each emoji also gets that language's name
 * (`displayTextI18n`) and keywords, searched beside the English ones, and the groups are
 * named in it. The shortcode stays what is typed and inserted.
 */
export async function loadUnicodeEmoji(language = 'en'): Promise<UnicodeEmojiData> {
  const locale = emojiLocaleOf(language);
  const [compact, shortcodes, messages, local] = await Promise.all([
    import('emojibase-data/en/compact.json'),
    import('emojibase-data/en/shortcodes/github.json'),
    import('emojibase-data/en/messages.json'),
    locale ? EMOJI_LOCALES[locale]!() : undefined,
  ]);
  const names = shortcodes.default as Record<string, string | string[]>;
  const annotations = new Map(local?.compact.map((e) => [e.hexcode, e]));
  const groupNames = new Map(local?.messages.groups.map((g) => [g.key, g.message]));
  const groupIds = new Map<number, string>();
  const groups: { id: string; label: string }[] = [];
  for (const g of messages.default.groups) {
    if (g.key === 'component') continue;
    groupIds.set(g.order, g.key);
    groups.push({ id: g.key, label: groupNames.get(g.key) ?? g.message });
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
    const own = annotations.get(e.hexcode) ?? ownNames(local?.byEmoji, e.unicode);
    emoji.push({
      displayText,
      ...(own ? { displayTextI18n: own.label } : {}),
      replacement: e.unicode,
      imageUrl: null,
      keywords: [
        ...(own ? [own.label, ...(own.tags ?? [])] : []),
        ...list.filter((c) => c !== displayText),
        e.label,
        ...(e.tags ?? []),
      ],
      group,
    });
  }
  return { emoji, groups };
}

/** An emoji's own name and keywords from a `byEmoji` table, as an annotation. */
function ownNames(
  table: EmojiLocaleModule['byEmoji'],
  emoji: string,
): { label: string; tags?: readonly string[] } | undefined {
  const names = table?.[emoji.replace(/\uFE0F/g, '')];
  return names?.[0] ? { label: names[0], tags: names.slice(1) } : undefined;
}
