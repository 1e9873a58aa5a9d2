import { observer } from 'mobx-react-lite';
import { safeLine } from '../../../../shared/text/terminal-safe';
import { useServices } from '../../app-context';
import { SafeText } from '../../components/safe-text';
import type { TerminalText } from '../../layout/terminal-text';
import { truncateToWidth } from '../../layout/text-width';

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
  const line = (text: TerminalText, dim = true) => (
    <SafeText dimColor={dim}>{truncateToWidth(text, props.width - 2)}</SafeText>
  );
  if (props.starting) return <SafeText color="yellow">{t('tui.login.browser_starting')}</SafeText>;
  if (props.busy) {
    const key = props.mode === 'token' ? 'tui.login.checking_token' : 'tui.login.logging_in';
    return <SafeText color="yellow">{t(key)}</SafeText>;
  }
  if (props.error) return <SafeText color="red">{props.error}</SafeText>;
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
