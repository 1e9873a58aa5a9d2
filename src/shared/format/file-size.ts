import { intlLocale, numberFormat } from '../text/relative-time';

/** Binary units, as the spec lists them; also the keys of `upload.file_size_units`. */
export const FILE_SIZE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

export interface FileSize {
  /** Rounded to at most two decimals, trailing zeros dropped: 1.5, 2, 0.98. */
  num: number;
  unit: FileSizeUnit;
}

/**
 * Splits a byte count into a number and a binary unit for messages such as
 * "File too big [12.5MiB / 8MiB]".
 *
 * Like Pleroma-FE: the largest unit whose value is at least 1, two decimals, 1024 steps.
 * Unlike it, a value that rounds up to 1024 moves to the next unit (1 MiB, not 1024 KiB),
 * and bad input (negative, NaN, Infinity) reads 0 B instead of a garbled string; TiB is
 * the ceiling, so petabytes show as thousands of TiB.
 */
export function fileSizeFormat(bytes: number): FileSize {
  if (!Number.isFinite(bytes) || bytes <= 0) return { num: 0, unit: 'B' };
  const last = FILE_SIZE_UNITS.length - 1;
  let exponent = Math.min(Math.floor(Math.log2(bytes) / 10), last);
  let num = round2(bytes / 1024 ** exponent);
  if (num >= 1024 && exponent < last) {
    exponent += 1;
    num = round2(bytes / 1024 ** exponent);
  }
  return { num, unit: FILE_SIZE_UNITS[exponent] ?? 'B' };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A size's number as the interface language writes it: `1.5` in English, `1,5` in German. */
export function localNumber(value: number, language?: string): string {
  const locale = intlLocale(language);
  return locale === 'en-US' ? String(value) : numberFormat(locale).format(value);
}
