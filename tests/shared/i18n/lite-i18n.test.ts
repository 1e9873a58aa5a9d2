import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createI18nWith, en, type LocaleMessages } from '../../../src/shared/i18n';
import { LOCALE_FILES } from '../../../src/shared/i18n/languages';
import { LiteI18n } from '../../../src/shared/i18n/lite-i18n';
import { createWebI18n } from '../../../src/web/i18n/create-web-i18n';

/**
 * The web page's lite translator says what i18next says: every key of the page's catalogue
 * (`common` with the lazy features' words, and `web`), in English and in every locale file,
 * with and without values and across the plural counts that pick every CLDR category.
 */

const dir = fileURLToPath(new URL('../../../src/shared/i18n/locales/', import.meta.url));
const page: LocaleMessages = { common: en.common, web: en.web };
const readLocale = async (code: string): Promise<LocaleMessages | undefined> => {
  if (!(LOCALE_FILES as readonly string[]).includes(code)) return undefined;
  const file = JSON.parse(readFileSync(`${dir}${code}.json`, 'utf8')) as LocaleMessages;
  return { common: file.common, web: file.web };
};

/** Every key path of a tree, with its plural suffix if it has one. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : keysOf(value as object, `${prefix}${name}.`),
  );
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
const ALL = [...keysOf(en.common), ...keysOf(en.web)];
const KEYS = [...new Set(ALL.map((key) => key.replace(PLURAL, '')))];
/** The keys with plural forms (asked for with a count). */
const COUNTED = new Set(
  ALL.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
);
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5];
const VALUES = { name: 'Bob', detail: '<b>"x" & $1</b>', user: 'bob@x', key: 'k', emoji: '🎉' };

describe('the lite translator gives i18next’s words', () => {
  it.each(['en', ...LOCALE_FILES, 'de-AT', 'zh-Hant-TW', 'ko'])(
    'in %s, for every key',
    async (code) => {
      const i18next = createI18nWith(page, 'en', { loadLocale: readLocale });
      const lite = new LiteI18n(page, 'en', readLocale);
      await Promise.all([i18next.changeLanguage(code), lite.changeLanguage(code)]);
      expect(lite.language).toBe(code);
      const differences: string[] = [];
      const compare = (key: string, options: Record<string, unknown>) => {
        const want = i18next.t(key, options);
        const got = lite.t(key, options);
        if (got !== want) differences.push(`${key} ${JSON.stringify(options)}: ${got} ≠ ${want}`);
      };
      for (const key of KEYS) {
        compare(key, {});
        compare(key, VALUES);
        if (COUNTED.has(key)) for (const count of COUNTS) compare(key, { ...VALUES, count });
        else compare(key, { count: 1 });
      }
      compare('no.such.key', {});
      expect(differences.slice(0, 10)).toEqual([]);
      expect(KEYS.length).toBeGreaterThan(500);
      expect(COUNTED.size).toBeGreaterThanOrEqual(10);
    },
  );
});

describe('the lite translator', () => {
  const words: LocaleMessages = {
    common: {
      login: { login: 'Log in', logout: 'Log out' },
      timeline: { show_new: 'Show new ({{count}})' },
    },
  };

  it('fills in values, leaves an absent one as written and a given undefined empty', () => {
    const lite = new LiteI18n({
      common: { a: { b: 'Hi {{name}}, {{ other }}{{-raw}}' } },
    } as never);
    expect(lite.t('a.b', { name: '<i>Bo</i>', raw: '&' })).toBe('Hi <i>Bo</i>, {{ other }}&');
    expect(lite.t('a.b', { name: 'x', other: undefined, raw: 1 })).toBe('Hi x, 1');
  });

  it('loads a language on demand, tells listeners, and falls back to English per key', async () => {
    const requested: string[] = [];
    const lite = new LiteI18n(words, 'en', async (code) => {
      requested.push(code);
      return code === 'de' ? { common: { login: { login: 'Anmelden', logout: '' } } } : undefined;
    });
    const events: string[] = [];
    lite.on('loaded', () => events.push('loaded'));
    const changed = () => events.push(`changed ${lite.language}`);
    lite.on('languageChanged', changed);
    expect(lite.t('login.login')).toBe('Log in');
    await lite.changeLanguage('de-AT');
    expect(requested).toEqual(['de-AT', 'de']);
    expect(events).toEqual(['loaded', 'loaded', 'changed de-AT']);
    expect(lite.t('login.login')).toBe('Anmelden');
    // An empty translation is a missing one; a key nobody has shows as itself.
    expect(lite.t('login.logout')).toBe('Log out');
    expect(lite.t('login.nope')).toBe('login.nope');
    expect(lite.t('login.login', { lng: 'en' })).toBe('Log in');
    lite.off('languageChanged', changed);
    await lite.changeLanguage('de');
    expect(events).toHaveLength(3 + 0);
    expect(requested).toEqual(['de-AT', 'de']);
  });

  it('stays on the fallback when a language fails to load, and asks again next time', async () => {
    let calls = 0;
    const lite = new LiteI18n(words, 'en', () => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    });
    await lite.changeLanguage('ja');
    expect(lite.language).toBe('ja');
    expect(lite.t('login.login')).toBe('Log in');
    await lite.changeLanguage('ja');
    expect(calls).toBe(2);
  });

  it('lets the last of two overlapping language changes win', async () => {
    const release = new Map<string, () => void>();
    const lite = new LiteI18n(words, 'en', (code) => {
      return new Promise((resolve) => {
        release.set(code, () => resolve({ common: { login: { login: code } } }));
      });
    });
    const slow = lite.changeLanguage('fr');
    const fast = lite.changeLanguage('de');
    release.get('de')?.();
    await fast;
    release.get('fr')?.();
    await slow;
    expect(lite.language).toBe('de');
    expect(lite.t('login.login')).toBe('de');
  });

  it('adds a lazy feature’s words without overwriting a translation', async () => {
    const page = createWebI18n('en');
    page.addResourceBundle('en', 'common', { login: { login: 'Changed', extra: 'Extra' } }, true);
    expect(page.t('login.extra', {})).toBe('Extra');
    expect(page.t('login.login', {})).not.toBe('Changed');
    // The catalogue module itself is not written to.
    expect(createWebI18n('en').t('login.extra', {})).toBe('login.extra');
  });
});
