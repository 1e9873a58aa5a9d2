import { observer } from 'mobx-react-lite';
import { ABOUT_PAGE_SIZE, ABOUT_PAGES } from '../../../../core/api/admin-reports';
import type { AdminUserRecordStore } from '../../../../core/model/admin-user-record';
import { fullTime } from '../../../../shared/text/relative-time';
import { useLanguage, useT } from '../../../app/hooks';
import { Spinner } from '../../../components/common/Spinner';

/**
 * A post's HTML as text: parsed inert (a DOMParser document runs no scripts and loads
 * nothing) and shown as React text, so no remote markup reaches the page.
 */
function plain(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/**
 * `/admin/users`' "Posts and reports" (issue 15): for the user chosen on the list, the
 * reports about them (state, reporter, comment) and their posts, each with how many of those
 * reports name it. A part the account may not read names the privilege it lacks.
 */
export const UserRecordSection = observer(function UserRecordSection({
  store,
}: {
  store: AdminUserRecordStore;
}) {
  const t = useT();
  const locale = useLanguage();
  const subject = store.subject;
  const record = store.record;
  const title = subject
    ? t('admin_moderation.record_title', { user: subject.nickname })
    : t('admin_moderation.record_open');
  return (
    <section className="admin-user-record" aria-label={title}>
      <h3>{title}</h3>
      {!subject ? <p className="faint">{t('admin_moderation.record_choose')}</p> : null}
      {store.state === 'loading' ? <Spinner /> : null}
      {store.state === 'failed' ? (
        <p className="error-text" role="alert">
          {t('general.generic_error_message', { detail: store.loadError ?? '' })}
        </p>
      ) : null}
      {subject && record ? (
        <>
          {record.reportsForbidden ? (
            <p className="error-text">
              {t('admin_moderation.lacks_privilege', { privilege: record.reportsForbidden })}
            </p>
          ) : (
            <>
              <h4>
                {t('admin_moderation.record_reports', {
                  user: subject.nickname,
                  count: record.reports.length,
                })}
              </h4>
              <ul className="admin-list record-reports">
                {record.reports.map((r) => (
                  <li key={r.id} data-report-id={r.id}>
                    {t('admin_moderation.reported_by', {
                      actor: r.actor?.acct ?? '?',
                      account: r.account?.acct ?? subject.nickname,
                    })}{' '}
                    · {t(`admin_moderation.state_${r.state}`)}
                    {r.content ? <blockquote>{r.content}</blockquote> : null}
                  </li>
                ))}
              </ul>
              {record.truncated ? (
                <p className="faint">
                  {t('admin_moderation.record_truncated', {
                    count: ABOUT_PAGES * ABOUT_PAGE_SIZE,
                  })}
                </p>
              ) : null}
            </>
          )}
          {record.statusesForbidden ? (
            <p className="error-text">
              {t('admin_moderation.lacks_privilege', { privilege: record.statusesForbidden })}
            </p>
          ) : (
            <>
              <h4>
                {t('admin_moderation.record_posts', {
                  user: subject.nickname,
                  count: record.totalStatuses,
                })}
              </h4>
              <ul className="admin-list record-posts">
                {record.statuses.map(({ status, reports }) => (
                  <li key={status.id} data-status-id={status.id}>
                    <p>
                      {status.spoilerText ? <strong>{status.spoilerText} · </strong> : null}
                      {plain(status.content)}
                    </p>
                    <p className="faint">
                      <time dateTime={status.createdAt}>
                        {fullTime(status.createdAt, { locale }) || status.createdAt}
                      </time>
                      {reports
                        ? ` · ${t('admin_moderation.record_post_reports', { count: reports })}`
                        : ''}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      ) : null}
    </section>
  );
});
