import { computed, makeObservable } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { PageCursor } from '../api/paging';
import type { Status } from '../domain/types';
import type { EntityStore } from './entities';
import { fetchNotificationTypePage, INTERACTION_TYPES } from './interactions';
import { type IdPage, IdPager } from './pager';

/**
 * The signed-in user's mentions (spec part 1 §2, the interactions screen's Mentions tab; the
 * "mentions" timeline): the statuses of mention notifications, newest first, 20 at a time,
 * each further page below the oldest notification held. A page without notifications
 * bottoms out (one without mentions does not: the server may ignore the type filter).
 * The interactions screen's other tabs are `NotificationTypePager`s on the same pages; this
 * one keeps the statuses rather than the notifications.
 *
 * Platform-free: any face can hold one; reset it when the account changes.
 */
export class MentionsStore extends IdPager {
  constructor(client: () => PleromaClient, entities: EntityStore) {
    super((cursor) => fetchMentionPage(client(), cursor), entities);
    makeObservable(this, { statuses: computed });
  }

  /**
   * The mentioning statuses held, newest first. A deleted one keeps its place, shown as the
   * "This post was deleted" placeholder as timelines do (spec part 2 §4).
   */
  get statuses(): Status[] {
    const out: Status[] = [];
    for (const id of this.ids) {
      const status = this.entities.status(id);
      if (status) out.push(status);
    }
    return out;
  }
}

/** One page of mention notifications at `cursor`, as the ids of their statuses. */
export async function fetchMentionPage(
  client: PleromaClient,
  cursor: PageCursor | undefined,
): Promise<IdPage> {
  const page = await fetchNotificationTypePage(client, INTERACTION_TYPES.mentions, cursor);
  const ids: string[] = [];
  for (const notification of page.notifications) {
    if (notification.statusId) ids.push(notification.statusId);
  }
  return { ids, entryIds: page.entryIds, bundle: page.bundle, next: page.next };
}
