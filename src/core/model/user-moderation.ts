import { action, makeObservable, observable, runInAction } from 'mobx';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { Account } from '../domain/types';
import { runModeration } from './admin-failure';
import { holds, moderationMenu, type StaffAccount } from './admin-privileges';
import { runUserAction, type UserAction } from './admin-users';
import type { EntityStore } from './entities';
import type { NoticeStore } from './notices';
import type { ScopeStoreKit } from './scope-store';

/**
 * The moderation menu of a user card (spec part 2 §2, §4, §6): the roles, activation, delete
 * and tag policies `moderationMenu` allows, then, for local users and holders of
 * users_manage_credentials, "require a password change" and "disable two-factor sign-in".
 * Empty: the card shows no menu.
 */
export function cardActions(
  me: StaffAccount | undefined,
  account: Account,
  options: { tagPolicy: boolean },
): UserAction[] {
  const items: UserAction[] = moderationMenu(me, account, options);
  if (offersResetLink(me, account)) {
    items.push({ kind: 'reset-password' }, { kind: 'disable-mfa' });
  }
  return items;
}

/**
 * Whether the card offers the user's credentials actions (a password-reset link, a required
 * password change, two-factor off): local users other than oneself, for holders of
 * users_manage_credentials.
 */
export function offersResetLink(me: StaffAccount | undefined, account: Account): boolean {
  return account.isLocal && account.id !== me?.id && holds(me, 'users_manage_credentials');
}

/** The account as the card shows it once `a` is done (at once; put back on failure). */
export function accountAfter(account: Account, a: UserAction): Account {
  switch (a.kind) {
    case 'activate':
      return { ...account, deactivated: false };
    case 'deactivate':
    case 'delete':
      // Pleroma deletes an account's data and leaves it deactivated.
      return { ...account, deactivated: true };
    case 'grant':
      return {
        ...account,
        role: a.group === 'admin' || account.role === 'admin' ? 'admin' : 'moderator',
      };
    case 'revoke':
      return account.role === a.group ? { ...account, role: 'member' } : account;
    case 'tag':
      return account.tags.includes(a.tag)
        ? account
        : { ...account, tags: [...account.tags, a.tag] };
    case 'untag':
      return { ...account, tags: account.tags.filter((t) => t !== a.tag) };
    default:
      return account;
  }
}

export interface UserModerationDeps {
  api: () => ModerationApi;
  notices: NoticeStore;
  entities: Pick<EntityStore, 'account' | 'ingest'>;
}

/**
 * Sends a card's moderation action for the account (its `acct` is the admin API's nickname):
 * the card changes at once and changes back, with the spec's error notice, when refused.
 */
export class UserModerationStore {
  /** The account id while an action for it is on its way. */
  busy: string | null = null;
  /** The last password-reset link asked for, and whose it is (shown until dismissed). */
  resetLink: { accountId: string; link: string } | null = null;

  constructor(private readonly deps: UserModerationDeps) {
    makeObservable(this, {
      busy: observable,
      resetLink: observable.ref,
      act: action,
      dismissResetLink: action,
    });
  }

  /**
   * Asks the server for a link the admin hands over so the user sets a new password
   * (Pleroma's `GET /api/v1/pleroma/admin/users/:nickname/password_reset`); a refusal is the
   * spec's error notice.
   */
  async fetchResetLink(accountId: string): Promise<boolean> {
    const account = this.deps.entities.account(accountId);
    if (!account || this.busy === accountId) return false;
    return runModeration(this, { busy: accountId, notices: this.deps.notices }, async () => {
      const link = await this.deps.api().users.passwordResetLink(account.acct);
      runInAction(() => {
        this.resetLink = { accountId, link };
      });
    });
  }

  dismissResetLink(): void {
    this.resetLink = null;
  }

  async act(accountId: string, a: UserAction): Promise<boolean> {
    const before = this.deps.entities.account(accountId);
    if (!before || this.busy === accountId) return false;
    this.put(accountAfter(before, a));
    return runModeration(
      this,
      {
        busy: accountId,
        notices: this.deps.notices,
        undo: () => {
          const now = this.deps.entities.account(accountId);
          // Put back only what this action changed (a fresher copy may have come meanwhile).
          if (now)
            this.put({
              ...now,
              deactivated: before.deactivated,
              role: before.role,
              tags: before.tags,
            });
        },
      },
      () => runUserAction(this.deps.api(), before.acct, a),
    );
  }

  private put(account: Account): void {
    this.deps.entities.ingest({ accounts: [account], statuses: [] });
  }
}

/** The account's user-card moderation (`scope.use(userModerationOf)`). */
export const userModerationOf: ScopeStoreKit<UserModerationStore> = {
  make: (scope) =>
    new UserModerationStore({
      api: () => moderationApi(scope.client),
      notices: scope.notices,
      entities: scope.entities,
    }),
};
