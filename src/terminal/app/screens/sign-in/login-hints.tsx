import { observer } from 'mobx-react-lite';
import { safeLine } from '../../../../shared/text/terminal-safe';
import { useDirection, useServices } from '../../app-context';
import { SafeText } from '../../components/safe-text';
import type { TerminalText } from '../../layout/terminal-text';
import { truncateToWidth, wrapToWidth } from '../../layout/text-width';
import { uiLine } from '../../layout/ui-direction';

interface LoginHintsProps {
  width: number;
  mode: 'password' | 'browser' | 'token' | 'mfa';
  starting: boolean;
  busy: boolean;
  /** The failure to show (instead of the hints). */
  error: TerminalText | null;
  /** Adding an account: the one Esc goes back to. */
  backTo?: string;
}

/** The login form's last lines: progress, the failure, or the keys of the form shown. */
export const LoginHints = observer(function LoginHints(props: LoginHintsProps) {
  const { root, t, keyLabel } = useServices();
  // Right to left (issue 14) the page's lines sit at the right; each is read from the right.
  const direction = useDirection();
  const line = (text: TerminalText, dim = true) => (
    <SafeText dimColor={dim}>{uiLine(truncateToWidth(text, props.width - 2), direction)}</SafeText>
  );
  // Right to left a long sentence is wrapped here, each line in the order it is drawn (Ink
  // would wrap the drawn line, and its first row would hold the sentence's end).
  const said = (text: TerminalText, color: 'yellow' | 'red') =>
    direction === 'rtl' ? (
      <>
        {wrapToWidth(text, props.width - 4).map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
          <SafeText key={i} color={color}>
            {row}
          </SafeText>
        ))}
      </>
    ) : (
      <SafeText color={color}>{text}</SafeText>
    );
  if (props.starting) return said(t('tui.login.browser_starting'), 'yellow');
  if (props.busy) {
    const key = props.mode === 'token' ? 'tui.login.checking_token' : 'tui.login.logging_in';
    return said(t(key), 'yellow');
  }
  if (props.error) return said(props.error, 'red');
  const back = props.backTo
    ? line(t('tui.login.back', { key: keyLabel('login.mfa_cancel'), name: safeLine(props.backTo) }))
    : null;
  const flow = root.session.authFlow;
  switch (props.mode) {
    case 'mfa':
      return line(
        t('tui.login.mfa_hint', {
          switch: keyLabel('login.mfa_switch'),
          cancel: keyLabel('login.mfa_cancel'),
          other: t(
            flow.strategy === 'recovery'
              ? 'login.enter_two_factor_code'
              : 'login.enter_recovery_code',
          ),
        }),
      );
    case 'browser':
      return line(t('tui.login.browser_hint', { key: keyLabel('login.browser') }));
    case 'token':
      return (
        <>
          {line(t('tui.login.token_hint', { key: keyLabel('login.token') }))}
          {back}
        </>
      );
    case 'password':
      return (
        <>
          {line(t('tui.login.hint'))}
          {line(t('tui.login.browser_option', { key: keyLabel('login.browser') }))}
          {line(
            t('tui.login.pages', {
              register: keyLabel('login.register'),
              forgot: keyLabel('login.forgot'),
              token: keyLabel('login.token'),
            }),
          )}
          {back}
        </>
      );
  }
});
