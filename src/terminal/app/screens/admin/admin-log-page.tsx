import { observer } from 'mobx-react-lite';
import { adminLogOf } from '../../../../core/model/admin-log';
import { logFilterText, parseLogFilter } from '../../../../core/model/admin-log-filter';
import type { KeyActionId } from '../../../../shared/keymap';
import { askText, PeopleFrame, usePeopleKeys } from '../people/people-rows';
import {
  ADMIN_CONTEXTS,
  type AdminPageProps,
  deskStatus,
  pagingKey,
  shortTime,
  useDeskPage,
} from './admin-page';

/**
 * The moderation log (privilege moderation_log_read): newest first, pages, search; `f` filters
 * by who acted and by days on one line (`bob 2026-11-01..2026-11-29`).
 */
export const AdminLogPage = observer(function AdminLogPage(props: AdminPageProps) {
  const { active, width, height, title, common } = props;
  const { root, t, keyLabel, language, store, view } = useDeskPage(adminLogOf);

  const onAction = (action: KeyActionId) => {
    switch (action) {
      case 'admin.search':
        askText(view, t('tui_admin.log_title'), store.search, (text) => {
          void store.setSearch(text);
        });
        return;
      case 'admin.filter':
        askText(view, t('tui_admin.log_filter_question'), logFilterText(store.filter), (text) => {
          const filter = parseLogFilter(text);
          if (filter) void store.setFilter(filter);
          else root.notices.add('error', 'tui_admin.log_filter_bad', { text });
        });
        return;
      default:
        if (!pagingKey(store, action)) common(action);
    }
  };
  const rows = store.items.map((entry) => ({
    key: entry.id,
    text: `${shortTime(entry.time, language())}  ${entry.message}`,
  }));
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;

  const status = deskStatus(store, t, [
    t('tui_admin.log_status', { page: store.page, pages: store.pages, count: store.total }),
    store.search && t('tui_admin.search_status', { query: store.search }),
    logFilterText(store.filter) &&
      t('tui_admin.log_filter_status', { filter: logFilterText(store.filter) }),
  ]);
  return (
    <PeopleFrame
      title={title}
      status={status}
      rows={rows}
      empty={
        store.state !== 'loaded'
          ? t('general.loading')
          : store.unknownUser
            ? t('admin_dash.log.unknown_user', { user: store.filter.user })
            : store.search || logFilterText(store.filter)
              ? t('admin_dash.log.no_match')
              : t('tui_admin.log_empty')
      }
      index={index}
      view={view}
      hint={t('tui_admin.log_hint', {
        search: keyLabel('admin.search'),
        filter: keyLabel('admin.filter'),
        next: keyLabel('admin.page_next'),
        prev: keyLabel('admin.page_prev'),
        reload: keyLabel('admin.reload'),
        quit: keyLabel('admin.close'),
      })}
      typingHint={t('tui_admin.typing_hint')}
      width={width}
      height={height}
    />
  );
});
