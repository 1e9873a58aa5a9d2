import { observer } from 'mobx-react-lite';
import type { AdminUser, AdminUserFilter } from '../../../../core/api/admin-users';
import { offersTagPolicy } from '../../../../core/model/admin-privileges';
import type { UserFilterDimension } from '../../../../core/model/admin-user-filters';
import { adminUserRecordOf } from '../../../../core/model/admin-user-record';
import {
  adminUsersOf,
  isDestructive,
  type UserAction,
  userActions,
} from '../../../../core/model/admin-users';
import { tagKey, userActionKey, userActionQuestion } from '../../../../shared/format/admin-actions';
import type { TranslationKey } from '../../../../shared/i18n';
import type { KeyActionId } from '../../../../shared/keymap';
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
  useDeskPage,
} from './admin-page';
import { userRecordRows } from './admin-user-record-rows';

/** Which key takes which offered action (the offer decides whether it is there at all). */
const ACTION_KEYS: readonly { id: KeyActionId; matches: (a: UserAction) => boolean }[] = [
  { id: 'admin.approve', matches: (a) => a.kind === 'approve' },
  { id: 'admin.activation', matches: (a) => a.kind === 'activate' || a.kind === 'deactivate' },
  // On a pending registration D rejects it (the account is deleted, Pleroma-FE's "Reject").
  { id: 'admin.delete', matches: (a) => a.kind === 'reject' || a.kind === 'delete' },
  {
    id: 'admin.moderator',
    matches: (a) => (a.kind === 'grant' || a.kind === 'revoke') && a.group === 'moderator',
  },
  {
    id: 'admin.admin',
    matches: (a) => (a.kind === 'grant' || a.kind === 'revoke') && a.group === 'admin',
  },
];

const FILTER_KEYS: Partial<Record<KeyActionId, UserFilterDimension>> = {
  'admin.filter': 'state',
  'admin.origin': 'origin',
  'admin.role': 'role',
};

const FILTER_WORDS: Record<AdminUserFilter, TranslationKey> = {
  local: 'tui_admin.origin_local',
  external: 'tui_admin.origin_external',
  active: 'tui_admin.state_active',
  deactivated: 'admin_moderation.deactivated',
  need_approval: 'admin_moderation.pending',
  unconfirmed: 'admin_moderation.pending',
  is_admin: 'tui_admin.role_admin',
  is_moderator: 'tui_admin.role_moderator',
};

/**
 * The users list (privilege users_read): search, filters (state, origin, role) and pages;
 * approve, (de)activate, delete and roles, each only when the account's privileges offer it
 * (core's privileges model; the row says which keys work). Deactivate, delete and revoking a
 * role ask first.
 */
export const AdminUsersPage = observer(function AdminUsersPage(props: AdminPageProps) {
  const { active, width, height, title, common } = props;
  const { root, t, keyLabel, language, store, view } = useDeskPage(adminUsersOf);
  const me = root.session.account ?? undefined;
  const record = root.use(adminUserRecordOf);

  const run = (user: AdminUser, action: UserAction) =>
    void store.act(user.nickname, action).then((ok) => {
      if (ok)
        root.notices.add('success', 'admin_moderation.done_user', {
          user: user.nickname,
          action: t(userActionKey(action)),
        });
    });
  const options = { tagPolicy: offersTagPolicy(root.instance.nodeinfo) };
  const offer = (user: AdminUser, id: KeyActionId): UserAction | undefined => {
    const key = ACTION_KEYS.find((k) => k.id === id);
    return key ? userActions(me, user, options).find(key.matches) : undefined;
  };
  /** `T`: the user's tag policies, numbered and ticked; a number turns that one on or off. */
  const askTag = (user: AdminUser) => {
    const tags = userActions(me, user, options).filter(
      (a) => a.kind === 'tag' || a.kind === 'untag',
    );
    if (tags.length === 0) return;
    const list = tags
      .map((a, i) => `${i + 1} ${t(userActionKey(a))}${a.kind === 'untag' ? ' ✓' : ''}`)
      .join(', ');
    askText(view, t('tui_admin.tags_question', { list }), '', (text) => {
      const chosen = tags[Number(text.trim()) - 1];
      if (chosen) runTag(user, chosen);
    });
  };
  const runTag = (user: AdminUser, a: UserAction) =>
    void store.act(user.nickname, a).then((ok) => {
      if (ok)
        root.notices.add(
          'success',
          a.kind === 'tag' ? 'admin_moderation.done_tag_on' : 'admin_moderation.done_tag_off',
          { user: user.nickname, tag: t(userActionKey(a)) },
        );
    });

  /** Enter opened a user's posts and reports: Esc goes back, `.` reads them again. */
  const onRecordAction = (action: KeyActionId) => {
    if (action === 'admin.close') record.close();
    else if (action === 'admin.reload' && record.subject) void record.open(record.subject);
    else if (!ACTION_KEYS.some((k) => k.id === action) && !FILTER_KEYS[action]) common(action);
  };

  const onAction = (action: KeyActionId, index: number) => {
    if (record.subject) return onRecordAction(action);
    const user = store.users[index];
    if (action === 'admin.enter') {
      if (user) void record.open({ id: user.id || undefined, nickname: user.nickname });
      return;
    }
    const dimension = FILTER_KEYS[action];
    if (dimension) {
      void store.cycle(dimension);
      return;
    }
    const offered = user ? offer(user, action) : undefined;
    if (user && offered) {
      if (!isDestructive(offered)) return run(user, offered);
      const { key, values } = userActionQuestion(offered, user.nickname);
      askYesNo(view, t('tui_admin.confirm', { question: t(key, values) }), () =>
        run(user, offered),
      );
      return;
    }
    if (ACTION_KEYS.some((k) => k.id === action)) return;
    switch (action) {
      case 'admin.tags':
        if (user) askTag(user);
        return;
      case 'admin.search':
        askText(view, t('admin_moderation.search_label'), store.query, (query) => {
          void store.search(query);
        });
        return;
      default:
        if (!pagingKey(store, action)) common(action);
    }
  };

  const userRows: PeopleRow[] = store.users.map((user) => {
    const flags = [
      t(user.local ? 'tui_admin.origin_local' : 'tui_admin.origin_external'),
      user.admin ? t('tui_admin.role_admin') : '',
      user.moderator ? t('tui_admin.role_moderator') : '',
      user.approved ? '' : t('admin_moderation.pending'),
      user.active ? '' : t('admin_moderation.deactivated'),
      ...user.tags.map((tag) => {
        const key = tagKey(tag);
        return key ? t(key) : tag;
      }),
    ].filter(Boolean);
    const name = user.displayName && user.displayName !== user.nickname ? user.displayName : '';
    return {
      key: user.id || user.nickname,
      text: `@${user.nickname}${name ? `  ${name}` : ''}`,
      note: flags.join(' · '),
    };
  });
  const subject = record.subject;
  const rows: PeopleRow[] = subject
    ? record.record
      ? userRecordRows(subject.nickname, record.record, t, language())
      : []
    : userRows;
  const index = usePeopleKeys(view, rows.length, height, active, onAction, ADMIN_CONTEXTS);
  if (!active) return null;
  if (subject)
    return (
      <PeopleFrame
        title={title}
        status={
          record.state === 'failed'
            ? t('general.generic_error_message', { detail: record.loadError ?? '' })
            : t('admin_moderation.record_title', { user: subject.nickname })
        }
        rows={rows}
        empty={t('general.loading')}
        index={index}
        view={view}
        hint={t('tui_admin.record_hint', {
          reload: keyLabel('admin.reload'),
          quit: keyLabel('admin.close'),
        })}
        typingHint={t('tui_admin.typing_hint')}
        width={width}
        height={height}
      />
    );

  const selected = store.users[index];
  const offers = selected
    ? ACTION_KEYS.flatMap((k) => {
        const a = offer(selected, k.id);
        return a ? [`${keyLabel(k.id)}: ${t(userActionKey(a))}`] : [];
      })
    : [];
  if (
    selected &&
    userActions(me, selected, options).some((a) => a.kind === 'tag' || a.kind === 'untag')
  )
    offers.push(t('tui_admin.tags_hint', { key: keyLabel('admin.tags') }));
  const filters = store.filters.map((f) => t(FILTER_WORDS[f])).join(', ');
  const status = deskStatus(store, t, [
    t('tui_admin.users_status', {
      page: store.page,
      pages: store.pages,
      count: store.count,
      filters: filters || t('tui_admin.no_filters'),
    }),
    store.query && t('tui_admin.search_status', { query: store.query }),
  ]);
  return (
    <PeopleFrame
      title={title}
      status={status}
      rows={rows}
      empty={store.state === 'loaded' ? t('admin_moderation.no_users') : t('general.loading')}
      index={index}
      view={view}
      hint={[
        ...offers,
        selected && t('tui_admin.users_open_hint', { open: keyLabel('admin.enter') }),
        t('tui_admin.users_hint', {
          search: keyLabel('admin.search'),
          filter: keyLabel('admin.filter'),
          origin: keyLabel('admin.origin'),
          role: keyLabel('admin.role'),
          next: keyLabel('admin.page_next'),
          prev: keyLabel('admin.page_prev'),
          quit: keyLabel('admin.close'),
        }),
      ]
        .filter(Boolean)
        .join(' · ')}
      typingHint={t('tui_admin.typing_hint')}
      width={width}
      height={height}
    />
  );
});
