/**
 * The instance's announcements (spec part 1 §2 "Announcements page", §5, §6, §9): fetched
 * at once and then every 300 s; dismissing one marks it read (signed-in users only); a 404
 * silently turns support off. Managers (privilege `announcements_manage_announcements`) also
 * see the admin list, where an announcement missing from the regular list is inactive, and
 * post, edit and delete; a failed post or edit keeps the server's error text until closed.
 */
import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { AnnouncementChanges } from '../api/announcements';
import type { PleromaClient } from '../api/client';
import type { Announcement } from '../domain/types';
import { ApiError, describeError } from '../errors';
import type { ScheduledJob, Scheduler } from '../schedule/scheduler';
import type { AccountScope } from './account-scope';
import type { LoadState } from './pager';
import { loadPolled } from './polled-load';
import type { ScopeStoreKit } from './scope-store';

/** Spec part 1 §9: announcements are fetched every 5 minutes. */
export const ANNOUNCEMENTS_POLL_MS = 300_000;
/** Spec part 1 §6: who may post, edit and delete announcements. */
export const ANNOUNCEMENTS_PRIVILEGE = 'announcements_manage_announcements';

export interface AnnouncementItem extends Announcement {
  /** Managers only: not in the regular list (not started, ended): shown, flagged. */
  inactive: boolean;
}

export interface AnnouncementsDeps {
  client: () => PleromaClient;
  scheduler: Scheduler;
  signedIn: () => boolean;
  /** The signed-in account's privileges (empty when signed out). */
  privileges: () => readonly string[];
}

export class AnnouncementsStore {
  /** False once the server answered the list with "no such route" (spec: silently). */
  supported = true;
  state: LoadState = 'idle';
  /** Why the last fetch failed (the page shows it; the next fetch clears it). */
  loadError: string | null = null;
  /** The server's text after a failed post, edit or delete, until closed. */
  error: string | null = null;
  /** An id while its dismiss, edit or delete is on the way; 'new' while posting. */
  busy: string | null = null;
  private active: Announcement[] = [];
  private all: Announcement[] | null = null;
  private job: ScheduledJob | null = null;
  private fetching: Promise<void> | null = null;
  private readonly disposers: Array<() => void> = [];

  constructor(private readonly deps: AnnouncementsDeps) {
    makeObservable<AnnouncementsStore, 'active' | 'all'>(this, {
      supported: observable,
      state: observable,
      loadError: observable,
      error: observable,
      busy: observable,
      active: observable.ref,
      all: observable.ref,
      items: computed,
      unreadCount: computed,
      canManage: computed,
      clearError: action,
    });
  }

  get canManage(): boolean {
    return this.deps.signedIn() && this.deps.privileges().includes(ANNOUNCEMENTS_PRIVILEGE);
  }

  /** Newest first; for managers every announcement, the inactive ones flagged. */
  get items(): AnnouncementItem[] {
    const activeIds = new Set(this.active.map((a) => a.id));
    const source = this.canManage && this.all ? this.all : this.active;
    const items = source.map((a) => ({ ...a, inactive: !activeIds.has(a.id) }));
    // Newest first by ISO 8601 text (code units, not ICU's collation: see chats.ts).
    return items.sort((a, b) => {
      const x = a.publishedAt ?? '';
      const y = b.publishedAt ?? '';
      return x < y ? 1 : x > y ? -1 : 0;
    });
  }

  /** Active announcements the signed-in user has not dismissed (the page-title total). */
  get unreadCount(): number {
    if (!this.deps.signedIn() || !this.supported) return 0;
    return this.active.filter((a) => !a.read).length;
  }

  /** Fetch now and then every 300 s, until `dispose`. Starting twice is one schedule. */
  start(): void {
    if (this.job) return;
    void this.refresh();
    this.job = this.deps.scheduler.every('announcements', ANNOUNCEMENTS_POLL_MS, () =>
      this.refresh(),
    );
  }

  /** One fetch (joined when one is on the way). Never throws: failures land in `loadError`. */
  refresh(): Promise<void> {
    if (!this.supported) return Promise.resolve();
    this.fetching ??= this.fetch().finally(() => {
      this.fetching = null;
    });
    return this.fetching;
  }

  private fetch(): Promise<void> {
    const api = this.deps.client().announcements;
    return loadPolled(
      this,
      async () => {
        const active = await api.list();
        const all = this.canManage ? await api.adminList().catch(() => null) : null;
        return { active, all };
      },
      ({ active, all }) => {
        this.active = active;
        this.all = all;
      },
      () => this.stopPolling(),
    );
  }

  private stopPolling(): void {
    this.job?.dispose();
    this.job = null;
  }

  /** Mark one read (signed-in users, active announcements only). */
  async dismiss(id: string): Promise<boolean> {
    const item = this.items.find((a) => a.id === id);
    if (!this.deps.signedIn() || !item || item.inactive || item.read) return false;
    return this.run(id, async (api) => {
      await api.dismiss(id);
      runInAction(() => {
        this.active = this.active.map((a) => (a.id === id ? { ...a, read: true } : a));
      });
    });
  }

  post(changes: AnnouncementChanges & { content: string }): Promise<boolean> {
    return this.manage('new', (api) => api.create(changes));
  }

  edit(id: string, changes: AnnouncementChanges): Promise<boolean> {
    return this.manage(id, (api) => api.update(id, changes));
  }

  remove(id: string): Promise<boolean> {
    return this.manage(id, (api) => api.remove(id));
  }

  clearError(): void {
    this.error = null;
  }

  /** Ends with the store (the kit's reactions). */
  own(dispose: () => void): void {
    this.disposers.push(dispose);
  }

  dispose(): void {
    this.stopPolling();
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  private manage(
    busy: string,
    call: (api: PleromaClient['announcements']) => Promise<unknown>,
  ): Promise<boolean> {
    if (!this.canManage) return Promise.resolve(false);
    return this.run(busy, async (api) => {
      await call(api);
      await this.refresh();
    });
  }

  private async run(
    busy: string,
    call: (api: PleromaClient['announcements']) => Promise<void>,
  ): Promise<boolean> {
    if (this.busy) return false;
    runInAction(() => {
      this.busy = busy;
      this.error = null;
    });
    try {
      await call(this.deps.client().announcements);
      return true;
    } catch (error) {
      runInAction(() => {
        // Spec part 1 §8: the server's own error text (with a close button).
        this.error =
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : describeError(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }
}

/** An account's announcements (`scope.use(announcementsOf)`), ended with the scope. */
export const announcementsOf: ScopeStoreKit<AnnouncementsStore> = {
  make: (scope: AccountScope) => {
    const store = new AnnouncementsStore({
      client: () => scope.client,
      scheduler: scope.scheduler,
      signedIn: () => scope.account !== null,
      privileges: () => {
        const id = scope.account?.accountId;
        return (id && scope.entities.account(id)?.privileges) || [];
      },
    });
    // The shell (page title, navigation) reads these without loading this code.
    store.own(
      reaction(
        () => [store.unreadCount, store.supported] as const,
        ([unread, supported]) => scope.unread.report('announcements', unread, supported),
        { fireImmediately: true, name: 'announcements:unread' },
      ),
    );
    return store;
  },
  dispose: (store) => store.dispose(),
};
