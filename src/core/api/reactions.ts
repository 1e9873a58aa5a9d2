import type { EntityBundle, ReactionWithAccounts } from '../domain/types';
import { normalizeReactionWithAccounts } from '../normalize';
import { mapValid } from '../normalize/read';
import { apiPath } from './path';
import { type ApiContext, expectList } from './resource';

/** Pleroma's emoji reactions; composed into `client.statuses` (they hang off a status). */
export function reactionsResource(ctx: ApiContext) {
  return {
    /** Pleroma: each emoji reaction with the accounts that reacted. */
    reactions: async (
      id: string,
    ): Promise<{ reactions: ReactionWithAccounts[]; bundle: EntityBundle }> => {
      const { data } = await ctx.http.request(
        'GET',
        apiPath`/api/v1/pleroma/statuses/${id}/reactions`,
      );
      const bundle: EntityBundle = { accounts: [], statuses: [] };
      const reactions = mapValid(expectList(data, 'reactions'), (item) =>
        normalizeReactionWithAccounts(item, ctx.serverHost, bundle),
      );
      return { reactions, bundle };
    },
  };
}
