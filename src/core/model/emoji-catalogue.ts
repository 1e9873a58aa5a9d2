import { makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import { fetchPackEmoji } from '../api/emoji';
import type { LoggerPort } from '../ports';

/**
 * The emoji a post form offers (spec part 2 §3 "Custom emoji", §7 `/api/pleroma/emoji.json`):
 * the instance's custom emoji, with image and pack tags, and Unicode emoji with their names
 * and keywords. Unicode data comes from emojibase-data, loaded on first use through
 * `loadUnicodeEmoji` (a separate chunk on the web). A failure to load either is only logged
 * (spec §8).
 */
export interface EmojiEntry {
  /** The name shown and searched: a shortcode (`blobcat`) or a Unicode name (`grinning`). */
  readonly displayText: string;
  /** Unicode emoji: the name in the interface's language ("grinsendes Gesicht"), if known. */
  readonly displayTextI18n?: string;
  /** What goes into the text: `:blobcat:` or the character itself. */
  readonly replacement: string;
  /** Custom emoji only. */
  readonly imageUrl: string | null;
  /** Searched too: pack tags for custom emoji, annotation keywords for Unicode. */
  readonly keywords: readonly string[];
  /** Picker group: a pack name, or one of the nine Unicode groups. */
  readonly group: string;
}

export interface EmojiGroup {
  readonly id: string;
  readonly label: string;
  readonly emoji: readonly EmojiEntry[];
}

/** Unicode emoji and their groups, in the data's order. */
export interface UnicodeEmojiData {
  readonly emoji: readonly EmojiEntry[];
  readonly groups: readonly { readonly id: string; readonly label: string }[];
}

export interface EmojiCatalogueDeps {
  client: () => PleromaClient;
  logger: LoggerPort;
  /** Where Unicode emoji come from, in a language (default: emojibase-data, loaded lazily). */
  loadUnicode?: (language: string) => Promise<UnicodeEmojiData>;
}

export class EmojiCatalogue {
  custom: readonly EmojiEntry[] = [];
  unicode: readonly EmojiEntry[] = [];
  unicodeGroups: UnicodeEmojiData['groups'] = [];
  /** The language the Unicode names and keywords are in. */
  language = 'en';
  private customLoading: Promise<void> | null = null;
  private unicodeLoading: Promise<void> | null = null;

  constructor(private readonly deps: EmojiCatalogueDeps) {
    makeObservable(this, {
      custom: observable.ref,
      unicode: observable.ref,
      unicodeGroups: observable.ref,
    });
  }

  /** Custom first, as the picker and the scoring favour them. */
  get all(): readonly EmojiEntry[] {
    return [...this.custom, ...this.unicode];
  }

  /** Picker groups: one per custom pack, then the Unicode groups. */
  get groups(): EmojiGroup[] {
    const packs = new Map<string, EmojiEntry[]>();
    for (const e of this.custom) packs.set(e.group, [...(packs.get(e.group) ?? []), e]);
    const custom = [...packs].map(([id, emoji]) => ({ id: `pack:${id}`, label: id, emoji }));
    const unicode = this.unicodeGroups.map((g) => ({
      id: g.id,
      label: g.label,
      emoji: this.unicode.filter((e) => e.group === g.id),
    }));
    return [...custom, ...unicode];
  }

  /**
   * Load both sets once; later calls share the first load. Another `language` (the
   * interface's) loads the Unicode emoji again with that language's names and keywords.
   */
  load(language = this.language): Promise<void> {
    if (language !== this.language) {
      this.language = language;
      this.unicodeLoading = null;
    }
    this.customLoading ??= this.loadCustom();
    this.unicodeLoading ??= this.loadUnicode(language);
    return Promise.all([this.customLoading, this.unicodeLoading]).then(() => undefined);
  }

  private async loadCustom(): Promise<void> {
    let entries: EmojiEntry[];
    const client = () => this.deps.client();
    try {
      entries = (await fetchPackEmoji(client().http)).map((e) =>
        customEntry(e.shortcode, e.url, e.tags),
      );
    } catch (error) {
      // Not Pleroma: the Mastodon list of the instance's emoji.
      try {
        entries = (await client().instance.customEmojis())
          .filter((e) => e.visibleInPicker)
          .map((e) => customEntry(e.shortcode, e.url, e.category ? [`pack:${e.category}`] : []));
      } catch {
        this.deps.logger.warn('Custom emoji failed to load', error);
        return;
      }
    }
    runInAction(() => {
      this.custom = entries;
    });
  }

  private async loadUnicode(language: string): Promise<void> {
    try {
      const load = this.deps.loadUnicode ?? (await import('./emoji-unicode')).loadUnicodeEmoji;
      const data = await load(language);
      // A later language won meanwhile: its load sets the emoji.
      if (language !== this.language) return;
      runInAction(() => {
        this.unicode = data.emoji;
        this.unicodeGroups = data.groups;
      });
    } catch (error) {
      this.deps.logger.warn('Unicode emoji failed to load', error);
    }
  }
}

function customEntry(shortcode: string, url: string, tags: readonly string[]): EmojiEntry {
  const pack = tags.find((t) => t.startsWith('pack:'))?.slice('pack:'.length) ?? 'custom';
  return {
    displayText: shortcode,
    replacement: `:${shortcode}:`,
    imageUrl: url,
    keywords: tags,
    group: pack,
  };
}

const catalogues = new WeakMap<PleromaClient, EmojiCatalogue>();

/** The signed-in account's catalogue: one per client, so a switch of account loads afresh. */
export function emojiCatalogueOf(root: {
  readonly client: PleromaClient;
  readonly ports: { readonly logger: LoggerPort };
}): EmojiCatalogue {
  const client = root.client;
  let catalogue = catalogues.get(client);
  if (!catalogue) {
    catalogue = new EmojiCatalogue({ client: () => client, logger: root.ports.logger });
    catalogues.set(client, catalogue);
  }
  return catalogue;
}
