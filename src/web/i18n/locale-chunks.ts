import type { LocaleMessages } from '../../shared/i18n';
import { hasLocaleFile } from '../../shared/i18n/languages';

/**
 * Each locale file is a chunk of its own, fetched when its language is chosen. This table
 * of imports is a small chunk itself, so the first load does not grow with each locale
 * (web budget, bin/web-budget.mjs).
 */
const LOCALE_CHUNKS = import.meta.glob<{ common: unknown; web: unknown }>(
  '../../shared/i18n/locales/*.json',
);

/** The page's words in `code`: the file's `common` and `web` (the terminal's stay unused). */
export async function loadLocaleChunk(code: string): Promise<LocaleMessages | undefined> {
  const chunk = hasLocaleFile(code)
    ? LOCALE_CHUNKS[`../../shared/i18n/locales/${code}.json`]
    : undefined;
  if (!chunk) return undefined;
  const messages = await chunk();
  return { common: messages.common, web: messages.web } as LocaleMessages;
}
