import type { Key } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { LoginErrorCode } from '../../../../core';
import { BROWSER_LOGIN_CODES, classifyLoginError } from '../../../../core/model/login-errors';
import { type SignInRequest, signInBeside } from '../../../../core/model/sign-in';
import type { TranslationKey } from '../../../../shared/i18n';
import type { KeyActionId } from '../../../../shared/keymap';
import { useDirection, useServices } from '../../app-context';
import { FormRow } from '../../components/form-row';
import { SafeText } from '../../components/safe-text';
import { UiLine, UiPage } from '../../components/ui-row';
import { useKeyActions } from '../../hooks/use-key-actions';
import { terminalText } from '../../layout/terminal-text';
import { truncateToWidth } from '../../layout/text-width';
import { uiLine } from '../../layout/ui-direction';
import { editLine } from '../../model/line-input';
import { type EditState, editOf, emptyEdit } from '../../model/text-edit';
import { BrowserSignIn } from './login-browser';
import { LoginHints } from './login-hints';
import { MfaField } from './login-mfa';
import type { SignInPage } from './sign-in-pages';

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
  account_is_disabled: 'login.error.account_is_disabled',
  awaiting_approval: 'login.error.awaiting_approval',
  missing_confirmed_email: 'login.error.missing_confirmed_email',
};

/** The fields of each way in: the password form, or an access token (token mode). */
const FIELDS = {
  password: ['server', 'username', 'password'],
  token: ['server', 'token'],
} as const;
type Field = 'server' | 'username' | 'password' | 'token';
type Mode = 'password' | 'browser' | 'token';

export interface LoginScreenProps {
  /** The server the form starts with. */
  server?: string;
  width: number;
  height: number;
  /** Called once the core's sign-in sequence signed in and ran its start-up steps. */
  onSignedIn: () => void;
  /** Another sign-in page for the server in the form (registration, password reset). */
  onOpen: (page: Exclude<SignInPage, 'login'>, server: string) => void;
  /** Adding an account beside a signed-in one: Esc goes back to it (its key shown). */
  onBack?: () => void;
  backTo?: string;
}

/**
 * Login (spec part 1 "Login screen"). Inputs are disabled while logging in; after a failure
 * the error shows and the password field is focused again, emptied (the terminal's stand-in
 * for "refocused and selected").
 *
 * The other ways in: the server's own sign-in page (authorization code, out-of-band), chosen
 * with `login.browser` or taken by itself when the server refuses the password grant (the
 * code is pasted back here); or an access token pasted in token mode (`login.token`),
 * verified with the server before it is kept. Every one goes through the core's sign-in
 * sequence (beside a signed-in account when adding one: a failure returns to it).
 */
export const LoginScreen = observer(function LoginScreen(props: LoginScreenProps) {
  const { root, t, keyLabel, openUrl } = useServices();
  const direction = useDirection();
  const [form] = useState(() =>
    observable({
      field: (props.server ? 'username' : 'server') as Field,
      server: editOf(props.server ?? ''),
      // The last login's name once nobody is signed in (not when adding another account).
      username: root.session.isSignedIn ? emptyEdit : editOf(root.session.lastLoginName()),
      password: emptyEdit,
      token: emptyEdit,
      /** `browser`: the sign-in page is open and the code field takes the input. */
      mode: 'password' as Mode,
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
  const server = () => form.server.value.trim();
  const fields = form.mode === 'token' ? FIELDS.token : FIELDS.password;

  /** The server comes first: without one the cursor goes to its field. */
  const needServer = (): boolean => {
    if (server() !== '') return false;
    runInAction(() => (form.field = 'server'));
    return true;
  };

  const signIn = async (request: SignInRequest): Promise<boolean> => {
    const result = await signInBeside(root, request);
    if (result.ok) props.onSignedIn();
    return result.ok;
  };

  const startBrowserLogin = async () => {
    if (needServer()) return;
    runInAction(() => {
      form.starting = true;
      form.startError = null;
    });
    try {
      const url = await root.session.beginBrowserLogin(server());
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
    if (await signIn({ method: 'code', server: server(), returned: form.code.value })) return;
    runInAction(() => (form.code = emptyEdit));
  };

  /** Spec §4/§8: the code of the flow's strategy; a refused one is cleared. */
  const submitMfa = async () => {
    if (form.mfaCode.value.trim() === '') return;
    if (await signIn({ method: 'mfa', code: form.mfaCode.value })) return;
    runInAction(() => (form.mfaCode = emptyEdit));
  };

  /** Token mode: the token is verified (verify_credentials) before it is stored. */
  const submitToken = async () => {
    const missing = FIELDS.token.find((f) => form[f].value.trim() === '');
    if (missing) return runInAction(() => (form.field = missing));
    const token = form.token.value.trim();
    if (await signIn({ method: 'token', server: server(), token })) return;
    runInAction(() => (form.field = 'token'));
  };

  const submit = async () => {
    if (mfa) return submitMfa();
    if (form.mode === 'browser') return submitCode();
    if (form.mode === 'token') return submitToken();
    const missing = FIELDS.password.find((f) => form[f].value.trim() === '');
    if (missing) return runInAction(() => (form.field = missing));
    const request = {
      method: 'password',
      server: server(),
      username: form.username.value.trim(),
      password: form.password.value,
    } as const;
    if (await signIn(request)) return;
    runInAction(() => {
      form.password = emptyEdit;
      form.field = 'password';
    });
    const code = root.session.loginError?.code;
    // Spec §8 password_reset_required: on to the password reset.
    if (code === 'password_reset_required') props.onOpen('reset-required', server());
    // The server will not take a password from an app: go on on its own page at once.
    else if (code && BROWSER_LOGIN_CODES.includes(code)) await startBrowserLogin();
  };

  const switchMode = (mode: Mode) => {
    root.session.clearLoginError();
    runInAction(() => {
      form.mode = mode;
      form.startError = null;
      form.field = server() === '' ? 'server' : mode === 'token' ? 'token' : 'username';
    });
  };

  const onAction = (action: KeyActionId) => {
    if (busy) return;
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
    const at = (fields as readonly Field[]).indexOf(form.field);
    const step = action === 'login.next_field' ? 1 : action === 'login.prev_field' ? -1 : 0;
    if (step !== 0 && form.mode !== 'browser') {
      runInAction(() => (form.field = fields[(at + step + fields.length) % fields.length]!));
      return;
    }
    switch (action) {
      case 'login.submit':
        return void submit();
      case 'login.browser':
        return form.mode === 'browser' ? switchMode('password') : void startBrowserLogin();
      case 'login.token':
        return switchMode(form.mode === 'token' ? 'password' : 'token');
      case 'login.register':
      case 'login.forgot':
        if (needServer()) return;
        root.session.clearLoginError();
        return props.onOpen(action === 'login.register' ? 'register' : 'reset', server());
      case 'login.mfa_cancel':
        if (form.mode !== 'password') return switchMode('password');
        return props.onBack?.();
    }
  };

  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    if (busy) return;
    const target = mfa ? 'mfaCode' : form.mode === 'browser' ? 'code' : form.field;
    const edited = editLine(form[target], input, key, chords);
    if (!edited) return;
    runInAction(() => {
      form[target] = edited;
      form.startError = null;
    });
    // The reason for the sign-in page stays up while its code is typed.
    if (root.session.loginError && form.mode !== 'browser' && !mfa) root.session.clearLoginError();
  };

  useKeyActions(['login'], onAction, { isActive: true, onOtherInput });

  const error = root.session.loginError?.code ?? form.startError;
  const browserKey = keyLabel('login.browser');
  const detail = root.session.loginError?.detail ?? '';
  // A token the server answered no to (401, 403, 422 …) is no "wrong username or password".
  const tokenRefused = form.mode === 'token' && error !== null && error !== 'network';
  const errorText = tokenRefused
    ? t('tui.login.token_rejected')
    : error
      ? t(LOGIN_ERROR_KEYS[error], { key: browserKey, detail })
      : null;
  const labelWidth = 12;
  const fieldWidth = Math.max(8, Math.min(60, props.width - labelWidth - 4));
  const label = (field: Field) =>
    t(
      field === 'server'
        ? 'tui.login.server'
        : field === 'token'
          ? 'tui.login.token'
          : `login.${field}`,
    );
  const title = props.backTo ? t('tui.login.add_title') : t('tui.login.title');
  return (
    <UiPage height={props.height}>
      <UiLine
        bold
        width={props.width - 2}
        text={truncateToWidth(terminalText(`${t('tui.app_name')} — ${title}`), props.width - 2)}
      />
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
        <>
          {form.mode === 'token' ? (
            <SafeText>{uiLine(t('tui.login.token_steps'), direction)}</SafeText>
          ) : null}
          {fields.map((field) => (
            <FormRow
              key={field}
              label={label(field)}
              state={form[field] as EditState}
              labelWidth={labelWidth}
              fieldWidth={fieldWidth}
              current={form.field === field}
              busy={busy}
              mask={field === 'password' || field === 'token' ? '*' : undefined}
            />
          ))}
        </>
      )}
      <SafeText>{terminalText(' ')}</SafeText>
      <LoginHints
        width={props.width}
        mode={mfa ? 'mfa' : form.mode}
        starting={form.starting}
        busy={busy}
        error={
          error && !(form.mode === 'browser' && BROWSER_LOGIN_CODES.includes(error))
            ? errorText
            : null
        }
        backTo={props.backTo}
      />
    </UiPage>
  );
});
