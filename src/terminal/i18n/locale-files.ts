import { readFile } from 'node:fs';
import type { i18n as I18n } from 'i18next';
import { createI18n, type LocaleLoader, type LocaleMessages } from '../../shared/i18n';
import { hasLocaleFile } from '../../shared/i18n/languages';

export { terminalLanguage } from './terminal-language';

/**
 * Where the locale files are: beside the bundle after a build (dist/cli/*.cjs →
 * dist/locales/, copied by bin/build.mjs), or in the sources (src/terminal/i18n →
 * src/shared/i18n/locales) when run from TypeScript.
 */
const PLACES = ['../locales/', '../../shared/i18n/locales/'];

/**
 * One file's text. node:fs's callback form: node:fs/promises would load Node's promise file
 * API (and its readline and watcher modules) before the terminal UI's first frame.
 */
function readText(url: URL): Promise<string> {
  return new Promise((resolve, reject) => {
    readFile(url, 'utf8', (error, text) => (error ? reject(error) : resolve(text)));
  });
}

/** Reads `<code>.json` from the first place that has it; unknown codes read nothing. */
export const readLocaleFile: LocaleLoader = async (code) => {
  if (!hasLocaleFile(code)) return undefined;
  for (const place of PLACES) {
    try {
      const text = await readText(new URL(`${place}${code}.json`, import.meta.url));
      return JSON.parse(text) as LocaleMessages;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return undefined;
};

/**
 * An i18next instance in `language`, its locale file read before it returns, so the first
 * frame is already translated. A missing or broken file leaves English.
 */
export async function loadTerminalI18n(language: string): Promise<I18n> {
  const i18n = createI18n('en', { loadLocale: readLocaleFile });
  if (language !== 'en') {
    try {
      await i18n.changeLanguage(language);
    } catch {
      // English stays: every key falls back to it.
    }
  }
  return i18n;
}
