import { observer } from 'mobx-react-lite';
import { ADMIN_VISIBILITIES, type AdminStatus } from '../../../../core/api/admin-statuses';
import { adminStatusesOf } from '../../../../core/model/admin-statuses';
import type { KeyActionId } from '../../../../shared/keymap';
import { htmlToPlain } from '../../../../shared/text/html-to-plain';
import {
  askText,
  askYesNo,
  PeopleFrame,
  type PeopleRow,
  usePeopleKeys,
} from '../people/people-rows';
import {
  ADMIN_CONTEXTS,
  type AdminPageProps,
  deskStatus,
  pagingKey,
  shortTime,
  useDeskPage,
} from './admin-page';

/**
 * The desk's posts (privilege messages_read): newest first, pages; `f` adds private and
 * direct ones (godmode), `l` keeps local ones, `S` shows only the posts open reports name
 * (with their count; Pleroma has no such filter, the open queue is read). `v` changes a post's visibility (a number),
 * `N` its sensitive mark, `D` deletes it after y (messages_delete; a 403 names it).
 */
export const AdminStatusesPage = observer(function AdminStatusesPage(props: AdminPageProps) {
  const { active, width, height, title, common } = props;
  const { root, t, keyLabel, language, store, view } = useDeskPage(adminStatusesOf);

  const visibilityName = (v: string) =>
    (ADMIN_VISIBILITIES as readonly string[]).includes(v)
      ? t(`status.visibility.${v as (typeof ADMIN_VISIBILITIES)[number]}`)
      : v;
  const askVisibility = (status: AdminStatus) => {
    const list = ADMIN_VISIBILITIES.map(
      (v, i) => `${i + 1} ${visibilityName(v)}${v === status.visibility ? ' ✓' : ''}`,
    ).join(', ');
    askText(view, t('tui_admin.visibility_question', { list }), '', (text) => {
      const chosen = ADMIN_VISIBILITIES[Number(text.trim()) - 1];
      if (!chosen || chosen === status.visibility) return;
      void store.setVisibility(status.id, chosen).then((ok) => {
        if (ok)
          root.notices.add('success', 'tui_admin.status_visibility_done', {
            id: status.id,
            visibility: visibilityName(chosen),
          });
      });
    });
  };

  const onAction = (action: KeyActionId, index: number) => {
    const status = store.items[index];
    switch (action) {
      case 'admin.filter':
        void store.toggle('godmode');
        return;
      case 'admin.origin':
        void store.toggle('localOnly');
        return;
      case 'admin.role':
        void store.toggle('reported');
        return;
      case 'admin.visibility':
        if (status) askVisibility(status);
        return;
      case 'admin.sensitive':
        if (status)
          void store.setSensitive(status.id, !status.sensitive).then((ok) => {
            if (ok)
              root.notices.add(
                'success',
                status.sensitive
                  ? 'tui_admin.status_sensitive_off'
                  : 'tui_admin.status_sensitive_on',
                { id: status.id },
              );
          });
        return;
      case 'admin.delete':
        if (status)
          askYesNo(view, t('tui_admin.delete_status_question', { acct: status.acct }), () => {
            void store.remove(status.id).then((ok) => {
              if (ok) root.notices.add('success', 'tui_admin.status_deleted', { id: status.id });
            });
          });
        return;
      default:
        if (!pagingKey(store, action)) common(action);
    }
  };

  const rows: PeopleRow[] = store.items.map((s) => {
    const text = [s.spoilerText, htmlToPlain(s.content)].filter(Boolean).join(' · ');
    return {
      key: s.id,
      text: `@${s.acct}: ${text}`,
      note: [
        shortTime(s.createdAt, language()),
        visibilityName(s.visibility),
        s.sensitive ? t('tui_admin.status_sensitive') : '',
        store.reported
          ? t('admin_dash.statuses.report_count', { count: store.reportCounts[s.id] ?? 0 })
          : '',
      ]
        .filter(Boolean)
        .join(' · '),
    };
  });
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;

  const filters = [
    store.reported
      ? t('tui_admin.statuses_reported')
      : store.godmode && t('tui_admin.statuses_godmode'),
    store.localOnly && t('tui_admin.origin_local'),
  ].filter(Boolean);
  const status = deskStatus(store, t, [
    t('tui_admin.statuses_status', {
      page: store.page,
      filters: filters.join(', ') || t('tui_admin.no_filters'),
    }),
    store.truncated && t('admin_dash.statuses.truncated'),
  ]);
  return (
    <PeopleFrame
      title={title}
      status={status}
      rows={rows}
      empty={
        store.state !== 'loaded'
          ? t('general.loading')
          : store.reported
            ? t('admin_dash.statuses.reported_empty')
            : t('tui_admin.statuses_empty')
      }
      index={index}
      view={view}
      hint={t('tui_admin.statuses_hint', {
        visibility: keyLabel('admin.visibility'),
        sensitive: keyLabel('admin.sensitive'),
        delete: keyLabel('admin.delete'),
        godmode: keyLabel('admin.filter'),
        local: keyLabel('admin.origin'),
        reported: keyLabel('admin.role'),
        next: keyLabel('admin.page_next'),
        prev: keyLabel('admin.page_prev'),
        quit: keyLabel('admin.close'),
      })}
      typingHint={t('tui_admin.typing_hint')}
      width={width}
      height={height}
    />
  );
});
