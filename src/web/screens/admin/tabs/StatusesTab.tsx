import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import {
  ADMIN_VISIBILITIES,
  type AdminStatus,
  type AdminVisibility,
} from '../../../../core/api/admin-statuses';
import { holds } from '../../../../core/model/admin-privileges';
import { adminStatusesOf } from '../../../../core/model/admin-statuses';
import { htmlToPlain } from '../../../../shared/text/html-to-plain';
import { fullTime } from '../../../../shared/text/relative-time';
import { useLanguage } from '../../../app/hooks';
import { ConfirmAction } from '../moderation/ConfirmAction';
import { DeskPager } from '../moderation/DeskPager';
import { TabLoad } from './TabLoad';
import { useDeskTab } from './use-desk-tab';

const isVisibility = (v: string): v is AdminVisibility =>
  (ADMIN_VISIBILITIES as readonly string[]).includes(v);

/**
 * The dashboard's Statuses tab (issue 15; messages_read): the instance's posts newest first,
 * a page at a time, only local ones or also private and direct ones (godmode), or the posts
 * open reports name (with reports_manage_reports) with their count; a post's
 * visibility and sensitive mark change in place, Delete asks first (messages_delete).
 */
export const StatusesTab = observer(function StatusesTab() {
  const { root, t, store } = useDeskTab(adminStatusesOf);
  const me = root.session.account ?? undefined;
  const locale = useLanguage();
  const [deleting, setDeleting] = useState<AdminStatus | null>(null);
  const visibilityName = (v: string) => (isVisibility(v) ? t(`status.visibility.${v}`) : v);

  const changeVisibility = (status: AdminStatus, visibility: AdminVisibility) => {
    void store.setVisibility(status.id, visibility).then((ok) => {
      if (ok)
        root.notices.add('success', 'admin_dash.statuses.visibility_done', {
          acct: status.acct,
          visibility: visibilityName(visibility),
        });
    });
  };
  const toggleSensitive = (status: AdminStatus) => {
    void store.setSensitive(status.id, !status.sensitive).then((ok) => {
      if (ok)
        root.notices.add(
          'success',
          status.sensitive
            ? 'admin_dash.statuses.sensitive_off_done'
            : 'admin_dash.statuses.sensitive_on_done',
          { acct: status.acct },
        );
    });
  };
  const remove = (status: AdminStatus) => {
    setDeleting(null);
    void store.remove(status.id).then((ok) => {
      if (ok) root.notices.add('success', 'admin_dash.statuses.deleted', { acct: status.acct });
    });
  };

  return (
    <section className="admin-statuses" aria-label={t('admin_dash.tabs.statuses')}>
      <fieldset className="admin-filters">
        <legend>{t('admin_dash.statuses.filters')}</legend>
        <label>
          <input
            type="checkbox"
            checked={store.localOnly}
            onChange={() => void store.toggle('localOnly')}
          />{' '}
          {t('admin_dash.statuses.local_only')}
        </label>{' '}
        <label>
          <input
            type="checkbox"
            checked={store.godmode}
            disabled={store.reported}
            onChange={() => void store.toggle('godmode')}
          />{' '}
          {t('admin_dash.statuses.godmode')}
        </label>
        {holds(me, 'reports_manage_reports') ? (
          <>
            {' '}
            <label>
              <input
                type="checkbox"
                checked={store.reported}
                onChange={() => void store.toggle('reported')}
              />{' '}
              {t('admin_dash.statuses.reported')}
            </label>
          </>
        ) : null}
      </fieldset>
      {store.truncated ? <p className="faint">{t('admin_dash.statuses.truncated')}</p> : null}
      <TabLoad
        store={store}
        empty={store.items.length === 0}
        emptyText={
          store.reported ? t('admin_dash.statuses.reported_empty') : t('admin_dash.statuses.empty')
        }
      />
      <ol className="admin-list admin-status-list">
        {store.items.map((status) => (
          <li key={status.id} aria-label={t('admin_dash.statuses.item', { acct: status.acct })}>
            <p>
              <strong>@{status.acct}</strong>{' '}
              <time dateTime={status.createdAt} className="faint">
                {fullTime(status.createdAt, { locale }) || status.createdAt}
              </time>
              {status.sensitive ? (
                <span className="faint"> · {t('admin_dash.statuses.sensitive')}</span>
              ) : null}
              {store.reported ? (
                <span className="faint">
                  {' · '}
                  {t('admin_dash.statuses.report_count', {
                    count: store.reportCounts[status.id] ?? 0,
                  })}
                </span>
              ) : null}
            </p>
            {status.spoilerText ? <p className="faint">{status.spoilerText}</p> : null}
            <p>{htmlToPlain(status.content)}</p>
            <label>
              {t('admin_dash.statuses.visibility')}{' '}
              <select
                value={status.visibility}
                disabled={store.busy !== null}
                onChange={(e) => {
                  const v = e.target.value;
                  if (isVisibility(v) && v !== status.visibility) changeVisibility(status, v);
                }}
              >
                {isVisibility(status.visibility) ? null : (
                  <option value={status.visibility}>{status.visibility}</option>
                )}
                {ADMIN_VISIBILITIES.map((v) => (
                  <option key={v} value={v}>
                    {visibilityName(v)}
                  </option>
                ))}
              </select>
            </label>{' '}
            <button
              type="button"
              className="btn"
              disabled={store.busy !== null}
              onClick={() => toggleSensitive(status)}
            >
              {status.sensitive
                ? t('admin_dash.statuses.sensitive_off')
                : t('admin_dash.statuses.sensitive_on')}
            </button>{' '}
            <button
              type="button"
              className="btn danger"
              disabled={store.busy !== null}
              onClick={() => setDeleting(status)}
            >
              {t('admin_dash.statuses.delete')}
            </button>
          </li>
        ))}
      </ol>
      {!store.reported && (store.items.length > 0 || store.page > 1) ? (
        <DeskPager
          label={t('admin_dash.tabs.statuses')}
          summary="admin_dash.statuses.page"
          list={{
            page: store.page,
            pages: store.more ? store.page + 1 : store.page,
            state: store.state,
          }}
          count={store.items.length}
          onGo={(page) => void store.goToPage(page)}
        />
      ) : null}
      {deleting ? (
        <ConfirmAction
          text={t('admin_dash.statuses.delete_question', { acct: deleting.acct })}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove(deleting)}
        />
      ) : null}
    </section>
  );
});
