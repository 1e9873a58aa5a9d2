import { Box, type Key } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { PasswordResetStore } from '../../../../core/model/password-reset';
import type { KeyActionId } from '../../../../shared/keymap';
import { safeLine } from '../../../../shared/text/terminal-safe';
import { useServices } from '../../app-context';
import { FormRow } from '../../components/form-row';
import { SafeText } from '../../components/safe-text';
import { UiLine, UiPage } from '../../components/ui-row';
import { useKeyActions } from '../../hooks/use-key-actions';
import { terminalText } from '../../layout/terminal-text';
import { truncateToWidth } from '../../layout/text-width';
import { editLine } from '../../model/line-input';
import { emptyEdit } from '../../model/text-edit';
import { useServerProbe } from './use-server-probe';

export interface PasswordResetScreenProps {
  server: string;
  /** Spec §8: the login was refused with password_reset_required. */
  required: boolean;
  width: number;
  height: number;
  onBack: () => void;
}

/**
 * Forgot password (spec part 1 §4, §5, §8): the email goes to the server, which mails a
 * reset link. Idle / pending / success (204: "Check your email …") / throttled (429) /
 * error; the form only when the server's mailer is enabled. Esc goes back to the login.
 */
export const PasswordResetScreen = observer(function PasswordResetScreen(
  props: PasswordResetScreenProps,
) {
  const { root, t, keyLabel } = useServices();
  const { probe, error: badServer } = useServerProbe(props.server);
  const [store] = useState(() => new PasswordResetStore(() => probe!.client, root.ports.logger));
  // Observable, not React state: keys arrive faster than renders.
  const [email] = useState(() => observable.box(emptyEdit));
  const loaded = probe?.state === 'loaded';
  const mailer = probe?.instance.mailerEnabled ?? false;
  const pending = store.state === 'pending';
  const canType = loaded && mailer && !pending && store.state !== 'success';

  const onAction = (action: KeyActionId) => {
    if (action === 'login.mfa_cancel') return props.onBack();
    if (action === 'login.submit' && canType) void store.request(email.get().value);
  };
  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    if (!canType) return;
    const edited = editLine(email.get(), input, key, chords);
    if (!edited) return;
    runInAction(() => email.set(edited));
    if (store.state !== 'idle') store.dismiss();
  };
  useKeyActions(['login'], onAction, { isActive: true, onOtherInput });

  const line = (text: ReturnType<typeof t>, color?: string) => (
    <SafeText color={color}>{truncateToWidth(text, props.width - 4)}</SafeText>
  );
  const title = `${t('tui.app_name')} — ${t('password_reset.password_reset')} (${safeLine(props.server)})`;
  const back = keyLabel('login.mfa_cancel');
  let body: React.ReactNode;
  if (badServer || !probe) {
    body = line(t('login.error.generic'), 'red');
  } else if (!loaded) {
    body = line(t('general.loading'), 'yellow');
  } else if (!mailer) {
    body = line(
      t(
        props.required
          ? 'password_reset.password_reset_required_but_mailer_is_disabled'
          : 'password_reset.password_reset_disabled',
      ),
      'yellow',
    );
  } else if (store.state === 'success') {
    body = line(t('password_reset.check_email'), 'green');
  } else {
    body = (
      <>
        {props.required ? line(t('password_reset.password_reset_required'), 'yellow') : null}
        <SafeText>{t('password_reset.instruction')}</SafeText>
        <SafeText>{terminalText(' ')}</SafeText>
        <FormRow
          label={t('registration.email')}
          state={email.get()}
          labelWidth={12}
          fieldWidth={Math.max(8, Math.min(60, props.width - 16))}
          current
          busy={pending}
        />
        <SafeText>{terminalText(' ')}</SafeText>
        {pending
          ? line(t('tui.password_reset.sending'), 'yellow')
          : store.state === 'throttled'
            ? line(t('password_reset.too_many_requests'), 'red')
            : store.state === 'error'
              ? line(
                  store.unreachable
                    ? t('login.error.network')
                    : t('tui.password_reset.error', { detail: store.detail }),
                  'red',
                )
              : null}
      </>
    );
  }
  return (
    <UiPage height={props.height}>
      <UiLine
        bold
        width={props.width - 2}
        text={truncateToWidth(terminalText(title), props.width - 2)}
      />
      <SafeText>{terminalText(' ')}</SafeText>
      <Box flexDirection="column" width={Math.max(20, props.width - 4)}>
        {body}
      </Box>
      <SafeText>{terminalText(' ')}</SafeText>
      <SafeText dimColor>
        {truncateToWidth(
          t(canType ? 'tui.password_reset.hint' : 'tui.register.done_hint', { back }),
          props.width - 2,
        )}
      </SafeText>
    </UiPage>
  );
});
