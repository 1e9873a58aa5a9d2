import { Box } from 'ink';
import type { TerminalText } from '../layout/terminal-text';
import { terminalText } from '../layout/terminal-text';
import { padToWidth, truncateToWidth } from '../layout/text-width';
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

/** A labelled one-line field of the sign-in pages (login, token, registration, password reset). */
export function FormRow(props: FormRowProps) {
  const label = padToWidth(truncateToWidth(props.label, props.labelWidth - 2), props.labelWidth);
  return (
    <Box flexDirection="column">
      <Box>
        <SafeText color={props.current ? 'cyan' : undefined}>
          {terminalText(props.current ? '> ' : '  ')}
          {label}
        </SafeText>
        <TextField
          state={props.state}
          width={props.fieldWidth}
          focused={props.current && !props.busy}
          disabled={props.busy}
          mask={props.mask}
        />
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
