import { ABOUT_PAGE_SIZE, ABOUT_PAGES } from '../../../../core/api/admin-reports';
import type { UserRecord } from '../../../../core/model/admin-user-record';
import { htmlToPlain } from '../../../../shared/text/html-to-plain';
import type { TuiTranslate } from '../../i18n/prepare-i18n';
import type { PeopleRow } from '../people/people-rows';
import { shortTime } from './admin-page';

/**
 * A user's posts and reports (Enter on a user): the reports about them first (state, who
 * reported, comment), then their posts, each with how many of those reports name it. The
 * frame's rows go through the sanitizer.
 */
export function userRecordRows(
  nickname: string,
  record: UserRecord,
  t: TuiTranslate,
  locale: string,
): PeopleRow[] {
  const rows: PeopleRow[] = [];
  if (record.reportsForbidden)
    rows.push({
      key: 'reports',
      text: t('admin_moderation.lacks_privilege', { privilege: record.reportsForbidden }),
    });
  else {
    rows.push({
      key: 'reports',
      text: t('admin_moderation.record_reports', {
        user: nickname,
        count: record.reports.length,
      }),
    });
    for (const r of record.reports)
      rows.push({
        key: `report:${r.id}`,
        text: `  ${t('admin_moderation.reported_by', {
          actor: r.actor?.acct ?? '?',
          account: r.account?.acct ?? nickname,
        })} · ${t(`admin_moderation.state_${r.state}`)}${r.content ? ` · ${r.content}` : ''}`,
        note: shortTime(r.createdAt, locale),
      });
    if (record.truncated)
      rows.push({
        key: 'truncated',
        text: t('admin_moderation.record_truncated', { count: ABOUT_PAGES * ABOUT_PAGE_SIZE }),
      });
  }
  if (record.statusesForbidden) {
    rows.push({
      key: 'posts',
      text: t('admin_moderation.lacks_privilege', { privilege: record.statusesForbidden }),
    });
    return rows;
  }
  rows.push({
    key: 'posts',
    text: t('admin_moderation.record_posts', { user: nickname, count: record.totalStatuses }),
  });
  for (const { status, reports } of record.statuses)
    rows.push({
      key: `status:${status.id}`,
      text: `  ${[status.spoilerText, htmlToPlain(status.content)].filter(Boolean).join(' · ')}`,
      note: [
        shortTime(status.createdAt, locale),
        reports ? t('admin_moderation.record_post_reports', { count: reports }) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    });
  return rows;
}
