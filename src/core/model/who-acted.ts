import { runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { Account, EmojiReaction } from '../domain/types';
import type { EntityStore } from './entities';

export type WhoActed = 'favourited' | 'reblogged';

/** Who favourited or repeated a status (first page), kept in the entity store. */
export async function loadWhoActed(
  client: PleromaClient,
  entities: EntityStore,
  statusId: string,
  which: WhoActed,
): Promise<Account[]> {
  const page =
    which === 'favourited'
      ? await client.statuses.favouritedBy(statusId)
      : await client.statuses.rebloggedBy(statusId);
  runInAction(() => entities.ingest(page.bundle));
  return page.ids.flatMap((id) => entities.account(id) ?? []);
}

/** Each emoji reaction with the accounts that reacted (Pleroma's who-reacted list). */
export async function loadWhoReacted(
  client: PleromaClient,
  entities: EntityStore,
  statusId: string,
): Promise<Array<EmojiReaction & { accounts: Account[] }>> {
  const { reactions, bundle } = await client.statuses.reactions(statusId);
  runInAction(() => entities.ingest(bundle));
  return reactions.map((r) => ({
    name: r.name,
    count: r.count,
    me: r.me,
    url: r.url,
    accounts: r.accountIds.flatMap((id) => entities.account(id) ?? []),
  }));
}
