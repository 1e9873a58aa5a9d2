import { environmentLanguage, supportedLanguage } from '../../shared/i18n/language-list';

/**
 * The language the terminal and the CLI speak: `--lang`, else the `lang` setting, else
 * LC_ALL / LC_MESSAGES / LANG, else English. An unknown `--lang` is the caller's to refuse.
 * Apart from the locale files so a CLI command can know it without loading i18next.
 */
export function terminalLanguage(
  option: string | undefined,
  setting: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  return (
    (option && supportedLanguage(option)) ||
    (setting && supportedLanguage(setting)) ||
    environmentLanguage(env)
  );
}
