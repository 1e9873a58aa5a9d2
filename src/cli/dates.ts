import { fullDate, fullTime } from '../shared/text/relative-time';

/**
 * Dates of the CLI's human output in the app's language (issue 14): the language the
 * composition root chose (`--lang`, the `lang` setting, LC_ALL / LC_MESSAGES / LANG), never
 * the system locale. '' for a missing or unparsable time.
 */
export interface CliDates {
  /** Date and time: `Mar 4, 2023, 14:05`, `4. März 2023, 14:05`. */
  time(iso: string | null | undefined): string;
  /** The date alone: `Mar 4, 2023`, `4. März 2023`. */
  date(iso: string | null | undefined): string;
}

export function cliDates(language: string): CliDates {
  const options = { locale: language };
  return {
    time: (iso) => (iso ? fullTime(iso, options) : ''),
    date: (iso) => (iso ? fullDate(iso, options) : ''),
  };
}
