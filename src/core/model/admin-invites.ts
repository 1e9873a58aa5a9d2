import { makeObservable, observable, runInAction } from 'mobx';
import type { AdminPrivilege } from '../api/admin-common';
import type { Invite, Relay } from '../api/admin-desk';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { AccountScope } from './account-scope';
import { markDeskFailed, runModeration } from './admin-failure';
import type { NoticeStore } from './notices';
import type { LoadState } from './pager';
import type { ScopeStoreKit } from './scope-store';

export interface DeskListDeps {
  api: () => ModerationApi;
  notices: NoticeStore;
}

/** A desk list read whole (invites, relays): its load and its busy mark. */
abstract class DeskList<T> {
  state: LoadState = 'idle';
  loadError: string | null = null;
  forbidden: AdminPrivilege | null = null;
  items: T[] = [];
  busy: string | null = null;

  constructor(protected readonly deps: DeskListDeps) {
    makeObservable(this, {
      state: observable,
      loadError: observable,
      forbidden: observable,
      items: observable.ref,
      busy: observable,
    });
  }

  protected abstract fetch(): Promise<T[]>;

  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
      this.loadError = null;
    });
    try {
      const items = await this.fetch();
      runInAction(() => {
        this.items = items;
        this.state = 'loaded';
        this.forbidden = null;
      });
    } catch (error) {
      markDeskFailed(this, error);
    }
  }

  /** One action, then the list read again (the server's word on what changed). */
  protected act(busy: string, call: () => Promise<void>): Promise<boolean> {
    return runModeration(this, { busy, notices: this.deps.notices }, async () => {
      await call();
      await this.load();
    });
  }
}

/**
 * Registration invites (users_manage_invites): listed, made with a maximum of uses and an
 * expiry date (both optional), revoked, sent by e-mail.
 */
export class AdminInvitesStore extends DeskList<Invite> {
  /** The token of the invite made last (shown so the admin can hand it over). */
  created: string | null = null;

  constructor(deps: DeskListDeps) {
    super(deps);
    makeObservable(this, { created: observable });
  }

  protected fetch(): Promise<Invite[]> {
    return this.deps.api().desk.invites();
  }

  create(options: { maxUse?: number; expiresAt?: string }): Promise<boolean> {
    return this.act('new', async () => {
      const made = await this.deps.api().desk.createInvite(options);
      runInAction(() => {
        this.created = made?.token ?? null;
      });
    });
  }

  /** Sends an invite by e-mail to ADDRESS (trimmed; NAME optional). */
  email(address: string, name?: string): Promise<boolean> {
    return this.act('email', () =>
      this.deps.api().desk.emailInvite(address.trim(), name?.trim() || undefined),
    );
  }

  revoke(token: string): Promise<boolean> {
    return this.act(token, async () => {
      await this.deps.api().desk.revokeInvite(token);
    });
  }
}

/** The relays the instance follows (admins): listed, followed by address, unfollowed. */
export class AdminRelaysStore extends DeskList<Relay> {
  protected fetch(): Promise<Relay[]> {
    return this.deps.api().desk.relays();
  }

  follow(url: string): Promise<boolean> {
    return this.act(url, () => this.deps.api().desk.followRelay(url.trim()));
  }

  unfollow(url: string): Promise<boolean> {
    return this.act(url, () => this.deps.api().desk.unfollowRelay(url));
  }
}

const deps = (scope: AccountScope): DeskListDeps => ({
  api: () => moderationApi(scope.client),
  notices: scope.notices,
});

/** The account's invites (`scope.use(adminInvitesOf)`). */
export const adminInvitesOf: ScopeStoreKit<AdminInvitesStore> = {
  make: (scope: AccountScope) => new AdminInvitesStore(deps(scope)),
};

/** The account's relays (`scope.use(adminRelaysOf)`). */
export const adminRelaysOf: ScopeStoreKit<AdminRelaysStore> = {
  make: (scope: AccountScope) => new AdminRelaysStore(deps(scope)),
};

/**
 * Checks an invite's form: max uses a whole number above 0 (empty: no limit), the expiry a
 * `YYYY-MM-DD` date (empty: never). The reason is a word key the face translates.
 */
export function inviteOptions(
  maxUse: string,
  expires: string,
): { maxUse?: number; expiresAt?: string } | { problem: 'max_use' | 'expiry' } {
  const max = maxUse.trim();
  const date = expires.trim();
  if (max !== '' && !/^[1-9]\d*$/.test(max)) return { problem: 'max_use' };
  if (date !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))))
    return { problem: 'expiry' };
  return {
    ...(max ? { maxUse: Number(max) } : {}),
    ...(date ? { expiresAt: date } : {}),
  };
}
