import { computed, makeObservable } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { Status } from '../domain/types';
import type { EntityStore } from './entities';
import { type IdPage, IdPager } from './pager';

/**
 * The signed-in user's mentions (spec part 1 §2, the interactions screen's Mentions tab; the
 * "mentions" timeline): the statuses of mention notifications, newest first, 20 at a time,
 * each further page below the oldest notification held. A page without notifications
 * bottoms out (one without mentions does not: the server may ignore the type filter).
 *
 * Platform-free: any face can hold one; reset it when the account changes.
 */
export class MentionsStore extends IdPager<string> {
  constructor(client: () => PleromaClient, entities: EntityStore) {
    super((maxId) => fetchMentionPage(client(), maxId), entities);
    makeObservable(this, { statuses: computed });
  }

  /** The mentioning statuses held (deleted ones left out), newest first. */
  get statuses(): Status[] {
    const out: Status[] = [];
    for (const id of this.ids) {
      const status = this.entities.status(id);
      if (status && !status.deleted) out.push(status);
    }
    return out;
  }
}

/** One page of mention notifications below `maxId`, as the ids of their statuses. */
export async function fetchMentionPage(
  client: PleromaClient,
  maxId: string | undefined,
): Promise<IdPage<string>> {
  // Mastodon reads `types[]`, Pleroma `include_types[]`: send both.
  const page = await client.notifications.fetch({
    maxId,
    types: ['mention'],
    includeTypes: ['mention'],
  });
  const ids: string[] = [];
  for (const notification of page.notifications) {
    if (notification.type === 'mention' && notification.statusId) ids.push(notification.statusId);
  }
  // A page of only unreadable entries still moves on, below them.
  const oldest = page.notifications.at(-1)?.id ?? page.invalidIds.at(-1);
  const held = page.notifications.length + page.invalidIds.length;
  return { ids, bundle: page.bundle, next: held === 0 ? undefined : oldest };
}
