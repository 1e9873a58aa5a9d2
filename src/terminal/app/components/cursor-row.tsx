import type { TerminalText } from '../layout/terminal-text';
import { terminalText } from '../layout/terminal-text';
import { type SafeChildren, SafeText } from './safe-text';

const MARK = terminalText('> ');
const NO_MARK = terminalText('  ');

/**
 * One row of a cursor list (settings, scheduled posts, drafts): the `> ` mark before the
 * selected row, its label in inverse, then whatever follows on the same line.
 */
export function CursorRow({
  selected,
  label,
  dim = false,
  children,
}: {
  selected: boolean;
  label: TerminalText;
  dim?: boolean;
  children?: SafeChildren;
}) {
  return (
    <SafeText>
      <SafeText color="cyan">{selected ? MARK : NO_MARK}</SafeText>
      <SafeText inverse={selected} dimColor={dim}>
        {label}
      </SafeText>
      {children}
    </SafeText>
  );
}
