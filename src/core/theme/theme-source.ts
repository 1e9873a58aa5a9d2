/**
 * Reading themes from outside (styles.json entries, theme files, stored settings): unknown
 * JSON in, a ThemeSource out, or undefined when it is not a theme.
 */
import {
  COLOUR_SLOTS,
  COMMON_COLOUR_SLOTS,
  DEFAULT_FONTS,
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  SHADOW_SLOTS,
  type ShadowLayer,
  type ThemeSource,
  type ThemeVariables,
} from './theme-types';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A styles.json array: the common colours in order (bg, fg, text, link, red, green, blue,
 * orange), optionally after a display name (Pleroma's own styles.json writes one first).
 */
export function sourceFromArray(entry: readonly unknown[]): ThemeSource | undefined {
  const values =
    typeof entry[0] === 'string' && !entry[0].trim().startsWith('#') && entry.length > 8
      ? entry.slice(1)
      : entry;
  if (values.length < 3 || !values.every((v) => typeof v === 'string')) return undefined;
  const colors: ThemeSource['colors'] = {};
  COMMON_COLOUR_SLOTS.forEach((slot, i) => {
    const value = values[i];
    if (typeof value === 'string') colors[slot] = value;
  });
  return { colors };
}

/** A theme object (`{colors, opacity, radii, shadows, fonts}`), keeping only known slots. */
export function readThemeSource(raw: unknown): ThemeSource | undefined {
  if (Array.isArray(raw)) return sourceFromArray(raw);
  if (!isRecord(raw) || !isRecord(raw.colors)) return undefined;
  const colors: ThemeSource['colors'] = {};
  for (const slot of COLOUR_SLOTS) {
    const value = raw.colors[slot];
    if (typeof value === 'string') colors[slot] = value;
  }
  if (colors.bg === undefined || colors.text === undefined) return undefined;
  const source: ThemeSource = { colors };
  const numbers = <K extends string>(value: unknown, keys: readonly K[]) => {
    const out: Partial<Record<K, number>> = {};
    if (!isRecord(value)) return out;
    for (const key of keys) {
      const n = value[key];
      if (typeof n === 'number' && Number.isFinite(n)) out[key] = n;
    }
    return out;
  };
  const opacity = numbers(
    raw.opacity,
    Object.keys(DEFAULT_OPACITY) as (keyof typeof DEFAULT_OPACITY)[],
  );
  if (Object.keys(opacity).length > 0) source.opacity = opacity;
  const radii = numbers(raw.radii, Object.keys(DEFAULT_RADII) as (keyof typeof DEFAULT_RADII)[]);
  if (Object.keys(radii).length > 0) source.radii = radii;
  if (isRecord(raw.fonts)) {
    const fonts: ThemeSource['fonts'] = {};
    for (const key of Object.keys(DEFAULT_FONTS) as (keyof typeof DEFAULT_FONTS)[]) {
      const font = raw.fonts[key];
      if (typeof font === 'string') fonts[key] = font;
      else if (isRecord(font) && typeof font.family === 'string') fonts[key] = font.family;
    }
    if (Object.keys(fonts).length > 0) source.fonts = fonts;
  }
  if (isRecord(raw.shadows)) {
    const shadows: ThemeSource['shadows'] = {};
    for (const slot of SHADOW_SLOTS) {
      const layers = raw.shadows[slot];
      if (Array.isArray(layers)) shadows[slot] = layers.filter(isRecord).map(readLayer);
    }
    if (Object.keys(shadows).length > 0) source.shadows = shadows;
  }
  return source;
}

function readLayer(raw: Json): ShadowLayer {
  const n = (v: unknown) => (typeof v === 'number' ? v : Number.NaN);
  return {
    x: n(raw.x),
    y: n(raw.y),
    blur: n(raw.blur),
    spread: n(raw.spread ?? 0),
    color: typeof raw.color === 'string' ? raw.color : '',
    alpha: n(raw.alpha ?? 1),
    inset: raw.inset === true,
  };
}

/** A snapshot's custom properties, each a `--name` with a plain value (nothing else kept). */
export function readSnapshot(raw: unknown): ThemeVariables | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const out: ThemeVariables = {};
  for (const [key, value] of Object.entries(raw)) {
    if (/^--[\w-]+$/.test(key) && typeof value === 'string' && !/[;{}<>\\]/.test(value)) {
      out[key] = value;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
