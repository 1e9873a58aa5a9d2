import { terminalText } from '../layout/terminal-text';
import { graphemes, textWidth } from '../layout/text-width';
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
  const shown = mask ? mask.repeat(graphemes(state.value).length) : state.value;
  // The cursor offset in the shown text: masked text has one mask per grapheme.
  const cursor = mask
    ? graphemes(state.value.slice(0, state.cursor)).length * mask.length
    : state.cursor;
  if (shown === '' && !focused && props.placeholder) {
    return <SafeText dimColor>{terminalText(props.placeholder)}</SafeText>;
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
