import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { securityDetail } from '../../../../core/model/security-store';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import { SafeText } from '../../components/safe-text';
import { UiLine } from '../../components/ui-row';
import { useGlobalActions } from '../../hooks/use-global-actions';
import { useKeyActions } from '../../hooks/use-key-actions';
import { type TerminalText, terminalText } from '../../layout/terminal-text';
import { truncateToWidth } from '../../layout/text-width';
import { SecurityForm } from './security-form';
import { type PaneProps, problemText } from './security-forms';
import { TotpSetupForm } from './security-totp';

type Mode = 'status' | 'setup' | 'disable' | 'codes?';

/**
 * Two-factor authentication: on or off; `n` sets it up (the QR code, the key and its
 * otpauth:// address; a code from the app and the password turn it on; the backup codes
 * show once), `b` hands out new backup codes after y/n, `d` turns it off with the password.
 */
export const TwoFactorPane = observer(function TwoFactorPane(props: PaneProps) {
  const { t, keyLabel } = useServices();
  const { store } = props;
  const [mode, setMode] = useState<Mode>('status');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: TerminalText } | null>(null);
  const runGlobal = useGlobalActions();
  const fail = (error: unknown) =>
    setOutcome({
      ok: false,
      text: t('settings_modal.security.mfa_error', { detail: securityDetail(error) }),
    });

  const onAction = (action: KeyActionId) => {
    if (mode === 'codes?') {
      setMode('status');
      if (action === 'confirm.yes') void store.newCodes().then(() => setOutcome(null), fail);
      return;
    }
    if (action === 'security.back') {
      store.forgetCodes();
      props.onClose();
    } else if (action === 'security.add' && store.mfa === false) {
      setOutcome(null);
      void store.startSetup().then(() => setMode('setup'), fail);
    } else if (action === 'security.remove' && store.mfa) {
      setOutcome(null);
      setMode('disable');
    } else if (action === 'security.codes' && store.mfa) setMode('codes?');
    else runGlobal(action);
  };
  const own = mode === 'status' || mode === 'codes?';
  useKeyActions(mode === 'codes?' ? ['confirm'] : ['security', 'list', 'global'], onAction, {
    isActive: props.active && own,
  });

  const line = (text: TerminalText, color?: string) => (
    <UiLine color={color} width={props.width} text={truncateToWidth(text, props.width - 2)} />
  );
  const setup = store.setup;
  if (mode === 'setup' && setup) {
    return (
      <TotpSetupForm
        store={store}
        setup={setup}
        active={props.active}
        width={props.width}
        height={props.height}
        onDone={() => setMode('status')}
        onCancel={() => {
          store.cancelSetup();
          setMode('status');
        }}
      />
    );
  }
  if (mode === 'disable') {
    return (
      <SecurityForm
        title={t('settings_modal.security.mfa_disable')}
        fields={[
          { name: 'password', label: t('settings_modal.security.current_password'), secret: true },
        ]}
        check={(v) => problemText(t, v.password ? undefined : 'no_password')}
        onSubmit={async (v) => {
          await store.disableMfa(v.password ?? '');
          setMode('status');
          return undefined;
        }}
        failure={(detail) => t('settings_modal.security.mfa_error', { detail })}
        active={props.active}
        width={props.width}
        onClose={() => setMode('status')}
      />
    );
  }

  const status =
    store.loadErrors.mfa !== undefined
      ? t('tui_security.load_failed', { detail: store.loadErrors.mfa })
      : store.mfa === undefined
        ? t('general.loading')
        : t(store.mfa ? 'settings_modal.security.mfa_on' : 'settings_modal.security.mfa_off');
  const back = keyLabel('security.back');
  const hint =
    mode === 'codes?'
      ? t('tui_security.codes_question')
      : store.mfa
        ? t('tui_security.mfa_on_hint', {
            codes: keyLabel('security.codes'),
            remove: keyLabel('security.remove'),
            back,
          })
        : t('tui_security.mfa_off_hint', { add: keyLabel('security.add'), back });
  return (
    <Box flexDirection="column">
      <UiLine bold width={props.width} text={t('settings_modal.security.mfa')} />
      <SafeText>{terminalText(' ')}</SafeText>
      {line(status, store.mfa ? 'green' : undefined)}
      {store.codes.length > 0 ? (
        <>
          <SafeText>{terminalText(' ')}</SafeText>
          {line(t('settings_modal.security.mfa_codes'), 'yellow')}
          {line(t('tui_security.codes_once'), 'yellow')}
          {store.codes.map((code) => (
            <SafeText key={code}>{terminalText(`    ${code}`)}</SafeText>
          ))}
        </>
      ) : null}
      <SafeText>{terminalText(' ')}</SafeText>
      {outcome ? line(outcome.text, outcome.ok ? 'green' : 'red') : null}
      {line(hint, mode === 'codes?' ? 'yellow' : 'gray')}
    </Box>
  );
});
