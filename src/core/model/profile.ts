import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient, TimelineKind } from '../api/client';
import type { Account, Relationship } from '../domain/types';
import { ApiError } from '../errors';
import type { LoggerPort } from '../ports';
import { AccountListPager } from './account-list';
import type { EntityStore } from './entities';
import { RequestRound } from './pager';
import type { ScopeStoreKit } from './scope-store';
import type { TimelineStore } from './timeline';

/** Spec part 1 §2: the profile tabs, in the order they are offered. */
export type ProfileTab = 'statuses' | 'followees' | 'followers' | 'media' | 'favourites';
export const PROFILE_TABS: readonly ProfileTab[] = [
  'statuses',
  'followees',
  'followers',
  'media',
  'favourites',
];

export type ProfileState = 'idle' | 'loading' | 'loaded' | 'failed';

/** Spec part 1 §8, "Profile load". */
export type ProfileErrorCode = 'not_found' | 'server' | 'generic';

export interface ProfileError {
  code: ProfileErrorCode;
  /** i18n key for `not_found` and `generic`; null for `server` (its text is shown as is). */
  messageKey: 'user_profile.profile_does_not_exist' | 'user_profile.profile_loading_error' | null;
  /** English text: the spec's sentence, or the server's own words. */
  message: string;
}

const NOT_FOUND_TEXT = 'No user with such user_id';

/**
 * Map a profile load failure as the spec says: the server's "No user with such user_id" →
 * does not exist; any other server error text → shown as is; else the generic sentence.
 * Any 404 also reads as "does not exist" (a decision: it is what it means; the server's raw
 * "Record not found" told the reader nothing).
 */
export function profileErrorOf(error: unknown): ProfileError {
  const text = error instanceof ApiError ? error.serverMessage?.trim() : undefined;
  // Any 404 means the same, whatever words the server adds (Mastodon: "Record not found").
  if (text?.includes(NOT_FOUND_TEXT) || (error instanceof ApiError && error.status === 404)) {
    return {
      code: 'not_found',
      messageKey: 'user_profile.profile_does_not_exist',
      message: 'Sorry, this profile does not exist.',
    };
  }
  // An HTML error page is not "server error text" worth showing.
  if (text && !/^\s*</.test(text)) return { code: 'server', messageKey: null, message: text };
  return {
    code: 'generic',
    messageKey: 'user_profile.profile_loading_error',
    message: 'Sorry, there was an error loading this profile.',
  };
}

/**
 * Which tabs a profile offers (spec): one's own always shows every tab; for others the
 * followees/followers tabs go when they hide their follows/followers, and favourites when
 * they hide favourites (Pleroma's default).
 */
export function profileTabs(account: Account, isOwn: boolean): ProfileTab[] {
  if (isOwn) return [...PROFILE_TABS];
  return PROFILE_TABS.filter((tab) => {
    if (tab === 'followees') return !account.hideFollows;
    if (tab === 'followers') return !account.hideFollowers;
    if (tab === 'favourites') return !account.hideFavorites;
    return true;
  });
}

export interface ProfileDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  ownAccountId: () => string | null;
  /** The shared timeline store of a kind (so two views of a profile share one list). */
  timeline: (kind: TimelineKind) => TimelineStore;
  logger: LoggerPort;
}

/**
 * A profile screen by name or id: the account (lookup by name, falling back to the name as
 * an id on 404), the relationship for other people, and one store per tab: timelines for
 * statuses (pinned first), media and favourites; account pagers for followees and followers.
 */
export class ProfileStore {
  accountId: string | null = null;
  state: ProfileState = 'idle';
  error: ProfileError | null = null;
  relationship: Relationship | null = null;
  tab: ProfileTab = 'statuses';

  private followersPager: AccountListPager | undefined;
  private followeesPager: AccountListPager | undefined;
  /** Only the latest load's answer is taken. */
  private readonly round = new RequestRound();

  constructor(
    readonly nameOrId: string,
    private readonly deps: ProfileDeps,
  ) {
    makeObservable(this, {
      accountId: observable,
      state: observable,
      error: observable,
      relationship: observable.ref,
      tab: observable,
      account: computed,
      isOwn: computed,
      tabs: computed,
      statusIds: computed,
      selectTab: action,
    });
  }

  get account(): Account | undefined {
    return this.accountId ? this.deps.entities.account(this.accountId) : undefined;
  }

  get isOwn(): boolean {
    return this.accountId !== null && this.accountId === this.deps.ownAccountId();
  }

  get tabs(): ProfileTab[] {
    const account = this.account;
    return account ? profileTabs(account, this.isOwn) : ['statuses'];
  }

  /** Pinned statuses of the statuses tab. */
  get pinned(): TimelineStore | undefined {
    return this.accountId
      ? this.deps.timeline({ type: 'account', id: this.accountId, pinned: true })
      : undefined;
  }

  get statuses(): TimelineStore | undefined {
    return this.accountId ? this.deps.timeline({ type: 'account', id: this.accountId }) : undefined;
  }

  get media(): TimelineStore | undefined {
    return this.accountId
      ? this.deps.timeline({ type: 'account', id: this.accountId, onlyMedia: true })
      : undefined;
  }

  /** One's own favourites, or another person's (Pleroma) when they show them. */
  get favourites(): TimelineStore | undefined {
    if (!this.accountId) return undefined;
    return this.deps.timeline(
      this.isOwn ? { type: 'favourites' } : { type: 'account_favourites', id: this.accountId },
    );
  }

  get followers(): AccountListPager | undefined {
    const id = this.accountId;
    if (!id) return undefined;
    this.followersPager ??= new AccountListPager(
      (params) => this.deps.client().accounts.followers(id, params),
      this.deps.entities,
    );
    return this.followersPager;
  }

  /** The accounts this one follows (spec's "followees"). */
  get followees(): AccountListPager | undefined {
    const id = this.accountId;
    if (!id) return undefined;
    this.followeesPager ??= new AccountListPager(
      (params) => this.deps.client().accounts.following(id, params),
      this.deps.entities,
    );
    return this.followeesPager;
  }

  /** The account shown and those its follower lists hold. */
  heldAccountIds(): string[] {
    return [
      ...(this.accountId ? [this.accountId] : []),
      ...(this.followersPager?.ids ?? []),
      ...(this.followeesPager?.ids ?? []),
    ];
  }

  /** The statuses tab: pinned ones first, then the rest without repeating them. */
  get statusIds(): string[] {
    const pinned = this.pinned?.visibleIds ?? [];
    const pinnedSet = new Set(pinned);
    const rest = (this.statuses?.visibleIds ?? []).filter((id) => !pinnedSet.has(id));
    return [...pinned, ...rest];
  }

  /** Resolve the account, then its relationship and the current tab. Never throws. */
  async load(): Promise<void> {
    const current = this.round.next();
    runInAction(() => {
      this.state = 'loading';
      this.error = null;
    });
    let account: Account;
    try {
      account = await this.resolve();
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        this.state = 'failed';
        this.error = profileErrorOf(error);
      });
      return;
    }
    if (!current()) return;
    runInAction(() => {
      this.deps.entities.ingest({ accounts: [account], statuses: [] });
      this.accountId = account.id;
      this.state = 'loaded';
      // A tab the person hides is not offered: fall back to statuses.
      if (!this.tabs.includes(this.tab)) this.tab = 'statuses';
    });
    await Promise.all([this.refreshRelationship(), this.loadTab(this.tab)]);
  }

  /** Switch tabs; the tab's list loads the first time it is shown. */
  selectTab(tab: ProfileTab): void {
    if (!this.tabs.includes(tab)) return;
    this.tab = tab;
    void this.loadTab(tab);
  }

  /** Load a tab's first page when it has none yet. */
  async loadTab(tab: ProfileTab): Promise<void> {
    if (!this.accountId) return;
    const initial = (timeline: TimelineStore | undefined) =>
      timeline && (timeline.state === 'idle' || timeline.state === 'failed')
        ? timeline.loadInitial().catch(() => {
            // The timeline keeps the error for the view.
          })
        : Promise.resolve();
    const pager = (list: AccountListPager | undefined) =>
      list && (list.state === 'idle' || list.state === 'failed')
        ? list.loadInitial()
        : Promise.resolve();
    switch (tab) {
      case 'statuses':
        await Promise.all([initial(this.pinned), initial(this.statuses)]);
        return;
      case 'media':
        await initial(this.media);
        return;
      case 'favourites':
        await initial(this.favourites);
        return;
      case 'followers':
        await pager(this.followers);
        return;
      case 'followees':
        await pager(this.followees);
        return;
    }
  }

  /** Fetch how we stand with this person (not for one's own profile). */
  async refreshRelationship(): Promise<void> {
    const id = this.accountId;
    if (!id || this.isOwn || this.deps.ownAccountId() === null) return;
    try {
      const [relationship] = await this.deps.client().accounts.relationships([id]);
      runInAction(() => {
        this.relationship = relationship ?? null;
      });
    } catch (error) {
      // The card still shows; the follow button waits for a relationship.
      runInAction(() => {
        this.relationship = null;
      });
      this.deps.logger.warn('Relationship could not be loaded', error);
    }
  }

  /**
   * Spec: look the name up; on 404 treat it as an id. What is plainly an id (one held
   * already, or shaped like one) is fetched as an id first, so `/users/{id}` does not begin
   * with a lookup bound to fail; the other way round stays as the fallback.
   */
  private async resolve(): Promise<Account> {
    const client = this.deps.client();
    const name = this.nameOrId.replace(/^@/, '');
    const asId = () => client.accounts.fetch(name);
    const asName = () => client.accounts.lookup(name);
    const [first, second] = this.looksLikeId(name) ? [asId, asName] : [asName, asId];
    try {
      return await first();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return second();
      throw error;
    }
  }

  private looksLikeId(name: string): boolean {
    const held = this.deps.entities.account(name);
    if (held && held.acct.toLowerCase() !== name.toLowerCase()) return true;
    // Mastodon's numbers and Pleroma's 18-character flake ids (mixed case with digits).
    return /^\d+$/.test(name) || /^(?=.*\d)(?=.*[A-Z])(?=.*[a-z])[0-9A-Za-z]{18}$/.test(name);
  }
}

/** Spec-free choice: how many profiles stay cached. */
export const PROFILES_KEPT = 10;

/** One ProfileStore per name or id (case-insensitive), most recent few kept. */
export class ProfileRegistry {
  private readonly profiles = new Map<string, ProfileStore>();

  constructor(private readonly deps: ProfileDeps) {}

  get(nameOrId: string): ProfileStore {
    const key = nameOrId.replace(/^@/, '').toLowerCase();
    const existing = this.profiles.get(key);
    if (existing) {
      this.profiles.delete(key);
      this.profiles.set(key, existing);
      return existing;
    }
    const profile = new ProfileStore(nameOrId, this.deps);
    this.profiles.set(key, profile);
    while (this.profiles.size > PROFILES_KEPT) {
      const oldest = this.profiles.keys().next().value as string;
      this.profiles.delete(oldest);
    }
    return profile;
  }

  /** Open a profile and load it when it is not loaded yet. */
  open(nameOrId: string): ProfileStore {
    const profile = this.get(nameOrId);
    if (profile.state === 'idle' || profile.state === 'failed') void profile.load();
    return profile;
  }

  /** A relationship changed elsewhere (say, an unmute from a muted post): profiles follow. */
  applyRelationship(relationship: Relationship): void {
    runInAction(() => {
      for (const profile of this.profiles.values()) {
        if (profile.accountId === relationship.id) profile.relationship = relationship;
      }
    });
  }

  /** The accounts the kept profiles show (the entity sweep keeps them). */
  references(): string[] {
    return [...this.profiles.values()].flatMap((profile) => profile.heldAccountIds());
  }

  reset(): void {
    this.profiles.clear();
  }
}

/** An account's profile screens (`scope.use(profilesOf)`). */
export const profilesOf: ScopeStoreKit<ProfileRegistry> = {
  make: (scope) =>
    new ProfileRegistry({
      client: () => scope.client,
      entities: scope.entities,
      ownAccountId: () => scope.ownAccountId(),
      timeline: (kind) => scope.timelines.get(kind),
      logger: scope.logger,
    }),
  holds: (registry) => ({ accounts: registry.references() }),
  relationshipChanged: (registry, relationship) => registry.applyRelationship(relationship),
};
