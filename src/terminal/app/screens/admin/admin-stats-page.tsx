import { observer } from 'mobx-react-lite';
import { adminStatsOf } from '../../../../core/model/admin-stats';
import type { KeyActionId } from '../../../../shared/keymap';
import { PeopleFrame, type PeopleRow, usePeopleKeys } from '../people/people-rows';
import { ADMIN_CONTEXTS, type AdminPageProps, deskStatus, useDeskPage } from './admin-page';

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;

/**
 * The instance's figures (privilege statistics_read): local accounts and open reports when the
 * account may read them, posts by visibility and in all.
 */
export const AdminStatsPage = observer(function AdminStatsPage(props: AdminPageProps) {
  const { active, width, height, title, common } = props;
  const { t, keyLabel, store, view } = useDeskPage(adminStatsOf);

  const onAction = (action: KeyActionId) => {
    if (action === 'admin.reload') void store.load();
    else common(action);
  };
  const posts = store.posts;
  const count = (key: string, label: string, n: number | null): PeopleRow[] =>
    n === null ? [] : [{ key, text: t('tui_admin.stats_row', { label, count: n }) }];
  const counts = [
    ...count('users', t('admin_dash.stats.local_users'), store.localUsers),
    ...count('reports', t('admin_dash.stats.open_reports'), store.openReports),
  ];
  const rows: PeopleRow[] = posts
    ? [
        ...counts,
        ...VISIBILITIES.map((v) => ({
          key: v,
          text: t('tui_admin.stats_row', {
            label: t(`tui_admin.stats_${v}`),
            count: posts[v],
          }),
        })),
        {
          key: 'all',
          text: t('tui_admin.stats_row', {
            label: t('tui_admin.stats_all'),
            count: VISIBILITIES.reduce((sum, v) => sum + posts[v], 0),
          }),
        },
      ]
    : [];
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;
  return (
    <PeopleFrame
      title={title}
      status={deskStatus(store, t, [t('tui_admin.stats_status')])}
      rows={rows}
      empty={t('general.loading')}
      index={index}
      view={view}
      hint={t('tui_admin.stats_hint', {
        reload: keyLabel('admin.reload'),
        tab: keyLabel('admin.tab_next'),
        quit: keyLabel('admin.close'),
      })}
      typingHint={t('tui_admin.typing_hint')}
      width={width}
      height={height}
    />
  );
});
