import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareLocale } from '../../../bin/i18n-compare.mjs';
import { createI18n, en, type LocaleMessages } from '../../../src/shared/i18n';
import { LOCALE_FILES } from '../../../src/shared/i18n/languages';
import { readLocaleFile } from '../../../src/terminal/i18n/locale-files';

/**
 * Every locale file present holds exactly English's keys (plural forms per its language's
 * categories) and keeps each `{{placeholder}}`. A locale still with the translator has no
 * file yet: `node bin/i18n-missing.mjs` lists what it lacks.
 */

const dir = fileURLToPath(new URL('../../../src/shared/i18n/locales/', import.meta.url));
const present = LOCALE_FILES.filter((code) => existsSync(`${dir}${code}.json`));

function read(code: string): LocaleMessages {
  return JSON.parse(readFileSync(`${dir}${code}.json`, 'utf8')) as LocaleMessages;
}

describe('locale files', () => {
  it('exist only for the codes the language list names', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    for (const file of files) expect(LOCALE_FILES).toContain(file.slice(0, -'.json'.length));
    expect(present).toContain('de');
  });

  it.each(present)('%s has every key English has, no other, and every placeholder', (code) => {
    const result = compareLocale(en, read(code), code);
    expect({ code, ...result, total: undefined }).toEqual({
      code,
      missing: [],
      extra: [],
      placeholders: [],
      total: undefined,
    });
  });
});

describe('the comparison', () => {
  const english = {
    common: { a: 'A {{name}}', n_one: '{{count}} thing', n_other: '{{count}} things' },
  };

  it('names a missing key, an extra key and a dropped placeholder', () => {
    const german = { common: { a: 'A', b: 'B', n_one: 'ein Ding', n_other: '{{count}} Dinge' } };
    expect(compareLocale(english, german, 'de')).toMatchObject({
      missing: [],
      extra: ['common.b'],
      placeholders: ['common.a: drops {{name}}'],
    });
    expect(compareLocale(english, { common: { a: '{{name}}' } }, 'de').missing).toEqual([
      'common.n_one',
      'common.n_other',
    ]);
  });

  it('asks each language for its own plural forms', () => {
    const polish = {
      common: {
        a: '{{name}}',
        n_one: 'x',
        n_few: '{{count}}',
        n_many: '{{count}}',
        n_other: '{{count}}',
      },
    };
    expect(compareLocale(english, polish, 'pl')).toMatchObject({ missing: [], extra: [] });
    expect(
      compareLocale(english, { common: { a: '{{name}}', n_other: '{{count}}' } }, 'ja'),
    ).toMatchObject({
      missing: [],
      extra: [],
    });
    expect(compareLocale(english, { common: { a: '{{name}}' } }, 'ar').missing).toHaveLength(6);
  });
});

describe('a locale read from its file', () => {
  it('translates with English as the fallback of each key it lacks', async () => {
    const i18n = createI18n('en', {
      loadLocale: async (code) =>
        code === 'de'
          ? ({ common: { general: { loading: 'Wird geladen…' } } } as LocaleMessages)
          : undefined,
    });
    await i18n.changeLanguage('de');
    expect(i18n.t('general.loading')).toBe('Wird geladen…');
    expect(i18n.t('general.retry')).toBe('Try again');
  });

  it('reads German from disk and says "1 Beitrag", "2 Beiträge"', async () => {
    const i18n = createI18n('en', { loadLocale: readLocaleFile });
    await i18n.changeLanguage('de-AT');
    expect(i18n.t('tui.profile.count_statuses', { count: 1 })).toBe('1 Beitrag');
    expect(i18n.t('tui.profile.count_statuses', { count: 2 })).toBe('2 Beiträge');
    expect(i18n.t('conversation.show_replies', { count: 1 })).toBe('1 Antwort anzeigen');
  });

  it('shows a language without a file (Catalan) in English, never a raw key', async () => {
    const i18n = createI18n('en', { loadLocale: readLocaleFile });
    await i18n.changeLanguage('ca');
    expect(i18n.t('general.retry')).toBe('Try again');
  });
});
