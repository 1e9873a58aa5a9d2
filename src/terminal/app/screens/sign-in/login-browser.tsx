import { Box } from 'ink';
import { useServices } from '../../app-context';
import { FormRow } from '../../components/form-row';
import { SafeText } from '../../components/safe-text';
import { type TerminalText, terminalText } from '../../layout/terminal-text';
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
  return (
    <Box flexDirection="column" width={Math.max(20, props.width - 4)}>
      {props.reason ? <SafeText color="yellow">{props.reason}</SafeText> : null}
      <SafeText>{t('tui.login.browser_steps')}</SafeText>
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
