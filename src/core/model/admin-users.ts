import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AdminPrivilege } from '../api/admin-common';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { AdminUser, AdminUserFilter } from '../api/admin-users';
import { describeError } from '../errors';
import type { AccountScope } from './account-scope';
import { forbiddenPrivilege, noticeModerationFailure } from './admin-failure';
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
  /** Users per page (default 50, Pleroma's). */
  pageSize?: number;
}

/** What the users list can act with: the card menu's actions plus the desk's own. */
export type UserAction =
  | ModerationAction
  | { kind: 'approve' | 'reset-password' | 'resend-confirmation' };

/** Whether an action destroys something and must be confirmed first. */
export function isDestructive(a: UserAction): boolean {
  return a.kind === 'delete' || a.kind === 'deactivate' || a.kind === 'revoke';
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

/**
 * The actions a staff account may take on a listed user, as both faces offer them: approve
 * first for a pending registration (users_manage_invites), then the card menu's actions
 * that the account's privileges allow (spec part 2 §6).
 */
export function userActions(me: StaffAccount | undefined, user: AdminUser): UserAction[] {
  const menu = moderationMenu(
    me,
    {
      id: user.id,
      isLocal: user.local,
      deactivated: !user.active,
      role: user.admin ? 'admin' : user.moderator ? 'moderator' : 'member',
      tags: user.tags,
    },
    { tagPolicy: false },
  );
  const approve: UserAction[] =
    !user.approved && holds(me, 'users_manage_invites') ? [{ kind: 'approve' }] : [];
  return [...approve, ...menu];
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
  }
}

/**
 * The moderation desk's users list: search and filters, one page at a time; actions apply
 * at once and revert on failure with the spec's error notice; a deleted user leaves the list.
 */
export class AdminUsersStore {
  state: LoadState = 'idle';
  loadError: string | null = null;
  query = '';
  filters: AdminUserFilter[] = [];
  users: AdminUser[] = [];
  count = 0;
  page = 1;
  readonly pageSize: number;
  /** The privilege the server said this account lacks (a 403 on loading), else null. */
  forbidden: AdminPrivilege | null = null;
  /** A nickname while an action for it is on the way. */
  busy: string | null = null;

  constructor(private readonly deps: AdminUsersDeps) {
    this.pageSize = deps.pageSize ?? 50;
    makeObservable(this, {
      state: observable,
      loadError: observable,
      query: observable,
      filters: observable.ref,
      users: observable.ref,
      count: observable,
      page: observable,
      forbidden: observable,
      busy: observable,
      pages: computed,
      search: action,
      goToPage: action,
    });
  }

  /** How many pages the list has (at least one). */
  get pages(): number {
    return Math.max(1, Math.ceil(this.count / Math.max(1, this.pageSize)));
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

  /** A new search or filter set, from page 1. */
  search(query: string, filters: AdminUserFilter[] = this.filters): Promise<void> {
    this.query = query;
    this.filters = filters;
    this.page = 1;
    return this.load();
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
      this.loadError = null;
    });
    try {
      const answer = await this.deps.api().users.list({
        query: this.query,
        filters: this.filters,
        page: this.page,
        pageSize: this.pageSize,
      });
      runInAction(() => {
        this.users = answer.users;
        this.count = answer.count;
        this.state = 'loaded';
        this.forbidden = null;
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.loadError = describeError(error);
        this.forbidden = forbiddenPrivilege(error);
      });
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
      this.busy = nickname;
      if (before) this.replace(nickname, applied(before, a));
    });
    try {
      await runUserAction(this.deps.api(), nickname, a);
      runInAction(() => {
        if (a.kind === 'delete') this.replace(nickname, null);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        if (before) this.replace(nickname, before);
      });
      noticeModerationFailure(this.deps.notices, error);
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }
}

/** The account's users list of the moderation desk (`scope.use(adminUsersOf)`). */
export const adminUsersOf: ScopeStoreKit<AdminUsersStore> = {
  make: (scope: AccountScope) =>
    new AdminUsersStore({ api: () => moderationApi(scope.client), notices: scope.notices }),
};
