import { observer } from 'mobx-react-lite';
import { adminStatsOf } from '../../../../core/model/admin-stats';
import { useLanguage } from '../../../app/hooks';
import { TabLoad } from './TabLoad';
import { useDeskTab } from './use-desk-tab';

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;
/** Each visibility's row name, spelled out so the catalogue test sees every key. */
const POSTS_KEY = {
  public: 'admin_dash.stats.posts_public',
  unlisted: 'admin_dash.stats.posts_unlisted',
  private: 'admin_dash.stats.posts_private',
  direct: 'admin_dash.stats.posts_direct',
} as const;

/**
 * The dashboard's Stats tab (issue 15; statistics_read): the instance at a glance — local
 * accounts and open reports (when the account may read them), posts in all and by visibility.
 */
export const StatsTab = observer(function StatsTab() {
  const { t, store } = useDeskTab(adminStatsOf);
  const locale = useLanguage();
  const figure = (n: number) => n.toLocaleString(locale);
  const posts = store.posts;
  const rows: [string, number][] = [];
  if (store.localUsers !== null) rows.push([t('admin_dash.stats.local_users'), store.localUsers]);
  if (store.openReports !== null)
    rows.push([t('admin_dash.stats.open_reports'), store.openReports]);
  if (posts) {
    rows.push([t('admin_dash.stats.posts'), VISIBILITIES.reduce((sum, v) => sum + posts[v], 0)]);
    for (const v of VISIBILITIES) rows.push([t(POSTS_KEY[v]), posts[v]]);
  }
  return (
    <section className="admin-stats" aria-label={t('admin_dash.tabs.stats')}>
      <TabLoad store={store} empty={false} emptyText="" />
      {rows.length > 0 ? (
        <dl className="admin-stat-list">
          {rows.map(([label, count]) => (
            <div key={label} className="admin-stat">
              <dt>{label}</dt>
              <dd>{figure(count)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <button type="button" className="btn" onClick={() => void store.load()}>
        {t('admin_dash.stats.reload')}
      </button>
    </section>
  );
});
