import { Box } from 'ink';
import type { LineTone, StatusLine } from '../layout/status-layout';
import { type TerminalText, terminalText } from '../layout/terminal-text';
import { SafeText } from './safe-text';

/** What each kind of status line is drawn in. */
export const TONE_COLOR: Readonly<Record<LineTone, string | undefined>> = {
  repeat: 'green',
  meta: 'gray',
  cw: 'yellow',
  body: undefined,
  media: 'cyan',
  hint: 'gray',
  quote: 'gray',
  card: 'blue',
  poll: 'magenta',
  reaction: 'yellow',
  muted: 'gray',
};

export const NEWLINE = terminalText('\n');
const MARKER = terminalText('>');
const MARKER_RTL = terminalText('<');

/** Gutter columns before each item: the cursor marker and a space. */
export const GUTTER = 2;

/**
 * The gutter: `>` on the selected item; nothing (blank columns) on the others. A
 * right-to-left interface has it at the right edge, pointing left (`<`).
 */
export function Marker({
  selected,
  faint,
  rtl,
}: {
  selected: boolean;
  faint?: boolean;
  rtl?: boolean;
}) {
  return (
    <Box width={GUTTER} flexShrink={0} justifyContent={rtl ? 'flex-end' : 'flex-start'}>
      {selected && (
        <SafeText color="cyan" bold dimColor={faint}>
          {rtl ? MARKER_RTL : MARKER}
        </SafeText>
      )}
    </Box>
  );
}

export interface ToneGroup {
  key: string;
  tone: LineTone;
  lines: TerminalText[];
}

// Consecutive lines of one tone become one Text node: fewer nodes for Ink to lay out.
export function groupByTone(lines: readonly StatusLine[]): ToneGroup[] {
  const groups: ToneGroup[] = [];
  lines.forEach((line, index) => {
    const last = groups[groups.length - 1];
    if (last && last.tone === line.tone) last.lines.push(line.text);
    else groups.push({ key: `${index}`, tone: line.tone, lines: [line.text] });
  });
  return groups;
}
