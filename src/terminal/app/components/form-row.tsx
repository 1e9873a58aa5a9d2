import { Box } from 'ink';
import { useDirection } from '../app-context';
import type { TerminalText } from '../layout/terminal-text';
import { joinTerminalText, terminalText } from '../layout/terminal-text';
import { padToWidth, textWidth, truncateToWidth } from '../layout/text-width';
import { uiLine } from '../layout/ui-direction';
import type { EditState } from '../model/text-edit';
import { SafeText } from './safe-text';
import { TextField } from './text-field';

export interface FormRowProps {
  label: TerminalText;
  state: EditState;
  labelWidth: number;
  fieldWidth: number;
  /** The row the keys type into (marked with `>`). */
  current: boolean;
  busy: boolean;
  mask?: string;
  /** Shown under the field (a problem with its value). */
  problem?: TerminalText;
}

/**
 * A labelled one-line field of the sign-in pages (login, token, registration, password
 * reset) and the announcement form. Right to left (issue 14) the label is at the right with
 * its marker ` <`, the field to its left, and a problem under it ends at the right too.
 */
export function FormRow(props: FormRowProps) {
  const rtl = useDirection() === 'rtl';
  const label = padToWidth(truncateToWidth(props.label, props.labelWidth - 2), props.labelWidth);
  const mark = terminalText(props.current ? '> ' : '  ');
  const field = (
    <TextField
      state={props.state}
      width={props.fieldWidth}
      focused={props.current && !props.busy}
      disabled={props.busy}
      mask={props.mask}
    />
  );
  if (rtl) {
    const room = props.labelWidth + 2;
    const short = truncateToWidth(props.label, props.labelWidth - 2);
    const drawn = uiLine(joinTerminalText([mark, short]), 'rtl');
    return (
      <Box flexDirection="column" alignItems="flex-end">
        <Box flexDirection="row-reverse">
          <SafeText color={props.current ? 'cyan' : undefined}>
            {joinTerminalText([terminalText(' '.repeat(room - textWidth(drawn))), drawn])}
          </SafeText>
          {field}
        </Box>
        {props.problem ? (
          <SafeText color="red">
            {uiLine(props.problem, 'rtl')}
            {terminalText(' '.repeat(room))}
          </SafeText>
        ) : null}
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      <Box>
        <SafeText color={props.current ? 'cyan' : undefined}>
          {mark}
          {label}
        </SafeText>
        {field}
      </Box>
      {props.problem ? (
        <SafeText color="red">
          {terminalText(' '.repeat(props.labelWidth + 2))}
          {props.problem}
        </SafeText>
      ) : null}
    </Box>
  );
}
