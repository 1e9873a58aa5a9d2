import { Box } from 'ink';
import { useDirection } from '../app-context';
import { editorLayout } from '../layout/editor-rows';
import { terminalText } from '../layout/terminal-text';
import type { EditState } from '../model/text-edit';
import { SafeText } from './safe-text';

export interface TextAreaProps {
  state: EditState;
  width: number;
  height: number;
  focused: boolean;
}

/**
 * A multi-line editor view: rows wrap before a word that does not fit, and only the rows
 * around the cursor that fit `height` are drawn. Each row is drawn in visual order in its
 * paragraph's direction (Arabic reads from the right, an `@address` or a web address inside
 * it left to right), at the right edge in a right-to-left interface when the paragraph is
 * right-to-left; the cursor is an inverse cell on its letter.
 */
export function TextArea(props: TextAreaProps) {
  const { state, width, height, focused } = props;
  const layout = editorLayout(state, width, useDirection(), focused);
  const { rows, cursorRow } = layout;
  const first = Math.max(0, Math.min(cursorRow - height + 1, rows.length - height));
  const start = Math.max(0, Math.min(first, cursorRow));
  const visible = rows.slice(start, start + height).map((_, i) => layout.draw(start + i));
  return (
    <Box flexDirection="column" height={height}>
      {visible.map((row, i) => {
        const rowIndex = start + i;
        const pad = ' '.repeat(row.pad);
        const text = (from: number, to?: number) =>
          terminalText(
            row.cells
              .slice(from, to)
              .map((c) => c.text)
              .join(''),
          );
        if (row.cursor < 0) {
          const line = pad + text(0);
          return <SafeText key={rowIndex}>{terminalText(line === '' ? ' ' : line)}</SafeText>;
        }
        return (
          <SafeText key={rowIndex}>
            {terminalText(pad)}
            {text(0, row.cursor)}
            <SafeText inverse>{text(row.cursor, row.cursor + 1)}</SafeText>
            {text(row.cursor + 1)}
          </SafeText>
        );
      })}
    </Box>
  );
}
