import { Box } from 'ink';
import type { LineTone, StatusLine } from '../layout/status-layout';
import { joinTerminalText, type TerminalText, terminalText } from '../layout/terminal-text';
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

/** Lines each drawn against the right edge of their box (a right-to-left reading starts there). */
export function EndAligned({
  lines,
  color,
  bold,
}: {
  lines: readonly TerminalText[];
  color?: string;
  bold?: boolean;
}) {
  return (
    <>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
        <Box key={i} justifyContent="flex-end" flexShrink={0}>
          <SafeText color={color} bold={bold}>
            {line}
          </SafeText>
        </Box>
      ))}
    </>
  );
}

/**
 * A muted status collapsed to its line, or a deleted status's placeholder: one faint line
 * and the extra lines under it; mirrored (marker and indentation on the right) when `rtl`.
 */
export function CollapsedStatus(props: {
  text: TerminalText;
  selected: boolean;
  indent: number;
  after: readonly TerminalText[];
  rtl?: boolean;
}) {
  const { text, selected, indent, after, rtl } = props;
  return (
    <Box
      flexDirection="column"
      flexShrink={0}
      paddingLeft={rtl ? 0 : indent}
      paddingRight={rtl ? indent : 0}
      marginBottom={1}
    >
      <Box flexShrink={0} flexDirection={rtl ? 'row-reverse' : 'row'}>
        <Marker selected={selected} rtl={rtl} />
        <SafeText dimColor={!selected}>{text}</SafeText>
      </Box>
      {after.length > 0 &&
        (rtl ? (
          <Box flexDirection="column" paddingRight={GUTTER} flexShrink={0}>
            <EndAligned lines={after} color="gray" />
          </Box>
        ) : (
          <Box paddingLeft={GUTTER} flexShrink={0}>
            <SafeText dimColor>{joinTerminalText(after, NEWLINE)}</SafeText>
          </Box>
        ))}
    </Box>
  );
}
