import { Box, type Key, Text } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { LoginErrorCode } from '../../../core';
import type { TranslationKey } from '../../../shared/i18n';
import type { KeyActionId } from '../../../shared/keymap';
import { useServices } from '../app-context';
import { TextField } from '../components/text-field';
import { useKeyActions } from '../hooks/use-key-actions';
import { isTextInput } from '../keys/ink-chord';
import { padToWidth, truncateToWidth } from '../layout/text-width';
import { type EditState, editOf, editWithChord, emptyEdit, insertText } from '../model/text-edit';

/** Spec part 1 §8: what each login failure says. */
export const LOGIN_ERROR_KEYS: Readonly<Record<LoginErrorCode, TranslationKey>> = {
  wrong_credentials: 'login.error.wrong_credentials',
  server_error: 'login.error.generic',
  network: 'login.error.network',
  mfa_required: 'tui.login.mfa_unsupported',
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
 */
export const LoginScreen = observer(function LoginScreen(props: LoginScreenProps) {
  const { root, t } = useServices();
  const [form] = useState(() =>
    observable({
      field: (props.server ? 'username' : 'server') as Field,
      server: editOf(props.server ?? ''),
      username: emptyEdit,
      password: emptyEdit,
    }),
  );
  const busy = root.session.status === 'logging-in';

  const submit = async () => {
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
  };

  const onAction = (action: KeyActionId) => {
    if (busy) return;
    const at = FIELDS.indexOf(form.field);
    switch (action) {
      case 'login.submit':
        void submit();
        return;
      case 'login.next_field':
        runInAction(() => (form.field = FIELDS[(at + 1) % FIELDS.length]!));
        return;
      case 'login.prev_field':
        runInAction(() => (form.field = FIELDS[(at + FIELDS.length - 1) % FIELDS.length]!));
        return;
    }
  };

  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    if (busy) return;
    const current: EditState = form[form.field];
    let next =
      chords.length === 1
        ? editWithChord(current, chords[0]!, { multiline: false, width: 80 })
        : undefined;
    if (!next && isTextInput(input, key)) next = insertText(current, input, false);
    if (!next) return;
    const edited = next;
    runInAction(() => {
      form[form.field] = edited;
    });
    if (root.session.loginError) root.session.clearLoginError();
  };

  useKeyActions(['login'], onAction, { isActive: true, onOtherInput });

  const error = root.session.loginError;
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
      <Text bold>
        {truncateToWidth(`${t('tui.app_name')} — ${t('tui.login.title')}`, props.width - 2)}
      </Text>
      <Text> </Text>
      {FIELDS.map((field) => (
        <Box key={field}>
          <Text color={form.field === field ? 'cyan' : undefined}>
            {form.field === field ? '> ' : '  '}
            {label(field)}
          </Text>
          <TextField
            state={form[field]}
            width={fieldWidth}
            focused={form.field === field && !busy}
            disabled={busy}
            mask={field === 'password' ? '*' : undefined}
          />
        </Box>
      ))}
      <Text> </Text>
      {busy ? (
        <Text color="yellow">{t('tui.login.logging_in')}</Text>
      ) : error ? (
        <Text color="red">{t(LOGIN_ERROR_KEYS[error.code])}</Text>
      ) : (
        <Text dimColor>{truncateToWidth(t('tui.login.hint'), props.width - 2)}</Text>
      )}
    </Box>
  );
});
