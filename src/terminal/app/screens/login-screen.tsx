import { Box, type Key } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { LoginErrorCode } from '../../../core';
import { BROWSER_LOGIN_CODES, classifyLoginError } from '../../../core/model/login-errors';
import type { TranslationKey } from '../../../shared/i18n';
import type { KeyActionId } from '../../../shared/keymap';
import { useServices } from '../app-context';
import { SafeText } from '../components/safe-text';
import { TextField } from '../components/text-field';
import { useKeyActions } from '../hooks/use-key-actions';
import { isTextInput } from '../keys/ink-chord';
import { type TerminalText, terminalText } from '../layout/terminal-text';
import { padToWidth, truncateToWidth } from '../layout/text-width';
import { type EditState, editOf, editWithChord, emptyEdit, insertText } from '../model/text-edit';
import { MfaField } from './login-mfa';

/** Spec part 1 §8: what each login failure says. */
export const LOGIN_ERROR_KEYS: Readonly<Record<LoginErrorCode, TranslationKey>> = {
  wrong_credentials: 'login.error.wrong_credentials',
  server_error: 'login.error.generic',
  network: 'login.error.network',
  mfa_required: 'tui.login.mfa_unsupported',
  password_grant_refused: 'login.error.password_grant_refused',
  token_without_user: 'login.error.token_without_user',
  code_rejected: 'login.error.code_rejected',
  mfa_invalid: 'login.error.mfa_invalid',
  password_reset_required: 'tui.login.password_reset_required',
};

const FIELDS = ['server', 'username', 'password'] as const;
type Field = (typeof FIELDS)[number];

export interface LoginScreenProps {
  /** The server the form starts with. */
  server?: string;
  width: number;
  height: number;
  /** Called once the core's sign-in sequence signed in and ran its start-up steps. */
  onSignedIn: () => void;
}

/**
 * Password login (spec part 1 "Login screen"). Inputs are disabled while logging in; after
 * a failure the error shows and the password field is focused again, emptied (the
 * terminal's stand-in for "refocused and selected").
 *
 * The other way in is the server's own sign-in page (authorization code, out-of-band):
 * chosen with `login.browser`, or taken by itself when the server refuses the password
 * grant. The address is shown and handed to the opener; the code is pasted back here.
 */
export const LoginScreen = observer(function LoginScreen(props: LoginScreenProps) {
  const { root, t, keyLabel, openUrl } = useServices();
  const [form] = useState(() =>
    observable({
      field: (props.server ? 'username' : 'server') as Field,
      server: editOf(props.server ?? ''),
      username: emptyEdit,
      password: emptyEdit,
      /** `browser`: the sign-in page is open and the code field takes the input. */
      mode: 'password' as 'password' | 'browser',
      code: emptyEdit,
      /** The two-factor code (when the auth flow awaits one). */
      mfaCode: emptyEdit,
      authorizeUrl: '',
      starting: false,
      /** Why the sign-in page could not be had (the session keeps no error for that). */
      startError: null as LoginErrorCode | null,
    }),
  );
  const busy = root.session.status === 'logging-in' || form.starting;
  const flow = root.session.authFlow;
  const mfa = flow.awaitingCode;

  const startBrowserLogin = async () => {
    const server = form.server.value.trim();
    if (server === '') {
      runInAction(() => (form.field = 'server'));
      return;
    }
    runInAction(() => {
      form.starting = true;
      form.startError = null;
    });
    try {
      const url = await root.session.beginBrowserLogin(server);
      runInAction(() => {
        form.mode = 'browser';
        form.authorizeUrl = url;
        form.code = emptyEdit;
      });
      openUrl(url);
    } catch (error) {
      runInAction(() => (form.startError = classifyLoginError(error).code));
    } finally {
      runInAction(() => (form.starting = false));
    }
  };

  const submitCode = async () => {
    if (form.code.value.trim() === '') return;
    const result = await root.signIn({
      method: 'code',
      server: form.server.value.trim(),
      returned: form.code.value,
    });
    if (result.ok) {
      props.onSignedIn();
      return;
    }
    runInAction(() => (form.code = emptyEdit));
  };

  /** Spec §4/§8: the code of the flow's strategy; a refused one is cleared. */
  const submitMfa = async () => {
    if (form.mfaCode.value.trim() === '') return;
    const result = await root.signIn({ method: 'mfa', code: form.mfaCode.value });
    if (result.ok) {
      props.onSignedIn();
      return;
    }
    runInAction(() => (form.mfaCode = emptyEdit));
  };

  const submit = async () => {
    if (mfa) return submitMfa();
    if (form.mode === 'browser') return submitCode();
    const missing = FIELDS.find((f) => form[f].value.trim() === '');
    if (missing) {
      runInAction(() => (form.field = missing));
      return;
    }
    const result = await root.signIn({
      method: 'password',
      server: form.server.value.trim(),
      username: form.username.value.trim(),
      password: form.password.value,
    });
    if (result.ok) {
      props.onSignedIn();
      return;
    }
    runInAction(() => {
      form.password = emptyEdit;
      form.field = 'password';
    });
    const code = root.session.loginError?.code;
    // The server will not take a password from an app: go on on its own page at once.
    if (code && BROWSER_LOGIN_CODES.includes(code)) await startBrowserLogin();
  };

  const onAction = (action: KeyActionId) => {
    if (busy) return;
    const at = FIELDS.indexOf(form.field);
    if (mfa) {
      if (action === 'login.submit') void submit();
      else if (action === 'login.mfa_switch' || action === 'login.mfa_cancel') {
        root.session.clearLoginError();
        runInAction(() => (form.mfaCode = emptyEdit));
        if (action === 'login.mfa_cancel') flow.cancel();
        else if (flow.strategy === 'recovery') flow.switchToTotp();
        else flow.switchToRecovery();
      }
      return;
    }
    switch (action) {
      case 'login.submit':
        void submit();
        return;
      case 'login.browser':
        if (form.mode === 'browser') runInAction(() => (form.mode = 'password'));
        else void startBrowserLogin();
        return;
      case 'login.next_field':
        if (form.mode === 'browser') return;
        runInAction(() => (form.field = FIELDS[(at + 1) % FIELDS.length]!));
        return;
      case 'login.prev_field':
        if (form.mode === 'browser') return;
        runInAction(() => (form.field = FIELDS[(at + FIELDS.length - 1) % FIELDS.length]!));
        return;
    }
  };

  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    if (busy) return;
    const target = mfa ? 'mfaCode' : form.mode === 'browser' ? 'code' : form.field;
    const current: EditState = form[target];
    let next =
      chords.length === 1
        ? editWithChord(current, chords[0]!, { multiline: false, width: 80 })
        : undefined;
    if (!next && isTextInput(input, key)) next = insertText(current, input, false);
    if (!next) return;
    const edited = next;
    runInAction(() => {
      form[target] = edited;
      form.startError = null;
    });
    // The reason for the sign-in page stays up while its code is typed.
    if (root.session.loginError && form.mode === 'password' && !mfa) root.session.clearLoginError();
  };

  useKeyActions(['login'], onAction, { isActive: true, onOtherInput });

  const error = root.session.loginError?.code ?? form.startError;
  const browserKey = keyLabel('login.browser');
  const detail = root.session.loginError?.detail ?? '';
  const errorText = error
    ? t(LOGIN_ERROR_KEYS[error], { key: browserKey, detail })
    : terminalText('');
  const labelWidth = 12;
  const fieldWidth = Math.max(8, Math.min(60, props.width - labelWidth - 4));
  const label = (field: Field) =>
    padToWidth(
      truncateToWidth(
        field === 'server' ? t('tui.login.server') : t(`login.${field}`),
        labelWidth - 2,
      ),
      labelWidth,
    );
  return (
    <Box flexDirection="column" height={props.height} paddingLeft={2} paddingTop={1}>
      <SafeText bold>
        {truncateToWidth(
          terminalText(`${t('tui.app_name')} — ${t('tui.login.title')}`),
          props.width - 2,
        )}
      </SafeText>
      <SafeText>{terminalText(' ')}</SafeText>
      {mfa ? (
        <MfaField
          code={form.mfaCode}
          width={props.width}
          labelWidth={labelWidth}
          fieldWidth={fieldWidth}
          busy={busy}
        />
      ) : form.mode === 'browser' ? (
        <BrowserSignIn
          url={form.authorizeUrl}
          code={form.code}
          width={props.width}
          labelWidth={labelWidth}
          fieldWidth={fieldWidth}
          busy={busy}
          reason={error && BROWSER_LOGIN_CODES.includes(error) ? errorText : null}
        />
      ) : (
        FIELDS.map((field) => (
          <Box key={field}>
            <SafeText color={form.field === field ? 'cyan' : undefined}>
              {terminalText(form.field === field ? '> ' : '  ')}
              {terminalText(label(field))}
            </SafeText>
            <TextField
              state={form[field]}
              width={fieldWidth}
              focused={form.field === field && !busy}
              disabled={busy}
              mask={field === 'password' ? '*' : undefined}
            />
          </Box>
        ))
      )}
      <SafeText>{terminalText(' ')}</SafeText>
      {form.starting ? (
        <SafeText color="yellow">{t('tui.login.browser_starting')}</SafeText>
      ) : busy ? (
        <SafeText color="yellow">{t('tui.login.logging_in')}</SafeText>
      ) : error && !(form.mode === 'browser' && BROWSER_LOGIN_CODES.includes(error)) ? (
        <SafeText color="red">{errorText}</SafeText>
      ) : mfa ? (
        <SafeText dimColor>
          {truncateToWidth(
            t('tui.login.mfa_hint', {
              switch: keyLabel('login.mfa_switch'),
              cancel: keyLabel('login.mfa_cancel'),
              other: t(
                flow.strategy === 'recovery'
                  ? 'login.enter_two_factor_code'
                  : 'login.enter_recovery_code',
              ),
            }),
            props.width - 2,
          )}
        </SafeText>
      ) : form.mode === 'browser' ? (
        <SafeText dimColor>
          {truncateToWidth(t('tui.login.browser_hint', { key: browserKey }), props.width - 2)}
        </SafeText>
      ) : (
        <>
          <SafeText dimColor>{truncateToWidth(t('tui.login.hint'), props.width - 2)}</SafeText>
          <SafeText dimColor>
            {truncateToWidth(t('tui.login.browser_option', { key: browserKey }), props.width - 2)}
          </SafeText>
        </>
      )}
    </Box>
  );
});

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
function BrowserSignIn(props: BrowserSignInProps) {
  const { t } = useServices();
  return (
    <Box flexDirection="column" width={Math.max(20, props.width - 4)}>
      {props.reason ? <SafeText color="yellow">{props.reason}</SafeText> : null}
      <SafeText>{t('tui.login.browser_steps')}</SafeText>
      <SafeText color="cyan">{terminalText(props.url)}</SafeText>
      <SafeText>{terminalText(' ')}</SafeText>
      <Box>
        <SafeText color="cyan">
          {terminalText('> ')}
          {padToWidth(truncateToWidth(t('tui.login.code'), props.labelWidth - 2), props.labelWidth)}
        </SafeText>
        <TextField
          state={props.code}
          width={props.fieldWidth}
          focused={!props.busy}
          disabled={props.busy}
        />
      </Box>
    </Box>
  );
}
