/**
 * The two themes every install has: pleroma-dark (the spec's default; unknown names fall
 * back to it) and pleroma-light (the light preference's default). Their common colours are
 * Pleroma's; the advanced ones keep Petrel's palette (theme.css carries these variables for
 * the first paint, and a test keeps the two equal).
 */
import {
  DEFAULT_LIGHT_THEME_NAME,
  DEFAULT_THEME_NAME,
  type NamedTheme,
  type ThemeSource,
} from './theme-types';

export const PLEROMA_DARK: ThemeSource = {
  colors: {
    bg: '#121a24',
    fg: '#182230',
    text: '#b9b9ba',
    link: '#d8a070',
    red: '#d31014',
    green: '#0fa00f',
    blue: '#0095ff',
    orange: '#ffa500',
    wallpaper: '#0f151d',
    input: '#0b1118',
    border: '#222d3c',
    textStrong: '#e6e6e6',
    focused: '#1b2736',
  },
};

export const PLEROMA_LIGHT: ThemeSource = {
  colors: {
    bg: '#ffffff',
    fg: '#e7eaee',
    text: '#303840',
    link: '#a0541a',
    red: '#d31014',
    green: '#0a7d0a',
    blue: '#0069b4',
    orange: '#9a5c00',
    wallpaper: '#eef0f3',
    panelHeading: '#f3f5f8',
    input: '#ffffff',
    border: '#d5dae1',
    textStrong: '#10161c',
    accent: '#a85a1c',
    accentText: '#ffffff',
    focused: '#e6edf6',
  },
};

export const BUILTIN_THEMES: readonly NamedTheme[] = [
  { name: DEFAULT_THEME_NAME, source: PLEROMA_DARK },
  { name: DEFAULT_LIGHT_THEME_NAME, source: PLEROMA_LIGHT },
];

/** The default for a light or dark preference. */
export function defaultThemeFor(scheme: 'light' | 'dark'): NamedTheme {
  return scheme === 'light' ? BUILTIN_THEMES[1]! : BUILTIN_THEMES[0]!;
}

/**
 * The theme called `name` among `themes` (built-ins first), or pleroma-dark when there is
 * none of that name (spec part 2 §9: theme names fall back to the dark default).
 */
export function themeNamed(name: string, themes: readonly NamedTheme[] = []): NamedTheme {
  return (
    BUILTIN_THEMES.find((t) => t.name === name) ??
    themes.find((t) => t.name === name) ??
    BUILTIN_THEMES[0]!
  );
}
