import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useDirection, useServices } from '../../app-context';
import { FormRow } from '../../components/form-row';
import { SafeText } from '../../components/safe-text';
import { terminalText } from '../../layout/terminal-text';
import { uiLine } from '../../layout/ui-direction';
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
  const direction = useDirection();
  return (
    <Box
      flexDirection="column"
      width={Math.max(20, props.width - 4)}
      {...(direction === 'rtl' ? { alignItems: 'flex-end' } : {})}
    >
      <SafeText bold>
        {uiLine(t(recovery ? 'login.heading.recovery' : 'login.heading.totp'), direction)}
      </SafeText>
      {flow.username ? (
        <SafeText dimColor>
          {uiLine(t('login.mfa_for', { name: flow.username }), direction)}
        </SafeText>
      ) : null}
      <SafeText>{terminalText(' ')}</SafeText>
      <FormRow
        label={label}
        state={props.code}
        labelWidth={labelWidth}
        fieldWidth={Math.max(8, props.fieldWidth - (labelWidth - props.labelWidth))}
        current
        busy={props.busy}
      />
    </Box>
  );
});
