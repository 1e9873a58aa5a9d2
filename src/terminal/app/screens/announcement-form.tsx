import { Box, type Key } from 'ink';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import {
  announcementDraftChanges,
  announcementTimeText,
} from '../../../core/model/announcement-times';
import { type AnnouncementItem, announcementsOf } from '../../../core/model/announcements';
import type { KeyActionId } from '../../../shared/keymap';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { useServices } from '../app-context';
import { FormRow } from '../components/form-row';
import { SafeText } from '../components/safe-text';
import { UiLine, UiRow } from '../components/ui-row';
import { useKeyActions } from '../hooks/use-key-actions';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth } from '../layout/text-width';
import { editLine } from '../model/line-input';
import { type EditState, editOf } from '../model/text-edit';

type Field = 'content' | 'start' | 'end' | 'allDay';
const FIELDS: readonly Field[] = ['content', 'start', 'end', 'allDay'];

export interface AnnouncementFormProps {
  /** The announcement being changed; a new one when absent. */
  editing?: AnnouncementItem;
  /** Keys reach it (not while the bottom line asks something). */
  active: boolean;
  width: number;
  onClose: () => void;
}

/** All-day on: the times keep their dates; off: they start at midnight, to be changed. */
function reshaped(state: EditState, allDay: boolean): EditState {
  const date = state.value.trim().slice(0, 10);
  if (!date) return state;
  return editOf(allDay ? date : `${date} 00:00`);
}

/**
 * A manager's announcement form (spec part 1 §2, issue 13): text, start, end and all-day, as
 * on the web and in `petrel announcements post|edit`. Times are typed `YYYY-MM-DD HH:MM`
 * (only the date when all-day) or left empty; Tab and the arrows move between the fields,
 * Space turns all-day on and off, Enter posts or saves, Esc leaves. A time that cannot be
 * read is named under its field; a refusal's server text shows above the hint.
 */
export const AnnouncementForm = observer(function AnnouncementForm(props: AnnouncementFormProps) {
  const { root, t, keyLabel } = useServices();
  const store = root.use(announcementsOf);
  const { editing } = props;
  const [form] = useState(() => {
    const allDay = editing?.allDay ?? false;
    return observable(
      {
        field: 'content' as Field,
        content: editOf(editing ? (editing.rawContent ?? htmlToPlain(editing.content)) : ''),
        start: editOf(announcementTimeText(editing?.startsAt ?? null, allDay)),
        end: editOf(announcementTimeText(editing?.endsAt ?? null, allDay)),
        allDay,
        problem: null as 'start' | 'end' | null,
        busy: false,
      },
      {},
      { deep: false },
    );
  });

  const submit = async () => {
    const content = form.content.value.trim();
    if (!content || form.busy) return;
    const draft = {
      content,
      start: form.start.value,
      end: form.end.value,
      allDay: form.allDay,
    };
    const result = announcementDraftChanges(draft, editing);
    if ('problem' in result) {
      const problem = result.problem;
      runInAction(() => {
        form.problem = problem;
        form.field = problem;
      });
      return;
    }
    runInAction(() => {
      form.problem = null;
      form.busy = true;
    });
    const ok = editing
      ? await store.edit(editing.id, result.changes)
      : await store.post(result.changes);
    runInAction(() => (form.busy = false));
    if (!ok) return;
    root.notices.add('success', editing ? 'tui.announcements.edited' : 'tui.announcements.posted');
    props.onClose();
  };

  const onAction = (action: KeyActionId) => {
    if (form.busy) return;
    const at = FIELDS.indexOf(form.field);
    if (action === 'login.mfa_cancel') props.onClose();
    else if (action === 'login.submit') void submit();
    else if (action === 'login.next_field')
      runInAction(() => (form.field = FIELDS[(at + 1) % FIELDS.length]!));
    else if (action === 'login.prev_field')
      runInAction(() => (form.field = FIELDS[(at + FIELDS.length - 1) % FIELDS.length]!));
  };
  const onOtherInput = (input: string, key: Key, chords: readonly string[]) => {
    if (form.busy) return;
    const field = form.field;
    if (field === 'allDay') {
      if (input !== ' ') return;
      runInAction(() => {
        form.allDay = !form.allDay;
        form.start = reshaped(form.start, form.allDay);
        form.end = reshaped(form.end, form.allDay);
      });
      return;
    }
    const edited = editLine(form[field], input, key, chords);
    if (!edited) return;
    runInAction(() => {
      form[field] = edited;
      if (field === form.problem) form.problem = null;
    });
  };
  useKeyActions(['login'], onAction, { isActive: props.active, onOtherInput });

  const keys = { submit: keyLabel('login.submit'), cancel: keyLabel('login.mfa_cancel') };
  const fieldWidth = Math.max(8, Math.min(60, props.width - 24));
  const row = (field: 'content' | 'start' | 'end', label: ReturnType<typeof t>) => (
    <FormRow
      label={label}
      state={form[field]}
      labelWidth={18}
      fieldWidth={fieldWidth}
      current={form.field === field}
      busy={form.busy}
      problem={form.problem === field ? t('tui.announcements.time_problem') : undefined}
    />
  );
  const line = (text: ReturnType<typeof t>, color?: string) => (
    <UiLine color={color} width={props.width} text={truncateToWidth(text, props.width - 2)} />
  );
  return (
    <Box flexDirection="column">
      <UiLine
        bold
        width={props.width}
        text={truncateToWidth(
          t(editing ? 'tui.announcements.ask_edit' : 'tui.announcements.ask_new', keys),
          props.width - 2,
        )}
      />
      <SafeText>{terminalText(' ')}</SafeText>
      {row('content', t('announcements.title'))}
      {row('start', t('announcements.start_time_prompt'))}
      {row('end', t('announcements.end_time_prompt'))}
      <UiRow
        width={props.width}
        parts={[
          {
            text: terminalText(
              `${form.field === 'allDay' ? '> ' : '  '}[${form.allDay ? 'x' : ' '}] `,
            ),
            color: form.field === 'allDay' ? 'cyan' : undefined,
            mark: true,
          },
          { text: t('announcements.all_day_prompt') },
        ]}
      />
      <SafeText>{terminalText(' ')}</SafeText>
      {store.error ? line(t('announcements.post_error', { error: store.error }), 'red') : null}
      {line(
        t('tui.announcements.form_hint', {
          next: keyLabel('login.next_field'),
          ...keys,
        }),
        'gray',
      )}
    </Box>
  );
});
