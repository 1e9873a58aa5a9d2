import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { AdminReport, ReportState } from '../../../../core/api/admin-reports';
import { adminReportsOf } from '../../../../core/model/admin-reports';
import type { KeyActionId } from '../../../../shared/keymap';
import { htmlToPlain } from '../../../../shared/text/html-to-plain';
import type { TuiTranslate } from '../../i18n/prepare-i18n';
import {
  askText,
  askYesNo,
  PeopleFrame,
  type PeopleRow,
  statusLine,
  usePeopleKeys,
} from '../people/people-rows';
import {
  ADMIN_CONTEXTS,
  type AdminPageProps,
  deskStatus,
  shortTime,
  useDeskPage,
} from './admin-page';

const FILTERS: readonly (ReportState | null)[] = ['open', 'closed', 'resolved', null];

const STATE_KEYS: Partial<Record<KeyActionId, ReportState>> = {
  'admin.resolve': 'resolved',
  'admin.close_report': 'closed',
  'admin.reopen': 'open',
};

function who(report: AdminReport, t: TuiTranslate): string {
  return t('admin_moderation.reported_by', {
    actor: report.actor?.acct ?? '?',
    account: report.account?.acct ?? '?',
  });
}

/** An opened report: who reported whom, its state, comment, posts and notes. */
function detailRows(report: AdminReport, t: TuiTranslate, locale: string): PeopleRow[] {
  const rows: PeopleRow[] = [
    {
      key: 'who',
      text: `${who(report, t)} · ${t(`admin_moderation.state_${report.state}`)}`,
      note: shortTime(report.createdAt, locale),
    },
  ];
  if (report.content)
    rows.push({ key: 'comment', text: t('tui_admin.report_comment', { text: report.content }) });
  rows.push({
    key: 'statuses',
    text: t('tui_admin.report_statuses', { count: report.statuses.length }),
  });
  // The reported posts' text, one line each (the frame's rows go through the sanitizer).
  for (const status of report.statuses) {
    rows.push({
      key: `status:${status.id}`,
      text: `  @${status.acct}: ${htmlToPlain(status.content)}`,
      note: shortTime(status.createdAt, locale),
    });
  }
  if (report.notes.length === 0) rows.push({ key: 'notes', text: t('tui_admin.report_no_notes') });
  for (const note of report.notes) {
    rows.push({
      key: `note:${note.id}`,
      text: t('tui_admin.report_note', { author: note.author?.acct ?? '?', text: note.content }),
    });
  }
  return rows;
}

/**
 * The reports queue (privilege reports_manage_reports): by state (`f`), Enter opens one;
 * resolve, close or reopen apply at once and come back on failure (core's store, as the
 * web desk); `n` adds a note.
 */
export const AdminReportsPage = observer(function AdminReportsPage(props: AdminPageProps) {
  const { active, width, height, title, common } = props;
  const { root, t, keyLabel, language, store, view } = useDeskPage(adminReportsOf);
  const me = root.session.account ?? undefined;
  const [opened, setOpened] = useState<string | null>(null);
  const report = opened ? store.reports.find((r) => r.id === opened) : undefined;
  const setState = (target: AdminReport, state: ReportState) =>
    void store.setState(target.id, state).then((ok) => {
      if (ok)
        root.notices.add('success', 'admin_moderation.done_report', {
          id: target.id,
          state: t(`admin_moderation.state_${state}`),
        });
    });

  /** `D` on one of the account's own notes: asks, then deletes it (others' notes stay). */
  const deleteNote = (target: AdminReport, rowKey: string) => {
    const note = target.notes.find((n) => `note:${n.id}` === rowKey);
    if (!note || !me || note.author?.id !== me.id) return;
    askYesNo(view, t('tui_admin.delete_note_question', { text: note.content }), () => {
      void store.deleteNote(target.id, note.id).then((ok) => {
        if (ok) root.notices.add('success', 'tui_admin.note_deleted', { id: target.id });
      });
    });
  };

  const onAction = (action: KeyActionId, index: number) => {
    const target = report ?? store.shown[index];
    const state = STATE_KEYS[action];
    if (state) {
      if (target) setState(target, state);
      return;
    }
    switch (action) {
      case 'admin.enter':
        if (!report && target) setOpened(target.id);
        return;
      case 'admin.close':
        if (report) setOpened(null);
        else common(action);
        return;
      case 'admin.delete':
        if (report) deleteNote(report, rows[index]?.key ?? '');
        return;
      case 'admin.note':
        if (target)
          askText(view, t('admin_moderation.note_label'), '', (text) => {
            void store.addNote(target.id, text);
          });
        return;
      case 'admin.filter': {
        const next = FILTERS[(FILTERS.indexOf(store.filter) + 1) % FILTERS.length] ?? null;
        void store.setFilter(next);
        return;
      }
      case 'admin.reload':
        void store.load();
        return;
      default:
        common(action);
    }
  };

  const rows: PeopleRow[] = report
    ? detailRows(report, t, language())
    : store.shown.map((r) => ({
        key: r.id,
        // The comment last, on the row's one line (the frame cuts it at the width).
        text: [
          t('tui_admin.report_row', {
            who: who(r, t),
            state: t(`admin_moderation.state_${r.state}`),
            notes: r.notes.length,
          }),
          r.content,
        ]
          .filter(Boolean)
          .join(' · '),
      }));
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;

  const filterWord = store.filter
    ? t(`admin_moderation.state_${store.filter}`)
    : t('admin_moderation.all');
  const status = deskStatus(store, t, [
    t('tui_admin.reports_status', { filter: filterWord, filter_key: keyLabel('admin.filter') }),
  ]);
  const ownNote = report?.notes.some(
    (n) => `note:${n.id}` === rows[index]?.key && me && n.author?.id === me.id,
  );
  const keys = {
    open: keyLabel('admin.enter'),
    resolve: keyLabel('admin.resolve'),
    close: keyLabel('admin.close_report'),
    reopen: keyLabel('admin.reopen'),
    note: keyLabel('admin.note'),
    tab: keyLabel('admin.tab_next'),
    quit: keyLabel('admin.close'),
  };
  return (
    <PeopleFrame
      title={title}
      status={status}
      rows={rows}
      empty={store.state === 'loaded' ? t('admin_moderation.no_reports') : t('general.loading')}
      index={index}
      view={view}
      hint={statusLine([
        ownNote && t('tui_admin.delete_note_hint', { delete: keyLabel('admin.delete') }),
        t(report ? 'tui_admin.detail_hint' : 'tui_admin.reports_hint', keys),
      ])}
      typingHint={t('tui_admin.typing_hint')}
      width={width}
      height={height}
    />
  );
});
