/**
 * The terminal's palette, derived from the same theme as the web page: each of the named
 * colours the terminal UI draws with (red, green, yellow, …) becomes the theme's colour for
 * that role, written for what the terminal can show: `#rrggbb` (truecolor, level 3), the
 * nearest of the 256-colour cube (level 2), or the nearest of the 16 ANSI colours that
 * stays readable on the theme's background (level 1). Level 0 (NO_COLOR, --no-color, a
 * dumb terminal) draws no colour at all.
 */
import type { Rgb } from 'culori/fn';
import { bytes, contrast, mix, over, parseColour } from './colour';
import type { ThemeVariables } from './theme-types';

/** The colour names the terminal UI uses. */
export const TERMINAL_COLOUR_NAMES = [
  'red',
  'green',
  'yellow',
  'blue',
  'magenta',
  'cyan',
  'gray',
  'white',
] as const;
export type TerminalColourName = (typeof TERMINAL_COLOUR_NAMES)[number];
export type ColourLevel = 0 | 1 | 2 | 3;

/** What the terminal UI passes to Ink for each name; undefined draws no colour. */
export type TerminalPalette = Record<TerminalColourName, string | undefined>;

/** xterm's default 16 colours, with the names Ink (chalk) knows them by. */
const ANSI16: readonly [string, [number, number, number]][] = [
  ['black', [0, 0, 0]],
  ['red', [205, 0, 0]],
  ['green', [0, 205, 0]],
  ['yellow', [205, 205, 0]],
  ['blue', [0, 0, 238]],
  ['magenta', [205, 0, 205]],
  ['cyan', [0, 205, 205]],
  ['white', [229, 229, 229]],
  ['gray', [127, 127, 127]],
  ['redBright', [255, 0, 0]],
  ['greenBright', [0, 255, 0]],
  ['yellowBright', [255, 255, 0]],
  ['blueBright', [92, 92, 255]],
  ['magentaBright', [255, 0, 255]],
  ['cyanBright', [0, 255, 255]],
  ['whiteBright', [255, 255, 255]],
];

const rgbOf = ([r, g, b]: [number, number, number]): Rgb => ({
  mode: 'rgb',
  r: r / 255,
  g: g / 255,
  b: b / 255,
});

/** The theme's colour for each role the terminal draws. */
export function terminalRoles(vars: ThemeVariables): {
  roles: Record<TerminalColourName, Rgb>;
  background: Rgb;
} {
  const get = (name: string, fallback: string): Rgb =>
    parseColour(vars[name] ?? fallback) ?? parseColour(fallback)!;
  const background = get('--panel', '#121a24');
  const red = get('--cRed', '#d31014');
  const blue = get('--cBlue', '#0095ff');
  return {
    background,
    roles: {
      red,
      green: get('--cGreen', '#0fa00f'),
      yellow: get('--cOrange', '#ffa500'),
      blue,
      magenta: mix(red, blue, 0.5),
      cyan: get('--link', '#d8a070'),
      gray: over(get('--faint', '#b9b9ba'), background),
      white: get('--text-strong', '#e6e6e6'),
    },
  };
}

export function terminalPalette(vars: ThemeVariables, level: ColourLevel): TerminalPalette {
  const { roles, background } = terminalRoles(vars);
  const palette = {} as TerminalPalette;
  for (const name of TERMINAL_COLOUR_NAMES) {
    const colour = roles[name];
    palette[name] =
      level === 0
        ? undefined
        : level === 3
          ? hexOf(colour)
          : level === 2
            ? `ansi256(${ansi256(colour)})`
            : ansi16(colour, background);
  }
  return palette;
}

function hexOf(colour: Rgb): string {
  return `#${bytes(colour)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')}`;
}

const CUBE = [0, 95, 135, 175, 215, 255];

/** The nearest xterm-256 index: the 6×6×6 cube or the 24-step grey ramp. */
export function ansi256(colour: Rgb): number {
  const [r, g, b] = bytes(colour);
  const nearestStep = (v: number) =>
    CUBE.reduce((best, step, i) => (Math.abs(step - v) < Math.abs(CUBE[best]! - v) ? i : best), 0);
  const [ri, gi, bi] = [nearestStep(r), nearestStep(g), nearestStep(b)];
  const cube: [number, number, number] = [CUBE[ri]!, CUBE[gi]!, CUBE[bi]!];
  const grey = Math.min(23, Math.max(0, Math.round(((r + g + b) / 3 - 8) / 10)));
  const greyValue = 8 + grey * 10;
  const distance = (c: [number, number, number]) =>
    (c[0] - r) ** 2 + (c[1] - g) ** 2 + (c[2] - b) ** 2;
  return distance([greyValue, greyValue, greyValue]) < distance(cube)
    ? 232 + grey
    : 16 + 36 * ri + 6 * gi + bi;
}

const GREYS = new Set(['black', 'white', 'gray', 'whiteBright']);

/**
 * The nearest ANSI colour among those readable (contrast ≥ 2) on the background; a colourful
 * colour keeps a hue (never a grey), so a tan link is yellow, not grey.
 */
export function ansi16(colour: Rgb, background: Rgb): string {
  const [r, g, b] = bytes(colour);
  const colourful = Math.max(r, g, b) - Math.min(r, g, b) > 50;
  const readable = ANSI16.filter(
    ([name, c]) => contrast(rgbOf(c), background) >= 2 && !(colourful && GREYS.has(name)),
  );
  const candidates = readable.length > 0 ? readable : ANSI16;
  let best = candidates[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const [cr, cg, cb] = candidate[1];
    const distance = (cr - r) ** 2 + (cg - g) ** 2 + (cb - b) ** 2;
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best[0];
}
