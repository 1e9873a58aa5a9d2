import { Box } from 'ink';
import { terminalText } from '../layout/terminal-text';
import { graphemes } from '../layout/text-width';
import { type EditState, layoutEditor } from '../model/text-edit';
import { SafeText } from './safe-text';

export interface TextAreaProps {
  state: EditState;
  width: number;
  height: number;
  focused: boolean;
}

/**
 * A multi-line editor view: rows wrap between graphemes, and only the rows around the
 * cursor that fit `height` are drawn.
 */
export function TextArea(props: TextAreaProps) {
  const { state, width, height, focused } = props;
  const { rows, cursorRow } = layoutEditor(state, width);
  const first = Math.max(0, Math.min(cursorRow - height + 1, rows.length - height));
  const start = Math.max(0, Math.min(first, cursorRow));
  const visible = rows.slice(start, start + height);
  return (
    <Box flexDirection="column" height={height}>
      {visible.map((row, i) => {
        const rowIndex = start + i;
        if (!focused || rowIndex !== cursorRow) {
          return (
            <SafeText key={rowIndex}>{terminalText(row.text === '' ? ' ' : row.text)}</SafeText>
          );
        }
        const offset = state.cursor - row.start;
        const before = state.value.slice(row.start, row.start + offset);
        const [at = ' ', ...after] = graphemes(state.value.slice(row.start + offset, row.end));
        return (
          <SafeText key={rowIndex}>
            {terminalText(before)}
            <SafeText inverse>{terminalText(at)}</SafeText>
            {terminalText(after.join(''))}
          </SafeText>
        );
      })}
    </Box>
  );
}
