import { createContext } from 'react';
import {
  TERMINAL_COLOUR_NAMES,
  type TerminalColourName,
  type TerminalPalette,
} from '../../../core/theme/terminal-palette';

/**
 * The theme's terminal palette (platform/terminal-theme.ts), read by SafeText: the colour
 * names screens use become the theme's colours. None provided (tests): names as written.
 */
export const PaletteContext = createContext<TerminalPalette | null>(null);

export function paletteColour(
  palette: TerminalPalette | null,
  colour: string | undefined,
): string | undefined {
  if (!palette || colour === undefined) return colour;
  return (TERMINAL_COLOUR_NAMES as readonly string[]).includes(colour)
    ? palette[colour as TerminalColourName]
    : colour;
}
