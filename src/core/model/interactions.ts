import { action, computed, makeObservable, observable } from 'mobx';
import type { Capabilities } from '../api/capabilities';
import type { PleromaClient } from '../api/client';
import type { PageCursor } from '../api/paging';
import type { Account, Notification, NotificationType } from '../domain/types';
import type { EntityStore } from './entities';
import { type IdPage, IdPager } from './pager';

/** The tabs of the interactions screen (spec part 1 §2), in the order they show. */
export type InteractionTab =
  | 'mentions'
  | 'favs_repeats'
  | 'follows'
  | 'emoji_reactions'
  | 'reports'
  | 'moves';

/** The tabs listed as notifications (Mentions lists the mentioning statuses instead). */
export type NotificationTab = Exclude<InteractionTab, 'mentions'>;

/** The notification types each tab asks the server for. */
export const INTERACTION_TYPES: Readonly<Record<InteractionTab, readonly NotificationType[]>> = {
  mentions: ['mention'],
  favs_repeats: ['favourite', 'reblog'],
  follows: ['follow', 'follow_request'],
  emoji_reactions: ['pleroma:emoji_reaction'],
  reports: ['pleroma:report'],
  moves: ['move'],
};

export const NOTIFICATION_TABS: readonly NotificationTab[] = [
  'favs_repeats',
  'follows',
  'emoji_reactions',
  'reports',
  'moves',
];

/** Spec part 1 §6: the privilege that gives the Reports tab. */
export const REPORTS_PRIVILEGE = 'reports_manage_reports';

/**
 * The tabs `account` sees: always Mentions, Favs+repeats and Follows; Emoji reactions when
 * the server has them; Reports for holders of the reports-management privilege; Moves when
 * follows do not move along automatically (`allowFollowingMove` off).
 */
export function interactionTabs(
  account: Account | undefined,
  server: Pick<Capabilities, 'emojiReactions'> = { emojiReactions: true },
): InteractionTab[] {
  const tabs: InteractionTab[] = ['mentions', 'favs_repeats', 'follows'];
  if (server.emojiReactions) tabs.push('emoji_reactions');
  if (account?.privileges.includes(REPORTS_PRIVILEGE)) tabs.push('reports');
  if (account && !account.allowFollowingMove) tabs.push('moves');
  return tabs;
}

/** One page of notifications of some types, with the entities they carry. */
export interface NotificationTypePage extends IdPage {
  /** The page's notifications of the asked types, newest first (`ids` are theirs). */
  notifications: Notification[];
}

/**
 * One page of notifications of `types` at `cursor`, 20 at a time. Entries of other types
 * (a server that ignores the filter) are left out but still move the cursor on, as do
 * unreadable ones; a page without any entries bottoms out.
 */
export async function fetchNotificationTypePage(
  client: PleromaClient,
  types: readonly NotificationType[],
  cursor: PageCursor | undefined,
): Promise<NotificationTypePage> {
  // Mastodon reads `types[]`, Pleroma `include_types[]`: send both.
  const page = await client.notifications.fetch({
    cursor,
    types: [...types],
    includeTypes: [...types],
  });
  const wanted = new Set<NotificationType>(types);
  const notifications = page.notifications.filter((n) => wanted.has(n.type));
  return {
    ids: notifications.map((n) => n.id),
    entryIds: page.ids,
    notifications,
    bundle: page.bundle,
    next: page.cursors.next,
  };
}

/**
 * The signed-in user's notifications of some types (an interactions tab), newest first,
 * paged below the oldest one held with load more until a page comes back empty.
 *
 * Platform-free: any face can hold one; reset it when the account changes.
 */
export class NotificationTypePager extends IdPager<NotificationTypePage> {
  private readonly held = observable.map<string, Notification>({}, { deep: false });

  constructor(
    client: () => PleromaClient,
    entities: EntityStore,
    readonly types: readonly NotificationType[],
  ) {
    super((cursor) => fetchNotificationTypePage(client(), types, cursor), entities);
    makeObservable(this, { notifications: computed });
  }

  /** The notifications held, newest first. */
  get notifications(): Notification[] {
    const out: Notification[] = [];
    for (const id of this.ids) {
      const notification = this.held.get(id);
      if (notification) out.push(notification);
    }
    return out;
  }

  notification(id: string): Notification | undefined {
    return this.held.get(id);
  }

  protected override keep(page: NotificationTypePage): void {
    for (const notification of page.notifications) this.held.set(notification.id, notification);
  }

  protected override forget(): void {
    this.held.clear();
  }
}

/**
 * The interactions screen's notification tabs (spec part 1 §2): one pager per tab, each
 * asking the server for its types only. Mentions is the `MentionsStore`.
 */
export class InteractionsStore {
  private readonly pagers: Readonly<Record<NotificationTab, NotificationTypePager>>;

  constructor(client: () => PleromaClient, entities: EntityStore) {
    const pager = (tab: NotificationTab) =>
      new NotificationTypePager(client, entities, INTERACTION_TYPES[tab]);
    this.pagers = {
      favs_repeats: pager('favs_repeats'),
      follows: pager('follows'),
      emoji_reactions: pager('emoji_reactions'),
      reports: pager('reports'),
      moves: pager('moves'),
    };
    makeObservable(this, { reset: action });
  }

  pager(tab: NotificationTab): NotificationTypePager {
    return this.pagers[tab];
  }

  /** Forget every tab (another account); answers still in flight are dropped. */
  reset(): void {
    for (const tab of NOTIFICATION_TABS) this.pagers[tab].reset();
  }
}
