import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { AdminUser, AdminUserFilter } from '../../../../core/api/admin-users';
import { holds } from '../../../../core/model/admin-privileges';
import { USER_FILTER_CHOICES } from '../../../../core/model/admin-user-filters';
import { adminUserRecordOf } from '../../../../core/model/admin-user-record';
import {
  adminUsersOf,
  isDestructive,
  type RoleFilter,
  type UserAction,
  userActions,
} from '../../../../core/model/admin-users';
import { userActionKey, userActionQuestion } from '../../../../shared/format/admin-actions';
import type { TranslationKey } from '../../../../shared/i18n';
import { adminModeration } from '../../../../shared/i18n/en/admin-moderation';
import { useRoot, useT } from '../../../app/hooks';
import { useFeatureWords } from '../../../i18n/feature-words';
import { ConfirmAction } from './ConfirmAction';
import { DeskPanel } from './DeskPanel';
import { UserRecordSection } from './UserRecordSection';
import { UsersPager } from './UsersPager';

const FILTERS: readonly { filter: AdminUserFilter; key: TranslationKey }[] = [
  { filter: 'local', key: 'admin_moderation.filter_local' },
  { filter: 'external', key: 'admin_moderation.filter_remote' },
  { filter: 'active', key: 'admin_moderation.filter_active' },
  { filter: 'need_approval', key: 'admin_moderation.filter_pending' },
  { filter: 'deactivated', key: 'admin_moderation.filter_deactivated' },
];

const ROLES: readonly { role: RoleFilter; key: TranslationKey }[] = [
  { role: 'any', key: 'admin_moderation.filter_role_any' },
  { role: 'staff', key: 'admin_moderation.filter_staff' },
  { role: 'admin', key: 'admin_moderation.filter_admins' },
  { role: 'moderator', key: 'admin_moderation.filter_moderators' },
];

/**
 * `/admin/users` (issue 15): search, filters and a role (staff, admins, moderators), page by
 * page; approve pending registrations, and the moderation actions the account's privileges
 * allow; destructive ones are confirmed first and every done action says so.
 */
export const AdminUsersScreen = observer(function AdminUsersScreen() {
  useFeatureWords(adminModeration);
  const root = useRoot();
  const t = useT();
  const me = root.session.account ?? undefined;
  const allowed = holds(me, 'users_read');
  const store = root.use(adminUsersOf);
  const record = root.use(adminUserRecordOf);
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<{ user: AdminUser; action: UserAction } | null>(null);
  useEffect(() => {
    if (allowed) void store.search('', []);
  }, [store, allowed]);
  /** On: the filter replaces the other choices of its kind (local or remote; a state). */
  const toggle = (f: AdminUserFilter) => {
    const kind = Object.values(USER_FILTER_CHOICES).find((choices) => choices.includes(f)) ?? [];
    void store.search(
      query,
      store.filters.includes(f)
        ? store.filters.filter((x) => x !== f)
        : [...store.filters.filter((x) => !kind.includes(x)), f],
    );
  };
  const run = (user: AdminUser, action: UserAction) =>
    void store.act(user.nickname, action).then((ok) => {
      if (ok)
        root.notices.add('success', 'admin_moderation.done_user', {
          user: user.nickname,
          action: t(userActionKey(action)),
        });
    });
  const confirmText = (user: AdminUser, a: UserAction): string => {
    const { key, values } = userActionQuestion(a, user.nickname);
    return t(key, values);
  };
  return (
    <DeskPanel
      name="admin-users"
      title={t('admin_moderation.users_title')}
      allowed={allowed}
      load={{
        state: store.state,
        error: store.loadError,
        empty: store.users.length === 0,
        emptyText: t('admin_moderation.no_users'),
      }}
      controls={
        <>
          <form
            aria-label={t('admin_moderation.search_label')}
            onSubmit={(event) => {
              event.preventDefault();
              void store.search(query);
            }}
          >
            <input
              type="search"
              aria-label={t('admin_moderation.search_label')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
          <fieldset className="admin-filters">
            {FILTERS.map(({ filter, key }) => (
              <label key={filter}>
                <input
                  type="checkbox"
                  checked={store.filters.includes(filter)}
                  onChange={() => toggle(filter)}
                />
                {t(key)}
              </label>
            ))}
            <label>
              {t('admin_moderation.filter_role')}{' '}
              <select
                value={store.role}
                onChange={(event) => void store.setRole(event.target.value as RoleFilter)}
              >
                {ROLES.map(({ role, key }) => (
                  <option key={role} value={role}>
                    {t(key)}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        </>
      }
    >
      <ul className="admin-list">
        {store.users.map((user) => (
          <li key={user.id} className="admin-user" aria-label={user.nickname}>
            <p>
              <strong>{user.displayName || user.nickname}</strong> @{user.nickname}
              {user.admin ? ` · ${t('user_card.admin')}` : ''}
              {user.moderator ? ` · ${t('user_card.moderator')}` : ''}
              {user.approved ? '' : ` · ${t('admin_moderation.pending')}`}
              {user.active ? '' : ` · ${t('admin_moderation.deactivated')}`}
            </p>
            {user.registrationReason && !user.approved ? (
              <blockquote>{user.registrationReason}</blockquote>
            ) : null}
            <div className="admin-actions">
              <button
                type="button"
                className="btn"
                aria-pressed={record.subject?.nickname === user.nickname}
                onClick={() =>
                  void record.open({ id: user.id || undefined, nickname: user.nickname })
                }
              >
                {t('admin_moderation.record_open')}
              </button>
              {userActions(me, user).map((action) => (
                <button
                  key={userActionKey(action)}
                  type="button"
                  className="btn"
                  disabled={store.busy === user.nickname}
                  onClick={() =>
                    isDestructive(action) ? setPending({ user, action }) : run(user, action)
                  }
                >
                  {t(userActionKey(action))}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <UsersPager store={store} />
      <UserRecordSection store={record} />
      {pending ? (
        <ConfirmAction
          text={confirmText(pending.user, pending.action)}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            setPending(null);
            run(pending.user, pending.action);
          }}
        />
      ) : null}
    </DeskPanel>
  );
});
