import type { Relationship } from '../domain/types';
import { normalizeRelationship } from '../normalize';
import { str } from '../normalize/read';
import { type AccountPage, type AccountPageParams, accountPage } from './account-page';
import { apiPath } from './path';
import { type ApiContext, expectEntity, expectList } from './resource';

/** `POST /api/v1/accounts/{id}/follow` options (spec part 2 §7: `reblogs`). */
export interface FollowOptions {
  /** Show their repeats in home (false: hide them). */
  reblogs?: boolean;
}

/** The relationship calls that change one account (spec part 2 §7). */
export type RelationshipVerb =
  | 'follow'
  | 'unfollow'
  | 'block'
  | 'unblock'
  | 'subscribe'
  | 'unsubscribe'
  | 'remove_from_followers';

function relationshipOf(data: unknown, what: string): Relationship {
  return expectEntity(
    data,
    normalizeRelationship,
    `The server's ${what} answer was not a relationship`,
  );
}

/**
 * Follows, blocks, subscriptions, notes, removing followers and domain blocks; composed
 * into `client.accounts` beside the mutes (the routes hang off an account).
 */
export function relationshipsResource(ctx: ApiContext) {
  const { http } = ctx;
  const post = async (path: string, what: string, json?: unknown): Promise<Relationship> => {
    const { data } = await http.request('POST', path, json === undefined ? {} : { json });
    return relationshipOf(data, what);
  };
  return {
    /** Follow (a locked account answers `requested`); `reblogs` sets whether repeats show. */
    follow: (id: string, options: FollowOptions = {}): Promise<Relationship> =>
      post(
        apiPath`/api/v1/accounts/${id}/follow`,
        'follow',
        options.reblogs === undefined ? undefined : { reblogs: options.reblogs },
      ),
    /** Unfollow, or take back a pending follow request. */
    unfollow: (id: string): Promise<Relationship> =>
      post(apiPath`/api/v1/accounts/${id}/unfollow`, 'unfollow'),
    block: (id: string): Promise<Relationship> =>
      post(apiPath`/api/v1/accounts/${id}/block`, 'block'),
    unblock: (id: string): Promise<Relationship> =>
      post(apiPath`/api/v1/accounts/${id}/unblock`, 'unblock'),
    /** Pleroma: be notified of their posts. */
    subscribe: (id: string): Promise<Relationship> =>
      post(apiPath`/api/v1/pleroma/accounts/${id}/subscribe`, 'subscribe'),
    unsubscribe: (id: string): Promise<Relationship> =>
      post(apiPath`/api/v1/pleroma/accounts/${id}/unsubscribe`, 'unsubscribe'),
    /** Make an account that follows you stop following you. */
    removeFromFollowers: (id: string): Promise<Relationship> =>
      post(apiPath`/api/v1/accounts/${id}/remove_from_followers`, 'remove from followers'),
    /** The personal note on an account (`comment`; empty clears it). */
    note: (id: string, comment: string): Promise<Relationship> =>
      post(apiPath`/api/v1/accounts/${id}/note`, 'note', { comment }),
    /** The signed-in user's blocked accounts, paged by the `Link` header. */
    blocks: (params: AccountPageParams = {}): Promise<AccountPage> =>
      accountPage(ctx, '/api/v1/blocks', params),
    /** Blocked domains (`GET /api/v1/domain_blocks`): host names. */
    domainBlocks: async (): Promise<string[]> => {
      const { data } = await http.request('GET', '/api/v1/domain_blocks');
      return expectList(data, 'domain blocks').flatMap((item) => {
        const domain = str(item);
        return domain ? [domain] : [];
      });
    },
    blockDomain: async (domain: string): Promise<void> => {
      await http.request('POST', '/api/v1/domain_blocks', { json: { domain } });
    },
    unblockDomain: async (domain: string): Promise<void> => {
      await http.request('DELETE', '/api/v1/domain_blocks', { json: { domain } });
    },
  };
}
