/**
 * Colour maths for the theme engine, on culori's tree-shakeable `culori/fn` entry: only the
 * sRGB and linear-sRGB modes are registered, so a bundle carries parsing, mixing, WCAG
 * contrast and hex output and nothing else (culori over colorjs.io: its functional entry
 * is a fraction of the size and its WCAG helpers are the spec's formula as written).
 */
import {
  type Color,
  formatHex,
  formatRgb,
  modeLrgb,
  modeRgb,
  parse,
  type Rgb,
  useMode as registerMode,
  wcagContrast,
} from 'culori/fn';

// Registered under another name: Biome reads `use…` as a React hook.
registerMode(modeLrgb);
const toRgb = registerMode(modeRgb);

/** The colour as sRGB, or undefined when the text is not a CSS colour. */
export function parseColour(text: string): Rgb | undefined {
  const parsed: Color | undefined = parse(text.trim());
  return parsed ? toRgb(parsed) : undefined;
}

/** `#rrggbb` (alpha dropped). */
export function hex(colour: Rgb): string {
  return formatHex(colour);
}

/** `#rrggbb` when opaque, `rgba(…)` otherwise, with the alpha rounded to two places. */
export function cssColour(colour: Rgb): string {
  const alpha = colour.alpha ?? 1;
  if (alpha >= 1) return formatHex(colour);
  return formatRgb({ ...colour, alpha: Math.round(alpha * 100) / 100 });
}

/** `a` moved a fraction `amount` of the way to `b`, in sRGB (as CSS color-mix in srgb). */
export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  const t = Math.min(1, Math.max(0, amount));
  return {
    mode: 'rgb',
    r: a.r + (b.r - a.r) * t,
    g: a.g + (b.g - a.g) * t,
    b: a.b + (b.b - a.b) * t,
  };
}

export function withAlpha(colour: Rgb, alpha: number): Rgb {
  return { ...colour, alpha: Math.min(1, Math.max(0, alpha)) };
}

/** A translucent colour as it looks over an opaque backdrop. */
export function over(colour: Rgb, backdrop: Rgb): Rgb {
  return mix(backdrop, { ...colour, alpha: 1 }, colour.alpha ?? 1);
}

/** The WCAG 2 contrast ratio of two colours (translucent ones taken over `b`). */
export function contrast(a: Rgb, b: Rgb): number {
  return wcagContrast(over(a, b), b);
}

/** Dark colours: luminance below the mid-grey's, so the theme's derived shades go lighter. */
export function isDark(colour: Rgb): boolean {
  return contrast(colour, WHITE) > contrast(colour, BLACK);
}

export const BLACK: Rgb = { mode: 'rgb', r: 0, g: 0, b: 0 };
export const WHITE: Rgb = { mode: 'rgb', r: 1, g: 1, b: 1 };

/** The colour's sRGB channels as 0–255 integers. */
export function bytes(colour: Rgb): [number, number, number] {
  const byte = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 255);
  return [byte(colour.r), byte(colour.g), byte(colour.b)];
}
