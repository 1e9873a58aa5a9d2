import { Box } from 'ink';
import type { ReactNode } from 'react';
import { useDirection } from '../app-context';
import { visualLine } from '../layout/bidi';
import { joinTerminalText, type TerminalText, terminalText } from '../layout/terminal-text';
import { textWidth, truncateToWidth } from '../layout/text-width';
import { uiLine } from '../layout/ui-direction';
import { SafeText, type SafeTextProps } from './safe-text';

/** One run of a row, with its own style. */
export interface UiPart extends Omit<SafeTextProps, 'children'> {
  text: TerminalText;
  /**
   * Drawn as it is in either direction: key names, values, setting names, text already in
   * the order the terminal draws it. Otherwise it is the interface's words (`uiLine`).
   */
  asIs?: boolean;
  /**
   * The cursor marker (`> ` or blank) and a check box after it (`[x] `): right to left they
   * are turned around (` [x] <`), the marker pointing into the row.
   */
  mark?: boolean;
  /**
   * Logical text that may hold right-to-left words of its own (a display name, a message):
   * left to right it is put in visual order too, within a left-to-right line, so an Arabic
   * name reads correctly in an English interface as well.
   */
  remote?: boolean;
}

const MIRRORED: Record<string, string> = { '>': '<', '[': ']', ']': '[' };

/** `> [x] ` → ` [x] <` (no right-to-left letters there to lead the bidi algorithm). */
function mirroredMark(text: TerminalText): TerminalText {
  return terminalText(
    [...text]
      .reverse()
      .map((c) => MIRRORED[c] ?? c)
      .join(''),
  );
}

/** The parts cut, in reading order, to `width` columns (a part past the room goes). */
function fitted(parts: readonly UiPart[], width: number): readonly UiPart[] {
  let room = width;
  let cut = false;
  const out: UiPart[] = [];
  for (const part of parts) {
    const w = textWidth(part.text);
    if (w <= room) {
      out.push(part);
      room -= w;
      continue;
    }
    cut = true;
    if (room > 0) out.push({ ...part, text: truncateToWidth(part.text, room) });
    break;
  }
  return cut ? out : parts;
}

/**
 * A line of a form, a list of settings or the help (issue 14: the terminal mirrored like
 * the timeline in a right-to-left language). Left to right the parts follow each other from
 * the left edge, as written. Right to left they run from the right edge leftwards, the
 * first part at the right, each part's words read from the right: a leading indent becomes
 * the right margin, `> ` the marker ` <`. `width` is the line's room.
 */
export function UiRow(props: { parts: readonly UiPart[]; width: number }) {
  const { width } = props;
  const rtl = useDirection() === 'rtl';
  const parts = fitted(props.parts, width);
  const drawn = rtl
    ? [...parts].reverse().map((part) => ({
        ...part,
        text: part.mark
          ? mirroredMark(part.text)
          : part.asIs
            ? part.text
            : uiLine(part.text, 'rtl'),
      }))
    : parts.map((part) => (part.remote ? { ...part, text: visualLine(part.text, 'ltr') } : part));
  const used = textWidth(joinTerminalText(drawn.map((part) => part.text)));
  const pad = rtl && used < width ? terminalText(' '.repeat(width - used)) : null;
  return (
    <SafeText>
      {pad}
      {drawn.map(({ text, asIs: _, mark: __, remote: ___, ...style }, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
        <SafeText key={i} {...style}>
          {text}
        </SafeText>
      ))}
    </SafeText>
  );
}

/** A line of the interface's own words, at the left edge or, right to left, at the right. */
export function UiLine(props: Omit<UiPart, 'asIs'> & { width: number }) {
  const { width, ...part } = props;
  return <UiRow parts={[part]} width={width} />;
}

/**
 * A page of lines with a 2-column margin where lines start: at the left, or right to left at
 * the right with the lines flush right (the sign-in pages).
 */
export function UiPage({ height, children }: { height: number; children?: ReactNode }) {
  const rtl = useDirection() === 'rtl';
  return (
    <Box
      flexDirection="column"
      height={height}
      paddingTop={1}
      {...(rtl ? { paddingRight: 2, alignItems: 'flex-end' } : { paddingLeft: 2 })}
    >
      {children}
    </Box>
  );
}
