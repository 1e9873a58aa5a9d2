import { Box } from 'ink';
import { useDirection, useServices } from '../../app-context';
import { FormRow } from '../../components/form-row';
import { SafeText } from '../../components/safe-text';
import { type TerminalText, terminalText } from '../../layout/terminal-text';
import { uiLine } from '../../layout/ui-direction';
import type { EditState } from '../../model/text-edit';

interface BrowserSignInProps {
  url: string;
  code: EditState;
  width: number;
  labelWidth: number;
  fieldWidth: number;
  busy: boolean;
  /** Why the password form was left, when it was left on its own. */
  reason: TerminalText | null;
}

/** The sign-in page's address in full (it must be copyable) and the field for its code. */
export function BrowserSignIn(props: BrowserSignInProps) {
  const { t } = useServices();
  const direction = useDirection();
  return (
    <Box
      flexDirection="column"
      width={Math.max(20, props.width - 4)}
      {...(direction === 'rtl' ? { alignItems: 'flex-end' } : {})}
    >
      {props.reason ? <SafeText color="yellow">{uiLine(props.reason, direction)}</SafeText> : null}
      <SafeText>{uiLine(t('tui.login.browser_steps'), direction)}</SafeText>
      <SafeText color="cyan">{terminalText(props.url)}</SafeText>
      <SafeText>{terminalText(' ')}</SafeText>
      <FormRow
        label={t('tui.login.code')}
        state={props.code}
        labelWidth={props.labelWidth}
        fieldWidth={props.fieldWidth}
        current
        busy={props.busy}
      />
    </Box>
  );
}
