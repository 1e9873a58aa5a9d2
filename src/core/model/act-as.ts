/**
 * Acting as another signed-in account on what is in front of you (issue 12): the status or
 * account is first found on that account's own server (`/api/v2/search?resolve=true`, by
 * its ActivityPub id or address), so the action goes out with that account's id for it.
 */
import type { Account, Status } from '../domain/types';
import { describeError } from '../errors';
import type { AccountScope } from './account-scope';
import { relationshipsOf } from './relationships';
import type { StatusActions } from './status-actions';

export type Resolution =
  | { readonly kind: 'resolved'; readonly id: string }
  /** The other server found nothing for it (not federated, deleted, or not public). */
  | { readonly kind: 'unresolved' }
  /** The search itself failed (network, server error, rejected token). */
  | { readonly kind: 'failed'; readonly error: unknown };

function hostOf(server: string): string {
  try {
    return new URL(server).host.toLowerCase();
  } catch {
    return '';
  }
}

function sameServer(scope: AccountScope, server: string): boolean {
  const own = scope.account?.server;
  return own !== undefined && hostOf(own) === hostOf(server);
}

function distinct(values: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
}

/**
 * The id `target`'s server has for a status seen on `sourceServer` (the same id when both
 * accounts are on one server). Found statuses land in the target scope's entities.
 */
export async function resolveStatusOn(
  target: AccountScope,
  status: Pick<Status, 'id' | 'uri' | 'url'>,
  sourceServer: string,
): Promise<Resolution> {
  if (sameServer(target, sourceServer)) return { kind: 'resolved', id: status.id };
  try {
    for (const q of distinct([status.uri, status.url])) {
      const found = await target.client.search.v2({ q, type: 'statuses', resolve: true, limit: 1 });
      target.entities.ingest(found.bundle);
      const id = found.statusIds[0];
      if (id) return { kind: 'resolved', id };
    }
  } catch (error) {
    return { kind: 'failed', error };
  }
  return { kind: 'unresolved' };
}

/** `name@host` of an account as a server at `server` lists it (`acct` is bare for its own). */
function qualified(acct: string, server: string): string {
  const bare = acct.replace(/^@/, '').toLowerCase();
  return bare.includes('@') ? bare : `${bare}@${hostOf(server)}`;
}

/**
 * The id `target`'s server has for an account seen on `sourceServer`, found by its address
 * (`name@host`) or profile URL. Found accounts land in the target scope's entities.
 */
export async function resolveAccountOn(
  target: AccountScope,
  account: Pick<Account, 'id' | 'acct' | 'url'>,
  sourceServer: string,
): Promise<Resolution> {
  if (sameServer(target, sourceServer)) return { kind: 'resolved', id: account.id };
  const address = qualified(account.acct, sourceServer);
  const targetServer = target.account?.server ?? '';
  try {
    for (const q of distinct([address, account.url])) {
      const found = await target.client.search.v2({ q, type: 'accounts', resolve: true, limit: 5 });
      target.entities.ingest(found.bundle);
      const match = found.bundle.accounts.find(
        (a) =>
          found.accountIds.includes(a.id) &&
          (qualified(a.acct, targetServer) === address || (a.url !== '' && a.url === account.url)),
      );
      if (match) return { kind: 'resolved', id: match.id };
    }
  } catch (error) {
    return { kind: 'failed', error };
  }
  return { kind: 'unresolved' };
}

/** What can be done as another account on a status in front of you. */
export type ActAsKind = 'favourite' | 'repeat' | 'bookmark' | 'reply';

export type ActAsOutcome =
  /** Done on the other account's copy of the status (`statusId` is its id there). */
  | { readonly kind: 'done'; readonly as: string; readonly statusId: string }
  /** A reply: the face makes `as` the active account and opens the post form on `statusId`. */
  | { readonly kind: 'reply'; readonly as: string; readonly statusId: string }
  | { readonly kind: 'unresolved'; readonly as: string; readonly server: string }
  | { readonly kind: 'no_account'; readonly as: string }
  | {
      readonly kind: 'failed';
      readonly as: string;
      readonly detail: string;
      readonly cause?: unknown;
    };

/** What acting as another account needs from the app root (the root itself fits). */
export interface ActAsDeps {
  readonly scope: AccountScope;
  scopeOf(key: string): AccountScope | undefined;
  loadStatusActions(scope: AccountScope): Promise<StatusActions>;
}

/**
 * Favourite, repeat or bookmark the status `statusId` of the active account's view as the
 * account `key` (turned on, never off: the other account's state of it is unknown until
 * resolved), or prepare a reply as it. The status is resolved on that account's server first.
 */
export async function actAs(
  deps: ActAsDeps,
  key: string,
  statusId: string,
  kind: ActAsKind,
): Promise<ActAsOutcome> {
  const source = deps.scope;
  const status = source.entities.shown(statusId);
  const target = deps.scopeOf(key);
  if (!target || !source.account || !status) return { kind: 'no_account', as: key };
  const server = target.account?.server ?? '';
  const resolution = await resolveStatusOn(target, status, source.account.server);
  if (resolution.kind === 'unresolved') return { kind: 'unresolved', as: key, server };
  if (resolution.kind === 'failed') {
    return {
      kind: 'failed',
      as: key,
      detail: describeError(resolution.error),
      cause: resolution.error,
    };
  }
  // On one server the id needs no resolving, but the other account may never have seen
  // the status: its actions (and a reply's form) work on its own entities.
  if (!target.entities.status(resolution.id)) {
    try {
      target.entities.ingest((await target.client.statuses.fetch(resolution.id)).bundle);
    } catch (error) {
      return { kind: 'failed', as: key, detail: describeError(error), cause: error };
    }
  }
  if (kind === 'reply') return { kind: 'reply', as: key, statusId: resolution.id };
  const actions = await deps.loadStatusActions(target);
  const result = await actions.toggle(kind, resolution.id, true);
  if (result.kind === 'done') return { kind: 'done', as: key, statusId: resolution.id };
  const detail = result.kind === 'failed' ? result.detail : result.reason;
  return {
    kind: 'failed',
    as: key,
    detail,
    cause: result.kind === 'failed' ? result.cause : undefined,
  };
}

export type FollowAsOutcome =
  /** Done on the other account's copy of the person (`accountId` is its id there). */
  | {
      readonly kind: 'followed' | 'requested' | 'unfollowed';
      readonly as: string;
      readonly accountId: string;
    }
  | { readonly kind: 'unresolved'; readonly as: string; readonly server: string }
  | { readonly kind: 'no_account'; readonly as: string }
  | { readonly kind: 'failed'; readonly as: string; readonly detail: string };

/**
 * Follow the account `accountId` of the active account's view as the account `key`, or
 * unfollow it when `key` already follows it (or has asked to): the account is resolved on
 * that account's server first, and its relationship read there, so the toggle is right.
 */
export async function followAs(
  deps: Pick<ActAsDeps, 'scope' | 'scopeOf'>,
  key: string,
  accountId: string,
): Promise<FollowAsOutcome> {
  const source = deps.scope;
  const account = source.entities.account(accountId);
  const target = deps.scopeOf(key);
  if (!target || !source.account || !account) return { kind: 'no_account', as: key };
  const server = target.account?.server ?? '';
  const resolution = await resolveAccountOn(target, account, source.account.server);
  if (resolution.kind === 'unresolved') return { kind: 'unresolved', as: key, server };
  if (resolution.kind === 'failed') {
    return { kind: 'failed', as: key, detail: describeError(resolution.error) };
  }
  const id = resolution.id;
  const relationships = target.use(relationshipsOf);
  await relationships.load([id]);
  const state = relationships.followState(id);
  const following = state === 'following' || state === 'requested';
  const result = following ? await relationships.unfollow(id) : await relationships.follow(id);
  if (result.kind === 'failed') return { kind: 'failed', as: key, detail: result.detail };
  if (result.kind === 'refused') return { kind: 'failed', as: key, detail: result.reason };
  const now = result.relationship;
  const kind = following ? 'unfollowed' : now.following ? 'followed' : 'requested';
  return { kind, as: key, accountId: id };
}
