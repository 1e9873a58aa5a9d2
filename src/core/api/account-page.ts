import type { Account, EntityBundle } from '../domain/types';
import { normalizeAccount } from '../normalize';
import type { HttpAnswer, Query } from './http';
import type { PageLinks } from './link';
import { cursorsOf, type PageCursor, type PageCursors, requestPage } from './paging';
import { type ApiContext, accountList, expectEntity } from './resource';

/** Spec part 1 §9: following/followers page size. */
export const ACCOUNT_PAGE_SIZE = 20;

/** A page of accounts (followers, following, favourited by ...): ids in server order. */
export interface AccountPage {
  ids: string[];
  bundle: EntityBundle;
  links: PageLinks;
  /** Where the next and previous pages start. */
  cursors: PageCursors;
}

/** Cursor parameters of account lists; a `Link` header's query can be passed as `link`. */
export interface AccountPageParams {
  /** The page to fetch (from a page's `cursors`); wins over `link` and the ids below. */
  cursor?: PageCursor;
  maxId?: string;
  sinceId?: string;
  limit?: number;
  withRelationships?: boolean;
  /** The query of a `Link` header target (`links.next`), used as it is. */
  link?: Record<string, string>;
}

/** "Expected an account" for every account answer. */
export function expectAccount(ctx: ApiContext, data: unknown, what: string): Account {
  return expectEntity(
    data,
    (item) => normalizeAccount(item, ctx.serverHost),
    `The server's ${what} answer was not an account`,
  );
}

/** One page of an account list at `path`. */
export function accountAnswer(ctx: ApiContext, path: string, params: AccountPageParams) {
  const query: Query = params.link
    ? { ...params.link }
    : {
        max_id: params.maxId,
        since_id: params.sinceId,
        limit: params.limit ?? ACCOUNT_PAGE_SIZE,
        with_relationships: params.withRelationships || undefined,
      };
  return requestPage(ctx.http, path, query, params.cursor);
}

export async function accountPage(
  ctx: ApiContext,
  path: string,
  params: AccountPageParams,
): Promise<AccountPage> {
  const answer = await accountAnswer(ctx, path, params);
  const page = accountList(ctx, answer.data, answer.links, path);
  return { ...page, cursors: accountCursors(ctx, answer, page.ids) };
}

/**
 * Account lists are ordered by the follow, favourite or mute, not by account id: only their
 * `Link` header can page them, so a list without one has the one page.
 */
export function accountCursors(ctx: ApiContext, answer: HttpAnswer, ids: readonly string[]) {
  return cursorsOf(ctx.http, answer, ids, false);
}
