// biome-ignore lint/style/noRestrictedImports: the one module allowed to render Ink's Text (see below)
import { Text, type TextProps } from 'ink';
import {
  Children,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
} from 'react';
import { type ColourArt, type TerminalText, terminalText } from '../layout/terminal-text';
import { PaletteContext, paletteColour } from './palette';

/**
 * What `SafeText` may hold: sanitized text, numbers, nested elements (other `SafeText`s;
 * Ink allows nothing else inside a Text), and the usual conditional leftovers.
 */
export type SafeChild = TerminalText | number | boolean | null | undefined | ReactElement;
export type SafeChildren = SafeChild | readonly SafeChildren[];

export type SafeTextProps = Omit<TextProps, 'children' | 'aria-label'> & {
  readonly children?: SafeChildren;
  /** Read aloud in Ink's screen-reader mode, so it is drawn text too. */
  readonly 'aria-label'?: TerminalText;
};

/**
 * The only way the terminal UI draws text. Ink's `Text` writes its children to the terminal
 * as they are; here the children must be `TerminalText` (made only by the one sanitizer,
 * `terminalText`, or by what is built on it: the translator, the layouts, the width
 * helpers), so a screen cannot show a display name or a server's error raw: it does not
 * compile. Biome forbids importing Ink's `Text` anywhere else (`biome.json`), and a test
 * checks that no other module does.
 *
 * The type is the first wall; strings that reach here anyway (a cast, a fragment holding a
 * raw string) are sanitized again at render time. That is idempotent for safe text and
 * cheap: `terminalText` returns text without controls after one regex test.
 */
export function SafeText({ children, color, backgroundColor, ...style }: SafeTextProps) {
  // The colour names become the theme's colours, at the terminal's depth (none: NO_COLOR).
  const palette = useContext(PaletteContext);
  return (
    <Text
      {...style}
      color={paletteColour(palette, color)}
      backgroundColor={paletteColour(palette, backgroundColor)}
    >
      {sanitizeChildren(children as ReactNode)}
    </Text>
  );
}

function sanitizeChildren(children: ReactNode): ReactNode {
  if (typeof children === 'string') return terminalText(children);
  return Children.map(children, (child) => {
    if (typeof child === 'string') return terminalText(child);
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment) {
      return <Fragment key={child.key}>{sanitizeChildren(child.props.children)}</Fragment>;
    }
    return child;
  });
}

export type ColourArtTextProps = Omit<SafeTextProps, 'children'> & { readonly art: ColourArt };

/** An image preview (`colourArt`): the one text drawn with colour sequences of its own. */
export function ColourArtText({ art, ...style }: ColourArtTextProps) {
  return <Text {...style}>{art}</Text>;
}
