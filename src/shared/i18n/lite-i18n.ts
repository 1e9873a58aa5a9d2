import { fallbackChain } from './languages';
import type { LocaleLoader, LocaleMessages, LocaleTree } from './locale-types';

/** The namespaces a lite instance searches, in order (keys are unique across them). */
const LITE_NAMESPACES = ['common', 'web', 'terminal'] as const;

type Tree = { [key: string]: unknown };
type Listener = () => void;
/** The events `useT` follows: a new language, or words that arrived for one. */
export type LiteI18nEvent = 'languageChanged' | 'loaded';
/** `t`'s options: `{{name}}` values, `count` for plurals, `lng` to read another language. */
export type LiteTOptions = Readonly<Record<string, unknown>>;

/**
 * What the web page asks of its i18n instance: `LiteI18n` below, or an i18next instance
 * (tests that give every face the same one).
 */
export interface PageI18n {
  readonly language: string;
  t(key: string, options: LiteTOptions): string;
  changeLanguage(lng: string): Promise<unknown>;
  addResourceBundle(
    lng: string,
    ns: string,
    resources: object,
    deep?: boolean,
    overwrite?: boolean,
  ): unknown;
  on(event: LiteI18nEvent, listener: Listener): unknown;
  off(event: LiteI18nEvent, listener: Listener): unknown;
}

/**
 * The web page's translator: the part of i18next the page uses, in ~2 KiB instead of
 * i18next's ~15 (its first load, bin/web-budget.mjs), over the same typed catalogues and with
 * i18next's results (tests/shared/i18n/lite-i18n.test.ts compares every key of every
 * locale with i18next's): namespaces `common`, `web`, `terminal` in that order; a
 * language, its script and primary parts (`zh-Hant-TW`, `zh-Hant`, `zh`), then
 * `fallbackChain` (English last); plurals by `Intl.PluralRules` (`key_one`, `key_zero` for
 * 0, else the bare key); `{{name}}` filled in without HTML escaping, a missing value left
 * as written; an empty string counts as missing; an unknown key shows as itself.
 * Other languages come from `loadLocale`, once per code; a failed load leaves the fallback.
 */
export class LiteI18n implements PageI18n {
  /** The language `t` reads unless told otherwise (the last one `changeLanguage` settled on). */
  language: string;
  private readonly store = new Map<string, Tree>();
  private readonly loads = new Map<string, Promise<void>>();
  private readonly listeners = new Map<LiteI18nEvent, Set<Listener>>();
  private readonly rules = new Map<string, Intl.PluralRules>();
  private changing = 0;

  constructor(
    english: LocaleMessages,
    lng = 'en',
    private readonly loadLocale?: LocaleLoader,
  ) {
    this.store.set('en', structuredClone(english) as Tree);
    this.language = lng;
    if (lng !== 'en') void this.loadFor(lng);
  }

  /** The message of `key` in the language (or `options.lng`), filled in. */
  t(key: string, options: LiteTOptions = {}): string {
    const count = typeof options.count === 'number' ? options.count : undefined;
    const codes = this.hierarchy(typeof options.lng === 'string' ? options.lng : this.language);
    for (const ns of LITE_NAMESPACES) {
      for (const code of codes) {
        const found = this.lookup(code, ns, key, count);
        if (found !== undefined) return interpolate(found, options);
      }
    }
    return key;
  }

  /** Loads the language's words (and its family's), then makes it the page's language. */
  async changeLanguage(lng: string): Promise<void> {
    const turn = ++this.changing;
    await this.loadFor(lng);
    // A later call wins over an earlier one that finished after it.
    if (turn !== this.changing) return;
    this.language = lng;
    this.emit('languageChanged');
  }

  /** Merges words into a language's namespace (a lazy feature's English words). */
  addResourceBundle(lng: string, ns: string, resources: object, deep = false, overwrite = false) {
    const tree = this.store.get(lng) ?? {};
    this.store.set(lng, tree);
    const target = (tree[ns] ?? {}) as Tree;
    tree[ns] = target;
    if (deep) merge(target, resources as Tree, overwrite);
    else Object.assign(target, resources);
    return this;
  }

  on(event: LiteI18nEvent, listener: Listener): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off(event: LiteI18nEvent, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: LiteI18nEvent): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener();
  }

  /** Every code of the language's hierarchy that is not loaded yet, from `loadLocale`. */
  private async loadFor(lng: string): Promise<void> {
    const loader = this.loadLocale;
    if (!loader) return;
    const pending = this.hierarchy(lng)
      .filter((code) => code !== 'en')
      .map((code) => {
        let load = this.loads.get(code);
        if (!load) {
          load = loader(code).then(
            (messages) => {
              if (messages) this.addLocale(code, messages);
              this.emit('loaded');
            },
            // The loader decides about retries: a failed code may be asked for again.
            () => void this.loads.delete(code),
          );
          this.loads.set(code, load);
        }
        return load;
      });
    await Promise.all(pending);
  }

  private addLocale(code: string, messages: LocaleMessages): void {
    for (const [ns, words] of Object.entries(messages as Record<string, LocaleTree>)) {
      if (words && typeof words === 'object') this.addResourceBundle(code, ns, words, true, true);
    }
  }

  /** i18next's `toResolveHierarchy` with `load: 'all'` and the shared `fallbackChain`. */
  private hierarchy(lng: string): string[] {
    const codes: string[] = [];
    const add = (code: string | undefined) => {
      if (code && !codes.includes(code)) codes.push(code);
    };
    if (/[-_]/.test(lng)) {
      const parts = lng.replace(/_/g, '-').split('-');
      add(canonical(parts.join('-')));
      if (parts.length > 2 && parts.at(-2)?.toLowerCase() !== 'x') {
        add(canonical(parts.slice(0, -1).join('-')));
      }
      add(parts[0]);
    } else add(lng);
    for (const code of fallbackChain(lng)) add(canonical(code));
    return codes;
  }

  private lookup(code: string, ns: string, key: string, count: number | undefined) {
    const tree = this.store.get(code)?.[ns];
    if (!tree) return undefined;
    const keys = [key];
    if (count !== undefined) {
      keys.unshift(`${key}_${this.rule(code).select(count)}`);
      if (count === 0) keys.unshift(`${key}_zero`);
    }
    for (const candidate of keys) {
      const value = find(tree as Tree, candidate);
      if (typeof value === 'string' && value !== '') return value;
    }
    return undefined;
  }

  private rule(code: string): Intl.PluralRules {
    let rule = this.rules.get(code);
    if (!rule) {
      try {
        rule = new Intl.PluralRules(code.replace(/_/g, '-'));
      } catch {
        rule = new Intl.PluralRules(/[-_]/.test(code) ? code.split(/[-_]/)[0] : 'en');
      }
      this.rules.set(code, rule);
    }
    return rule;
  }
}

function canonical(code: string): string {
  try {
    return Intl.getCanonicalLocales(code)[0] ?? code;
  } catch {
    return code;
  }
}

function find(tree: Tree, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function merge(target: Tree, source: Tree, overwrite: boolean): void {
  for (const [name, value] of Object.entries(source)) {
    const current = target[name];
    if (value && typeof value === 'object' && current && typeof current === 'object') {
      merge(current as Tree, value as Tree, overwrite);
    } else if (overwrite || current === undefined) {
      target[name] = value && typeof value === 'object' ? structuredClone(value) : value;
    }
  }
}

/** `{{name}}` (and `{{- name}}`) from the values; a value that is not given stays as written. */
function interpolate(message: string, values: LiteTOptions): string {
  if (!message.includes('{{')) return message;
  return message.replace(/\{\{(.+?)\}\}/g, (whole, name: string) => {
    const path = name.trim().replace(/^-\s*/, '');
    const value = Object.hasOwn(values, path) ? values[path] : find(values as Tree, path);
    if (value === undefined) return Object.hasOwn(values, path) ? '' : whole;
    return value === null ? '' : String(value);
  });
}
