import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useServices } from '../../app-context';
import { SafeText } from '../../components/safe-text';
import { TextField } from '../../components/text-field';
import { terminalText } from '../../layout/terminal-text';
import { padToWidth, truncateToWidth } from '../../layout/text-width';
import type { EditState } from '../../model/text-edit';

interface MfaFieldProps {
  code: EditState;
  width: number;
  labelWidth: number;
  fieldWidth: number;
  busy: boolean;
}

/**
 * Spec part 1 §2 two-factor forms in the terminal: the authentication-code form or the
 * recovery-code form (the auth flow's strategy), for the account whose password was right.
 * The login screen handles the keys (login.submit, login.mfa_switch, login.mfa_cancel).
 */
export const MfaField = observer(function MfaField(props: MfaFieldProps) {
  const { root, t } = useServices();
  const flow = root.session.authFlow;
  const recovery = flow.strategy === 'recovery';
  const label = t(recovery ? 'login.recovery_code' : 'login.authentication_code');
  // Room for "Authentication code" (the password form's labels are shorter).
  const labelWidth = Math.max(props.labelWidth, 22);
  return (
    <Box flexDirection="column" width={Math.max(20, props.width - 4)}>
      <SafeText bold>{t(recovery ? 'login.heading.recovery' : 'login.heading.totp')}</SafeText>
      {flow.username ? (
        <SafeText dimColor>{t('login.mfa_for', { name: flow.username })}</SafeText>
      ) : null}
      <SafeText>{terminalText(' ')}</SafeText>
      <Box>
        <SafeText color="cyan">
          {terminalText('> ')}
          {padToWidth(truncateToWidth(label, labelWidth - 2), labelWidth)}
        </SafeText>
        <TextField
          state={props.code}
          width={Math.max(8, props.fieldWidth - (labelWidth - props.labelWidth))}
          focused={!props.busy}
          disabled={props.busy}
        />
      </Box>
    </Box>
  );
});
