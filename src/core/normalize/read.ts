/**
 * Lenient readers for wire JSON. Hand-written instead of a schema library because the
 * job is coercion with defaults, not rejection: servers send ids as numbers (snac), counts
 * as strings, `null` for arrays; we smooth those in one pass and only refuse what has no id.
 */

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function obj(value: unknown): Json {
  return isObject(value) ? value : {};
}

export function str(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

export function strOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function num(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return fallback;
}

export function bool(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1) return true;
  if (value === 'false' || value === 0) return false;
  return fallback;
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The strings of a list; anything else in it is dropped. */
export function strings(value: unknown): string[] {
  return arr(value).filter((item): item is string => typeof item === 'string');
}

/** A date-time as ISO text; unix timestamps (snac markers) are converted. */
export function isoDate(value: unknown, fallback: string): string {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,}(\.\d+)?$/.test(value))) {
    const seconds = Number(value);
    const date = new Date(seconds * (seconds > 1e11 ? 1 : 1000));
    // A hostile or broken number (1e400, 20 digits) is an invalid Date: toISOString would throw.
    return Number.isNaN(date.getTime()) ? fallback : date.toISOString();
  }
  if (typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value))) return value;
  return fallback;
}

/** Map a list, dropping (and reporting) entries that cannot be read. */
export function mapValid<T>(
  list: unknown,
  read: (item: unknown) => T | undefined,
  onInvalid?: (item: unknown) => void,
): T[] {
  const out: T[] = [];
  for (const item of arr(list)) {
    const value = read(item);
    if (value === undefined) onInvalid?.(item);
    else out.push(value);
  }
  return out;
}
