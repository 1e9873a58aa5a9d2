import { Box } from 'ink';
import type { Direction } from '../layout/bidi';
import { type TerminalText, terminalText } from '../layout/terminal-text';
import { uiLine } from '../layout/ui-direction';
import { SafeText } from './safe-text';

export interface SectionTab {
  tab: string;
  /** ` Title (3) ` with its blank on either side. */
  label: string;
  current: boolean;
}

const SPACE = terminalText(' ');

/**
 * The sections of a screen on one line (a profile's statuses / follows / …, search's
 * statuses / people / hashtags), the current one highlighted, and a dim note after them.
 * Right to left (issue 14) the first section is at the right edge and each title reads
 * from the right; the note is at the left.
 */
export function SectionTabs(props: {
  tabs: readonly SectionTab[];
  after?: TerminalText;
  direction: Direction;
  width: number;
}) {
  const { tabs, after, direction } = props;
  const items = tabs.map((item) => (
    <SafeText key={item.tab} inverse={item.current} bold={item.current}>
      {uiLine(terminalText(item.label), direction)}
    </SafeText>
  ));
  if (direction !== 'rtl')
    return (
      <SafeText wrap="truncate-end">
        {SPACE}
        {items}
        {after ? <SafeText dimColor>{after}</SafeText> : null}
      </SafeText>
    );
  return (
    <Box justifyContent="flex-end" flexShrink={0} width={props.width}>
      <SafeText wrap="truncate-start">
        {after ? <SafeText dimColor>{uiLine(after, 'rtl')}</SafeText> : null}
        {items.reverse()}
        {SPACE}
      </SafeText>
    </Box>
  );
}
