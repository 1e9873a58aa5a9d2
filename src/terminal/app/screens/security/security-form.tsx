import { Box, type Key } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import { securityDetail } from '../../../../core/model/security-store';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import { FormRow } from '../../components/form-row';
import { SafeText } from '../../components/safe-text';
import { UiLine } from '../../components/ui-row';
import { useKeyActions } from '../../hooks/use-key-actions';
import { type TerminalText, terminalText } from '../../layout/terminal-text';
import { textWidth, truncateToWidth } from '../../layout/text-width';
import { editLine } from '../../model/line-input';
import { type EditState, editOf } from '../../model/text-edit';

export interface SecurityField {
  name: string;
  label: TerminalText;
  /** A password: drawn as `*`, emptied after every try. */
  secret?: boolean;
}

export type FieldValues = Readonly<Record<string, string>>;

export interface SecurityFormProps {
  title: TerminalText;
  fields: readonly SecurityField[];
  /** Lines above the fields (a warning, the two-factor key). */
  intro?: ReactNode;
  /** A local refusal, before anything is sent. */
  check?: (values: FieldValues) => TerminalText | undefined;
  /** A y/n question asked before sending (moving, deleting). */
  confirm?: (values: FieldValues) => TerminalText;
  /** Sends; resolves to the success text, or nothing when the form goes away. */
  onSubmit: (values: FieldValues) => Promise<TerminalText | undefined>;
  /** The refusal's sentence, with the server's words. */
  failure: (detail: string) => TerminalText;
  active: boolean;
  width: number;
  onClose: () => void;
}

interface FormState {
  at: number;
  values: Record<string, EditState>;
  busy: boolean;
  confirming: boolean;
  result: { ok: boolean; text: TerminalText } | null;
}

/**
 * A form of the security screen: labelled one-line fields (passwords masked), Tab and the
 * arrows between them, Enter sends (after a y/n question when `confirm` asks one), Esc goes
 * back. The local check's refusal, the server's refusal (`failure` with its words) or the
 * success shows under the fields; passwords are emptied after each try.
 */
export const SecurityForm = observer(function SecurityForm(props: SecurityFormProps) {
  const { t, keyLabel } = useServices();
  const { fields } = props;
  const [form] = useState(() =>
    observable<FormState>(
      {
        at: 0,
        values: Object.fromEntries(fields.map((f) => [f.name, editOf('')])),
        busy: false,
        confirming: false,
        result: null,
      },
      {},
      { deep: false },
    ),
  );
  const values = (): FieldValues =>
    Object.fromEntries(fields.map((f) => [f.name, form.values[f.name]?.value ?? '']));

  const send = async () => {
    const sent = values();
    runInAction(() => {
      form.busy = true;
      form.result = null;
      form.confirming = false;
    });
    let result: FormState['result'];
    try {
      const text = await props.onSubmit(sent);
      result = text ? { ok: true, text } : null;
    } catch (error) {
      result = { ok: false, text: props.failure(securityDetail(error)) };
    }
    runInAction(() => {
      form.busy = false;
      form.result = result;
      const emptied = { ...form.values };
      for (const f of fields) if (f.secret || result?.ok) emptied[f.name] = editOf('');
      form.values = emptied;
    });
  };

  const onAction = (action: KeyActionId) => {
    if (form.busy) return;
    if (form.confirming) {
      if (action === 'confirm.yes') void send();
      else if (action === 'confirm.no') runInAction(() => (form.confirming = false));
      return;
    }
    const n = fields.length;
    if (action === 'login.mfa_cancel') props.onClose();
    else if (action === 'login.next_field') runInAction(() => (form.at = (form.at + 1) % n));
    else if (action === 'login.prev_field') runInAction(() => (form.at = (form.at + n - 1) % n));
    else if (action === 'login.submit') {
      const problem = props.check?.(values());
      if (problem) runInAction(() => (form.result = { ok: false, text: problem }));
      else if (props.confirm) runInAction(() => (form.confirming = true));
      else void send();
    }
  };
  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    const name = fields[form.at]?.name;
    if (form.busy || form.confirming || !name) return;
    const edited = editLine(form.values[name] ?? editOf(''), input, key, chords);
    if (!edited) return;
    runInAction(() => {
      form.values = { ...form.values, [name]: edited };
      form.result = null;
    });
  };
  useKeyActions(form.confirming ? ['confirm'] : ['login'], onAction, {
    isActive: props.active,
    ...(form.confirming ? {} : { onOtherInput }),
  });

  const line = (text: TerminalText) => truncateToWidth(text, props.width - 2);
  const labelWidth = Math.min(30, Math.max(...fields.map((f) => textWidth(f.label))) + 4);
  const hint = form.confirming
    ? props.confirm?.(values())
    : t('tui_security.form_hint', {
        next: keyLabel('login.next_field'),
        submit: keyLabel('login.submit'),
        back: keyLabel('login.mfa_cancel'),
      });
  return (
    <Box flexDirection="column">
      <UiLine bold width={props.width} text={line(props.title)} />
      <SafeText>{terminalText(' ')}</SafeText>
      {props.intro}
      {fields.map((f, i) => (
        <FormRow
          key={f.name}
          label={f.label}
          state={form.values[f.name] ?? editOf('')}
          labelWidth={labelWidth}
          fieldWidth={Math.max(8, Math.min(50, props.width - labelWidth - 4))}
          current={i === form.at && !form.confirming}
          busy={form.busy}
          mask={f.secret ? '*' : undefined}
        />
      ))}
      <SafeText>{terminalText(' ')}</SafeText>
      {form.busy ? <UiLine color="yellow" width={props.width} text={t('general.loading')} /> : null}
      {form.result ? (
        <UiLine
          color={form.result.ok ? 'green' : 'red'}
          width={props.width}
          text={line(form.result.text)}
        />
      ) : null}
      {hint ? (
        <UiLine color={form.confirming ? 'yellow' : 'gray'} width={props.width} text={line(hint)} />
      ) : null}
    </Box>
  );
});
