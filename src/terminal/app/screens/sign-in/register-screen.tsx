import { Box, type Key } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import { signUpAppToken } from '../../../../core/model/app-token';
import { RegistrationStore } from '../../../../core/model/registration';
import type { RegistrationField } from '../../../../core/model/registration-rules';
import { signInBeside } from '../../../../core/model/sign-in';
import { problemWords } from '../../../../shared/i18n/sign-up-problems';
import type { KeyActionId } from '../../../../shared/keymap';
import { safeLine } from '../../../../shared/text/terminal-safe';
import { useServices } from '../../app-context';
import { FormRow } from '../../components/form-row';
import { SafeText } from '../../components/safe-text';
import { UiLine, UiPage } from '../../components/ui-row';
import { useKeyActions } from '../../hooks/use-key-actions';
import { type TerminalText, terminalText } from '../../layout/terminal-text';
import { truncateToWidth } from '../../layout/text-width';
import { editLine } from '../../model/line-input';
import type { EditState } from '../../model/text-edit';
import { useServerProbe } from './use-server-probe';

export interface RegisterScreenProps {
  server: string;
  width: number;
  height: number;
  onBack: () => void;
  /** The server answered a token: the new account is signed in (and active). */
  onSignedIn: () => void;
}

/** Labels of the fields the terminal asks for (bio and languages are left to the web and CLI). */
const LABELS = {
  username: 'registration.username',
  fullname: 'registration.fullname',
  email: 'registration.email',
  password: 'registration.password',
  confirm: 'registration.password_confirm',
  birthday: 'registration.birthday',
  reason: 'registration.reason',
  captcha: 'registration.captcha',
} as const;
type AskedField = keyof typeof LABELS;

/**
 * Registration (spec part 1 §4, §5, §7, §8) on the server typed in the login form: the
 * server's rules decide the fields (email when activation is required, birthday with its
 * cut-off, reason when approval is required), `en_US` and `agreement: true` always go out
 * (the core's payload). A captcha of type kocaptcha is an address to open and an answer to
 * type; a native one (an image inside the answer) the terminal cannot show, which it says.
 * Pending disables the form; a failure lists the server's errors, keeps every value, and
 * brings a new captcha. A token signs the new account in beside any signed-in one.
 */
export const RegisterScreen = observer(function RegisterScreen(props: RegisterScreenProps) {
  const { root, t, keyLabel, openUrl } = useServices();
  const { probe, error: badServer } = useServerProbe(props.server, async () => {
    if (probe?.instance.signUpRules.open) await store.loadCaptcha();
  });
  const [store] = useState(
    () =>
      new RegistrationStore({
        client: () => probe!.client,
        rules: () => probe!.instance.signUpRules,
        now: () => root.ports.clock.now(),
        adoptToken: async (token) =>
          (await signInBeside(root, { method: 'token', server: probe!.server, token })).ok,
        logger: root.ports.logger,
        appToken: () =>
          signUpAppToken(root.session, probe!.server, probe!.client, root.ports.logger),
      }),
  );
  // Observable, not React state: keys arrive faster than renders.
  const [cursor] = useState(() => observable.box<AskedField>('username'));
  // Where the caret stands in each field (the values live in the store); at the end until
  // ←/→ move it, and back at the end when the store replaces a value with a shorter one.
  const [carets] = useState(() => observable.map<AskedField, number>());
  const editState = (name: AskedField): EditState => {
    const value = store.values[name];
    const caret = carets.get(name);
    return { value, cursor: caret === undefined || caret > value.length ? value.length : caret };
  };
  const field = cursor.get();
  const setField = (next: AskedField) => runInAction(() => cursor.set(next));
  const rules = probe ? store.rules : null;
  const captcha = store.captcha;
  const nativeCaptcha = captcha?.type === 'native';
  const fields: AskedField[] = ['username', 'fullname', 'email', 'password', 'confirm'];
  if (rules?.birthdayRequired) fields.push('birthday');
  if (rules?.reasonRequired) fields.push('reason');
  if (captcha?.type === 'kocaptcha') fields.push('captcha');
  const loaded = probe?.state === 'loaded';
  const pending = store.state === 'pending';
  const waiting = store.outcome?.kind === 'waiting';
  const form = loaded && rules?.open === true && !waiting;

  const submit = async () => {
    const outcome = await store.submit();
    if (outcome?.kind === 'signed-in') return props.onSignedIn();
    const problem = fields.find((f) => store.problemOf(f));
    if (problem) setField(problem);
  };
  const onAction = (action: KeyActionId) => {
    if (pending) return;
    if (action === 'login.mfa_cancel') return props.onBack();
    if (!form) return;
    const at = fields.indexOf(cursor.get());
    if (action === 'login.submit') void submit();
    else if (action === 'login.next_field') setField(fields[(at + 1) % fields.length]!);
    else if (action === 'login.prev_field')
      setField(fields[(at + fields.length - 1) % fields.length]!);
    else if (action === 'login.browser' && captcha?.type === 'kocaptcha') openUrl(captcha.url);
  };
  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    if (!form || pending) return;
    const target = cursor.get();
    const edited = editLine(editState(target), input, key, chords);
    if (!edited) return;
    runInAction(() => carets.set(target, edited.cursor));
    store.set(target, edited.value);
  };
  useKeyActions(['login'], onAction, { isActive: true, onOtherInput });

  const width = props.width - 4;
  const line = (text: TerminalText, color?: string, key?: string) => (
    <SafeText key={key} color={color}>
      {text}
    </SafeText>
  );
  const label = (name: AskedField): TerminalText => {
    const words = t(LABELS[name]);
    const optional = name === 'email' && !rules?.emailRequired;
    return optional ? terminalText(`${words} ${t('tui.register.optional')}`) : words;
  };
  const problem = (name: RegistrationField): TerminalText | undefined => {
    const found = store.problemOf(name);
    if (!found) return undefined;
    const words = problemWords(name, found);
    return t(words.key, words.params);
  };
  const server = safeLine(props.server);
  let body: ReactNode;
  if (badServer || !probe) body = line(t('login.error.generic'), 'red');
  else if (!loaded) body = line(t('tui.register.loading'), 'yellow');
  else if (!rules?.open) body = line(t('tui.register.closed', { server }), 'yellow');
  else if (waiting) {
    const message = store.outcome?.kind === 'waiting' ? store.outcome.message : '';
    body = line(message ? terminalText(message) : t('registration.waiting'), 'green');
  } else {
    body = (
      <>
        {fields.map((name) => (
          <FormRow
            key={name}
            label={label(name)}
            state={editState(name)}
            labelWidth={24}
            fieldWidth={Math.max(8, Math.min(50, width - 26))}
            current={field === name}
            busy={pending}
            mask={name === 'password' || name === 'confirm' ? '*' : undefined}
            problem={problem(name)}
          />
        ))}
        {rules.reasonRequired ? line(t('registration.reason_placeholder')) : null}
        {store.birthdayMax
          ? line(t('registration.validations.birthday_min_age', { date: store.birthdayMax }))
          : null}
        {captcha?.type === 'kocaptcha'
          ? line(
              t('tui.register.captcha_image', {
                url: safeLine(captcha.url),
                key: keyLabel('login.browser'),
              }),
            )
          : null}
        {nativeCaptcha
          ? line(
              t('tui.register.captcha_unsupported', {
                url: safeLine(`${probe.server}/registration`),
                server: safeLine(probe.server),
              }),
              'yellow',
            )
          : null}
        <SafeText>{terminalText(' ')}</SafeText>
        {pending ? line(t('registration.pending'), 'yellow') : null}
        {store.serverErrors.length > 0 ? line(t('registration.errors_heading'), 'red') : null}
        {store.serverErrors.map((error, i) => line(terminalText(error), 'red', `e${i}`))}
      </>
    );
  }
  const back = keyLabel('login.mfa_cancel');
  return (
    <UiPage height={props.height}>
      <UiLine
        bold
        width={props.width - 2}
        text={truncateToWidth(
          terminalText(`${t('tui.app_name')} — ${t('tui.register.title', { server })}`),
          props.width - 2,
        )}
      />
      <SafeText>{terminalText(' ')}</SafeText>
      <Box flexDirection="column" width={Math.max(20, width)}>
        {body}
      </Box>
      <SafeText>{terminalText(' ')}</SafeText>
      <SafeText dimColor>
        {truncateToWidth(
          t(form ? 'tui.register.hint' : 'tui.register.done_hint', { back }),
          props.width - 2,
        )}
      </SafeText>
    </UiPage>
  );
});
