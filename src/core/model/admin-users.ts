import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AdminPrivilege } from '../api/admin-common';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { AdminUser, AdminUserFilter } from '../api/admin-users';
import type { AccountScope } from './account-scope';
import { markDeskFailed, runModeration } from './admin-failure';
import {
  holds,
  type ModerationAction,
  moderationMenu,
  type StaffAccount,
} from './admin-privileges';
import { cycleFilter, type UserFilterDimension } from './admin-user-filters';
import type { NoticeStore } from './notices';
import type { LoadState } from './pager';
import type { ScopeStoreKit } from './scope-store';

export interface AdminUsersDeps {
  api: () => ModerationApi;
  notices: NoticeStore;
  /** Users per page (default ADMIN_USERS_PAGE_SIZE). */
  pageSize?: number;
}

/** What the users list can act with: the card menu's actions plus the desk's own. */
export type UserAction =
  | ModerationAction
  | { kind: 'approve' | 'reset-password' | 'resend-confirmation' | 'disable-mfa' }
  /** Refuses a pending registration: the account is deleted (Pleroma-FE's "Reject"). */
  | { kind: 'reject' };

/** Whether an action destroys something and must be confirmed first. */
export function isDestructive(a: UserAction): boolean {
  return (
    a.kind === 'delete' || a.kind === 'reject' || a.kind === 'deactivate' || a.kind === 'revoke'
  );
}

/** What the user looks like once the action succeeded (shown at once, reverted on failure). */
function applied(u: AdminUser, a: UserAction): AdminUser {
  switch (a.kind) {
    case 'activate':
      return { ...u, active: true };
    case 'deactivate':
      return { ...u, active: false };
    case 'approve':
      return { ...u, approved: true };
    case 'grant':
      return { ...u, [a.group]: true };
    case 'revoke':
      return { ...u, [a.group]: false };
    case 'tag':
      return { ...u, tags: u.tags.includes(a.tag) ? u.tags : [...u.tags, a.tag] };
    case 'untag':
      return { ...u, tags: u.tags.filter((t) => t !== a.tag) };
    default:
      return u;
  }
}

/** Sends one action for one user. */
export async function runUserAction(
  api: ModerationApi,
  nickname: string,
  a: UserAction,
): Promise<void> {
  const users = api.users;
  switch (a.kind) {
    case 'activate':
      await users.activate([nickname]);
      return;
    case 'deactivate':
      await users.deactivate([nickname]);
      return;
    case 'approve':
      await users.approve([nickname]);
      return;
    case 'delete':
    case 'reject':
      await users.remove([nickname]);
      return;
    case 'grant':
      await users.grant(nickname, a.group);
      return;
    case 'revoke':
      await users.revoke(nickname, a.group);
      return;
    case 'tag':
      await users.tag([nickname], [a.tag]);
      return;
    case 'untag':
      await users.untag([nickname], [a.tag]);
      return;
    case 'reset-password':
      await users.forcePasswordReset([nickname]);
      return;
    case 'resend-confirmation':
      await users.resendConfirmation([nickname]);
      return;
    case 'disable-mfa':
      await users.disableMfa(nickname);
      return;
  }
}

/**
 * The actions a staff account may take on a listed user, as both faces offer them: approve
 * (users_manage_invites) and reject (users_delete) first for a pending registration, then
 * the card menu's actions that the account's privileges allow (spec part 2 §6), and for a
 * local account whose e-mail is unconfirmed, resending the confirmation
 * (users_manage_credentials); the tag policies only when `options.tagPolicy` (the instance
 * runs TagPolicy: `offersTagPolicy`).
 */
export function userActions(
  me: StaffAccount | undefined,
  user: AdminUser,
  options: { tagPolicy: boolean } = { tagPolicy: false },
): UserAction[] {
  const menu = moderationMenu(
    me,
    {
      id: user.id,
      isLocal: user.local,
      deactivated: !user.active,
      role: user.admin ? 'admin' : user.moderator ? 'moderator' : 'member',
      tags: user.tags,
    },
    options,
  );
  const pending: UserAction[] = user.approved
    ? []
    : [
        ...(holds(me, 'users_manage_invites') ? [{ kind: 'approve' } as const] : []),
        ...(holds(me, 'users_delete') ? [{ kind: 'reject' } as const] : []),
      ];
  const resend: UserAction[] =
    user.local && !user.confirmed && holds(me, 'users_manage_credentials')
      ? [{ kind: 'resend-confirmation' }]
      : [];
  return [...pending, ...menu, ...resend];
}

/** Which staff the list shows: anyone, admins or moderators (one filter), or both. */
export type RoleFilter = 'any' | 'staff' | 'admin' | 'moderator';

/**
 * Users per page of the desk's list. The spec names no admin page size; its people lists
 * (following, followers) take 20, and so does this one (Pleroma's default would be 50).
 */
export const ADMIN_USERS_PAGE_SIZE = 20;

const ROLE_FILTERS: Record<Exclude<RoleFilter, 'any'>, AdminUserFilter[][]> = {
  admin: [['is_admin']],
  moderator: [['is_moderator']],
  // Pleroma joins its filters with "and": staff are the admins' page and the moderators'.
  staff: [['is_admin'], ['is_moderator']],
};

/**
 * The moderation desk's users list: search, filters and a role, one page of
 * ADMIN_USERS_PAGE_SIZE at a time (Pleroma's `page` and `count`); actions apply at once and
 * revert on failure with the spec's error notice; a deleted user leaves the list.
 */
export class AdminUsersStore {
  state: LoadState = 'idle';
  loadError: string | null = null;
  query = '';
  filters: AdminUserFilter[] = [];
  role: RoleFilter = 'any';
  users: AdminUser[] = [];
  count = 0;
  /** The pages the last answer spans (1 when empty). */
  pages = 1;
  page = 1;
  readonly pageSize: number;
  /** The privilege the server said this account lacks (a 403 on loading), else null. */
  forbidden: AdminPrivilege | null = null;
  /** A nickname while an action for it is on the way. */
  busy: string | null = null;

  constructor(private readonly deps: AdminUsersDeps) {
    this.pageSize = deps.pageSize ?? ADMIN_USERS_PAGE_SIZE;
    makeObservable(this, {
      state: observable,
      loadError: observable,
      query: observable,
      filters: observable.ref,
      role: observable,
      users: observable.ref,
      count: observable,
      pages: observable,
      page: observable,
      forbidden: observable,
      busy: observable,
      search: action,
      setRole: action,
      goTo: action,
      goToPage: action,
    });
  }

  /** A new search or filter set, from page 1. */
  search(query: string, filters: AdminUserFilter[] = this.filters): Promise<void> {
    this.query = query;
    this.filters = filters;
    this.page = 1;
    return this.load();
  }

  /** Another role, from page 1. */
  setRole(role: RoleFilter): Promise<void> {
    this.role = role;
    this.page = 1;
    return this.load();
  }

  get hasPrevious(): boolean {
    return this.page > 1;
  }

  get hasNext(): boolean {
    return this.page < this.pages;
  }

  /** Page `page` of the same search (ignored outside 1…pages). */
  goTo(page: number): Promise<void> {
    if (page < 1 || page > this.pages || page === this.page) return Promise.resolve();
    return this.goToPage(page);
  }

  /** Another page of the same search (clamped to the pages there are). */
  goToPage(page: number): Promise<void> {
    const wanted = Math.max(1, Math.min(this.pages, page));
    if (wanted === this.page && this.state === 'loaded') return Promise.resolve();
    this.page = wanted;
    return this.load();
  }

  /** One filter dimension moved on to its next choice, from page 1. */
  cycle(dimension: UserFilterDimension): Promise<void> {
    return this.search(this.query, cycleFilter(this.filters, dimension));
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
      this.loadError = null;
    });
    const page = this.page;
    const sets = this.role === 'any' ? [[]] : ROLE_FILTERS[this.role];
    try {
      const answers = await Promise.all(
        sets.map((extra) =>
          this.deps.api().users.list({
            query: this.query,
            filters: [...this.filters, ...extra],
            page,
            pageSize: this.pageSize,
          }),
        ),
      );
      const seen = new Set<string>();
      const users = answers
        .flatMap((a) => a.users)
        .filter((u) => !seen.has(u.id) && seen.add(u.id));
      runInAction(() => {
        if (page !== this.page) return;
        this.users = users;
        this.count = answers.reduce((sum, a) => sum + a.count, 0);
        this.pages = Math.max(
          1,
          ...answers.map((a) => Math.ceil(a.count / (a.pageSize || this.pageSize))),
        );
        this.state = 'loaded';
        this.forbidden = null;
      });
    } catch (error) {
      markDeskFailed(this, error);
    }
  }

  private replace(nickname: string, user: AdminUser | null): void {
    this.users = user
      ? this.users.map((u) => (u.nickname === nickname ? user : u))
      : this.users.filter((u) => u.nickname !== nickname);
  }

  async act(nickname: string, a: UserAction): Promise<boolean> {
    const before = this.users.find((u) => u.nickname === nickname);
    runInAction(() => {
      if (before) this.replace(nickname, applied(before, a));
    });
    return runModeration(
      this,
      {
        busy: nickname,
        notices: this.deps.notices,
        undo: () => {
          if (before) this.replace(nickname, before);
        },
      },
      async () => {
        await runUserAction(this.deps.api(), nickname, a);
        runInAction(() => {
          if (a.kind === 'delete' || a.kind === 'reject') this.replace(nickname, null);
        });
      },
    );
  }
}

/** The account's users list of the moderation desk (`scope.use(adminUsersOf)`). */
export const adminUsersOf: ScopeStoreKit<AdminUsersStore> = {
  make: (scope: AccountScope) =>
    new AdminUsersStore({ api: () => moderationApi(scope.client), notices: scope.notices }),
};
