/**
 * The terminal's colours from the theme (issue 14): which theme (`--theme`, else the `theme`
 * setting, else a light or dark default by the terminal's background), and how many colours
 * the terminal shows: truecolor, 256 or 16 as chalk (Ink's colouring) detects them from
 * COLORTERM, TERM, FORCE_COLOR and `--no-color`; NO_COLOR or `--no-color` draw none.
 */
import { supportsColor } from 'chalk';
import { defaultThemeFor, themeNamed } from '../../../core/theme/builtin';
import type { StoredTheme } from '../../../core/theme/stored-theme';
import {
  type ColourLevel,
  type TerminalPalette,
  terminalPalette,
} from '../../../core/theme/terminal-palette';
import { variablesOf } from '../../../core/theme/theme-file';
import type { ThemeVariables } from '../../../core/theme/theme-types';

export interface TerminalThemeChoice {
  /** `--theme NAME` (also `light` and `dark`). */
  flag?: string;
  /** The `theme` setting ('' until chosen). */
  setting: string;
  customTheme: StoredTheme | null;
  /** False for `--no-color`. */
  color?: boolean;
}

/** 0 with NO_COLOR (any non-empty value) or `--no-color`; else what chalk found. */
export function colourLevel(env: NodeJS.ProcessEnv, color = true): ColourLevel {
  if (!color || (env.NO_COLOR !== undefined && env.NO_COLOR !== '')) return 0;
  return supportsColor ? supportsColor.level : 0;
}

/**
 * A light terminal by COLORFGBG (`fg;bg`, set by rxvt, Konsole and others): a background
 * of 7 or 15 (white) is light. Unknown: dark, the spec's default.
 */
export function terminalScheme(env: NodeJS.ProcessEnv): 'light' | 'dark' {
  const bg = Number(env.COLORFGBG?.split(';').pop());
  return bg === 7 || bg === 15 ? 'light' : 'dark';
}

export function terminalThemeVariables(
  choice: TerminalThemeChoice,
  env: NodeJS.ProcessEnv,
): ThemeVariables {
  const name = (choice.flag ?? choice.setting).trim();
  if (name === 'custom' && choice.customTheme) return choice.customTheme.variables;
  if (name === 'light' || name === 'dark') return variablesOf(defaultThemeFor(name).source);
  if (name === '') return variablesOf(defaultThemeFor(terminalScheme(env)).source);
  // Unknown names fall back to pleroma-dark (spec part 2 §9).
  return variablesOf(themeNamed(name).source);
}

export function terminalPaletteFor(
  choice: TerminalThemeChoice,
  env: NodeJS.ProcessEnv = process.env,
): TerminalPalette {
  return terminalPalette(terminalThemeVariables(choice, env), colourLevel(env, choice.color));
}
