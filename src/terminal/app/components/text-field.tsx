import { useDirection } from '../app-context';
import { RTL_LETTER, visualOrder } from '../layout/bidi';
import { terminalText } from '../layout/terminal-text';
import { graphemes, textWidth } from '../layout/text-width';
import { uiLine } from '../layout/ui-direction';
import type { EditState } from '../model/text-edit';
import { SafeText } from './safe-text';

export interface TextFieldProps {
  state: EditState;
  width: number;
  focused: boolean;
  /** Shown instead of each character (passwords). */
  mask?: string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A one-line input. When the text is wider than the field, the part around the cursor is
 * shown. The cursor is drawn as an inverse cell (the terminal's own cursor stays hidden).
 */
export function TextField(props: TextFieldProps) {
  const { state, width, focused, mask } = props;
  const direction = useDirection();
  const shown = mask ? mask.repeat(graphemes(state.value).length) : state.value;
  // The cursor offset in the shown text: masked text has one mask per grapheme.
  const cursor = mask
    ? graphemes(state.value.slice(0, state.cursor)).length * mask.length
    : state.cursor;
  if (shown === '' && !focused && props.placeholder) {
    return <SafeText dimColor>{uiLine(terminalText(props.placeholder), direction)}</SafeText>;
  }
  const room = Math.max(1, width - 1);
  let before = shown.slice(0, cursor);
  const rest = shown.slice(cursor);
  // Keep the cursor in view: drop graphemes from the left until what precedes it fits.
  if (textWidth(before) > room) {
    const parts = graphemes(before);
    while (parts.length > 0 && textWidth(parts.join('')) > room) parts.shift();
    before = parts.join('');
  }
  const [at = ' ', ...after] = graphemes(rest);
  let tail = '';
  let used = textWidth(before) + textWidth(at);
  for (const g of after) {
    const w = textWidth(g);
    if (used + w > width) break;
    tail += g;
    used += w;
  }
  // Right-to-left words typed (issue 14: Arabic in a chat or the shoutbox): the shown part
  // is drawn in visual order, in its own paragraph's direction, the cursor on its letter.
  if (!mask && RTL_LETTER.test(before + rest)) {
    return (
      <VisualField
        before={before}
        at={at}
        tail={tail}
        cursor={focused}
        atEnd={rest === ''}
        disabled={props.disabled}
      />
    );
  }
  if (!focused) {
    return (
      <SafeText dimColor={props.disabled}>
        {terminalText(before)}
        {terminalText(rest === '' ? '' : at)}
        {terminalText(tail)}
      </SafeText>
    );
  }
  return (
    <SafeText dimColor={props.disabled}>
      {terminalText(before)}
      <SafeText inverse>{terminalText(at)}</SafeText>
      {terminalText(tail)}
    </SafeText>
  );
}

/** The field's shown text in visual order: left of the cursor, the cursor's cell, right of it. */
function VisualField(props: {
  before: string;
  at: string;
  tail: string;
  cursor: boolean;
  /** The cursor is past the text (its cell is a blank, not a letter). */
  atEnd: boolean;
  disabled?: boolean;
}) {
  const { before, at, tail } = props;
  const cursorIndex = graphemes(before).length;
  const units = visualOrder(before + at + tail);
  const where = units.findIndex((u) => u.index === cursorIndex);
  const left = units.slice(0, Math.max(0, where)).map((u) => u.text);
  const right = units.slice(where + 1).map((u) => u.text);
  const cell = props.atEnd && !props.cursor ? '' : (units[where]?.text ?? '');
  return (
    <SafeText dimColor={props.disabled}>
      {terminalText(left.join(''))}
      {props.cursor ? <SafeText inverse>{terminalText(cell)}</SafeText> : terminalText(cell)}
      {terminalText(right.join(''))}
    </SafeText>
  );
}
