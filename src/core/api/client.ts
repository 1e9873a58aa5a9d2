import { FULL_SCOPES, OOB_REDIRECT, type RegisteredApp } from '../auth/oauth-flow';
import type {
  Account,
  EntityBundle,
  HashtagWithHistory,
  Instance,
  InstanceEmoji,
  List,
  Markers,
  MarkerTimeline,
  Notification,
  Poll,
  ReactionWithAccounts,
  Relationship,
  Status,
  StatusContext,
  Visibility,
} from '../domain/types';
import { ApiError, MalformedResponseError, NotSupportedError } from '../errors';
import {
  normalizeAccount,
  normalizeHashtagWithHistory,
  normalizeInstance,
  normalizeInstanceEmoji,
  normalizeList,
  normalizeMarkers,
  normalizeNotification,
  normalizePoll,
  normalizeReactionWithAccounts,
  normalizeRelationship,
  normalizeStatus,
  normalizeStatuses,
} from '../normalize';
import { isObject, mapValid, str } from '../normalize/read';
import type { FetchPort, LoggerPort } from '../ports';
import { silentLogger } from '../ports';
import { HttpClient, type Query } from './http';
import type { PageLinks } from './link';
import { apiPath } from './path';

export { PageProgress, type PaginateOptions, paginate } from './paginate';

/** Spec part 1 §9: timeline page size. */
export const PAGE_SIZE = 20;
/** Spec part 1 §6: scopes requested (fewer where the server refuses `admin`). */
export const OAUTH_SCOPES = FULL_SCOPES;
export { OOB_REDIRECT };

export type OAuthApp = RegisteredApp;

export interface TokenAnswer {
  accessToken: string;
  scope: string;
  createdAt: number;
}

/** A page of statuses: ids in server order plus the entities to store. */
export interface StatusPage {
  ids: string[];
  bundle: EntityBundle;
  links: PageLinks;
}

export interface NotificationPage {
  notifications: Notification[];
  bundle: EntityBundle;
  links: PageLinks;
  /** Ids of entries that could not be read (logged and skipped): paging still moves past them. */
  invalidIds: string[];
}

/** Spec part 1 §9: following/followers page size. */
export const ACCOUNT_PAGE_SIZE = 20;

/** A page of accounts (followers, following, favourited by ...): ids in server order. */
export interface AccountPage {
  ids: string[];
  bundle: EntityBundle;
  links: PageLinks;
}

/** `/api/v1/mutes`: a page of muted accounts plus when each mute ends (Pleroma). */
export interface MutesPage extends AccountPage {
  /** Account id -> `mute_expires_at` (ISO time), or null for a mute without expiry. */
  expiresAt: Record<string, string | null>;
}

export interface MuteOptions {
  /** Seconds until the mute ends; 0 or none: it does not end (spec part 2 §5). */
  expiresIn?: number;
  /** Mute their notifications too (the server's default is yes). */
  notifications?: boolean;
}

/** Cursor parameters of account lists; a `Link` header's query can be passed as `link`. */
export interface AccountPageParams {
  maxId?: string;
  sinceId?: string;
  limit?: number;
  withRelationships?: boolean;
  /** The query of a `Link` header target (`links.next`), used as it is. */
  link?: Record<string, string>;
}

export type SearchType = 'accounts' | 'statuses' | 'hashtags';

export interface SearchParams {
  q: string;
  /** Only one kind of result (for "load more" on one tab); all kinds when absent. */
  type?: SearchType;
  /** Ask the server to resolve remote accounts and posts by address (WebFinger). */
  resolve?: boolean;
  limit?: number;
  offset?: number;
  /** Only accounts we follow. */
  following?: boolean;
}

/** `/api/v2/search`: ids to reference plus the entities to store. */
export interface SearchResults {
  accountIds: string[];
  statusIds: string[];
  hashtags: HashtagWithHistory[];
  bundle: EntityBundle;
}

/** Mark notifications read: one (`id`) or all up to `maxId`. */
export type MarkReadTarget = { id: string } | { maxId: string };

export type TimelineKind =
  | { type: 'home' }
  | { type: 'public'; local?: boolean }
  | { type: 'tag'; tag: string }
  | { type: 'list'; id: string }
  | { type: 'direct' }
  | { type: 'favourites' }
  | { type: 'bookmarks' }
  /** Another account's favourites (Pleroma; hidden unless they allow it). */
  | { type: 'account_favourites'; id: string }
  | {
      type: 'account';
      id: string;
      pinned?: boolean;
      onlyMedia?: boolean;
      excludeReplies?: boolean;
    };

export interface TimelineParams {
  maxId?: string;
  sinceId?: string;
  minId?: string;
  limit?: number;
  onlyMedia?: boolean;
  withMuted?: boolean;
  replyVisibility?: 'all' | 'following' | 'self';
}

export interface NewStatus {
  status: string;
  spoilerText?: string;
  visibility?: Visibility;
  inReplyToId?: string;
  sensitive?: boolean;
  mediaIds?: string[];
  quoteId?: string;
  contentType?: string;
  /** Makes a retried post idempotent (spec: a timestamp string). */
  idempotencyKey?: string;
}

export interface ClientOptions {
  fetch: FetchPort;
  /** Where requests go: the server itself, or a proxy in front of it (`petrel web`). */
  baseUrl: string;
  /**
   * The server whose accounts these are (its host names local accounts): default
   * `baseUrl`. Differs when requests go through a proxy, whose host names nobody.
   */
  server?: string;
  token?: string;
  logger?: LoggerPort;
}

/**
 * A typed client for the Pleroma/Mastodon API, shaped like the server's resources
 * (masto.js style): one method per call, answers normalized at this edge.
 */
export class PleromaClient {
  readonly http: HttpClient;
  readonly serverHost: string;
  private readonly logger: LoggerPort;

  constructor(options: ClientOptions) {
    this.http = new HttpClient(options.fetch, options.baseUrl, options.token);
    this.serverHost = hostOf(options.server ?? options.baseUrl);
    this.logger = options.logger ?? silentLogger;
  }

  get token(): string | undefined {
    return this.http.token;
  }

  set token(value: string | undefined) {
    this.http.token = value;
  }

  // --- OAuth ---------------------------------------------------------------

  readonly apps = {
    create: async (
      clientName: string,
      redirectUri = OOB_REDIRECT,
      scopes = OAUTH_SCOPES,
    ): Promise<OAuthApp> => {
      const { data } = await this.http.request('POST', '/api/v1/apps', {
        form: { client_name: clientName, redirect_uris: redirectUri, scopes },
        auth: false,
      });
      const record = expectObject(data, 'app registration');
      const clientId = str(record.client_id);
      const clientSecret = str(record.client_secret);
      if (!clientId || !clientSecret) {
        throw new MalformedResponseError(
          'The app registration gave no client id',
          JSON.stringify(data),
        );
      }
      return { clientId, clientSecret, redirectUri, scopes };
    },
  };

  readonly oauth = {
    /** Password, client-credentials and authorization-code grants. */
    token: async (
      app: OAuthApp,
      grant:
        | { grantType: 'password'; username: string; password: string }
        | { grantType: 'client_credentials' }
        | { grantType: 'authorization_code'; code: string; codeVerifier?: string | null },
    ): Promise<TokenAnswer> => {
      const form: Query = {
        client_id: app.clientId,
        client_secret: app.clientSecret,
        redirect_uri: app.redirectUri,
        grant_type: grant.grantType,
        scope: app.scopes ?? OAUTH_SCOPES,
      };
      if (grant.grantType === 'password') {
        form.username = grant.username;
        form.password = grant.password;
      } else if (grant.grantType === 'authorization_code') {
        form.code = grant.code;
        if (grant.codeVerifier) form.code_verifier = grant.codeVerifier;
      }
      const { data } = await this.http.request('POST', '/oauth/token', { form, auth: false });
      const record = expectObject(data, 'token');
      const accessToken = str(record.access_token);
      if (!accessToken) {
        throw new MalformedResponseError(
          'The token answer carried no access token',
          JSON.stringify(data),
        );
      }
      return {
        accessToken,
        scope: str(record.scope, app.scopes ?? OAUTH_SCOPES),
        createdAt: typeof record.created_at === 'number' ? record.created_at : 0,
      };
    },
    revoke: async (app: OAuthApp, token: string): Promise<void> => {
      await this.http.request('POST', '/oauth/revoke', {
        form: { client_id: app.clientId, client_secret: app.clientSecret, token },
        auth: false,
      });
    },
    /** Where a browser goes to log in (parameters from `startAuthorization`). */
    authorizeUrl: (params: Record<string, string>): string =>
      this.http.url('/oauth/authorize', params),
    /**
     * RFC 8414 metadata (`code_challenge_methods_supported`); null when the server has none
     * or it cannot be read: it only decides PKCE, so a failure must not stop a login.
     */
    serverMetadata: async (): Promise<Record<string, unknown> | null> => {
      try {
        const { data } = await this.http.request('GET', '/.well-known/oauth-authorization-server', {
          auth: false,
        });
        return isObject(data) ? data : null;
      } catch {
        return null;
      }
    },
  };

  // --- Accounts and instance -------------------------------------------------

  readonly accounts = {
    verifyCredentials: async (): Promise<Account> => {
      const { data } = await this.http.request('GET', '/api/v1/accounts/verify_credentials');
      return this.account(data, 'account');
    },
    fetch: async (id: string): Promise<Account> => {
      const { data } = await this.http.request('GET', apiPath`/api/v1/accounts/${id}`);
      return this.account(data, 'account');
    },
    /** By `name` or `name@host`; a 404 means no such account (callers may retry as an id). */
    lookup: async (acct: string): Promise<Account> => {
      const { data } = await this.http.request('GET', '/api/v1/accounts/lookup', {
        query: { acct: acct.replace(/^@/, '') },
      });
      return this.account(data, 'account lookup');
    },
    followers: (id: string, params: AccountPageParams = {}): Promise<AccountPage> =>
      this.accountPage(apiPath`/api/v1/accounts/${id}/followers`, params),
    following: (id: string, params: AccountPageParams = {}): Promise<AccountPage> =>
      this.accountPage(apiPath`/api/v1/accounts/${id}/following`, params),
    relationships: async (ids: string[]): Promise<Relationship[]> => {
      if (ids.length === 0) return [];
      const { data } = await this.http.request('GET', '/api/v1/accounts/relationships', {
        query: { 'id[]': ids },
      });
      if (!Array.isArray(data)) throw notAList('relationships', data);
      return mapValid(data, normalizeRelationship, (item) =>
        this.logger.warn('Skipped an unreadable relationship', item),
      );
    },
    /** The signed-in user's muted accounts, newest mute first, paged by the `Link` header. */
    mutes: async (params: AccountPageParams = {}): Promise<MutesPage> => {
      const answer = await this.accountAnswer('/api/v1/mutes', params);
      const page = this.accountList(answer.data, answer.links, 'mutes');
      const expiresAt: Record<string, string | null> = {};
      for (const item of answer.data as unknown[]) {
        if (!isObject(item)) continue;
        const id = str(item.id);
        const at = item.mute_expires_at;
        if (id) expiresAt[id] = typeof at === 'string' && at !== '' ? at : null;
      }
      return { ...page, expiresAt };
    },
    /** Spec part 2 §7: `expires_in` (Pleroma; newer servers also read `duration`). */
    mute: async (id: string, options: MuteOptions = {}): Promise<Relationship> => {
      const expiresIn =
        options.expiresIn !== undefined && options.expiresIn > 0
          ? Math.round(options.expiresIn)
          : undefined;
      const { data } = await this.http.request('POST', apiPath`/api/v1/accounts/${id}/mute`, {
        json: {
          expires_in: expiresIn,
          duration: expiresIn,
          notifications: options.notifications,
        },
      });
      return this.relationship(data, 'mute');
    },
    unmute: async (id: string): Promise<Relationship> => {
      const { data } = await this.http.request('POST', apiPath`/api/v1/accounts/${id}/unmute`);
      return this.relationship(data, 'unmute');
    },
    search: async (
      q: string,
      options: { limit?: number; resolve?: boolean; following?: boolean } = {},
    ): Promise<{ ids: string[]; bundle: EntityBundle }> => {
      const { data } = await this.http.request('GET', '/api/v1/accounts/search', {
        query: {
          q,
          limit: options.limit,
          resolve: options.resolve || undefined,
          following: options.following || undefined,
        },
      });
      const page = this.accountList(data, {}, 'account search');
      return { ids: page.ids, bundle: page.bundle };
    },
  };

  readonly search = {
    v2: async (params: SearchParams): Promise<SearchResults> => {
      const { data } = await this.http.request('GET', '/api/v2/search', {
        query: {
          q: params.q,
          type: params.type,
          resolve: params.resolve || undefined,
          limit: params.limit,
          offset: params.offset || undefined,
          following: params.following || undefined,
        },
      });
      const record = expectObject(data, 'search');
      const accounts = this.accountList(record.accounts ?? [], {}, 'search accounts');
      const statuses = this.statusPage(record.statuses ?? [], {}, 'search statuses');
      return {
        accountIds: accounts.ids,
        statusIds: statuses.ids,
        hashtags: mapValid(record.hashtags, normalizeHashtagWithHistory),
        bundle: {
          accounts: [...accounts.bundle.accounts, ...statuses.bundle.accounts],
          statuses: statuses.bundle.statuses,
        },
      };
    },
  };

  readonly polls = {
    fetch: async (id: string): Promise<Poll> => {
      const { data } = await this.http.request('GET', apiPath`/api/v1/polls/${id}`);
      const poll = normalizePoll(data);
      if (!poll) {
        throw new MalformedResponseError(
          'The server answered with something that is not a poll',
          JSON.stringify(data).slice(0, 500),
        );
      }
      return poll;
    },
  };

  readonly lists = {
    /** Every list of the signed-in user, in server order. */
    all: async (): Promise<List[]> => {
      const { data } = await this.http.request('GET', '/api/v1/lists');
      if (!Array.isArray(data)) throw notAList('lists', data);
      return mapValid(data, normalizeList, (item) =>
        this.logger.warn('Skipped an unreadable list', item),
      );
    },
    fetch: async (id: string): Promise<List> => {
      const { data } = await this.http.request('GET', apiPath`/api/v1/lists/${id}`);
      const list = normalizeList(data);
      if (!list) {
        throw new MalformedResponseError(
          'The server answered with something that is not a list',
          JSON.stringify(data).slice(0, 500),
        );
      }
      return list;
    },
  };

  /** Reading positions. Servers without them answer 404/405/501: that is `NotSupportedError`. */
  readonly markers = {
    fetch: async (timelines: MarkerTimeline[] = ['home', 'notifications']): Promise<Markers> => {
      const { data } = await unsupportedWhenMissing('markers', () =>
        this.http.request('GET', '/api/v1/markers', { query: { 'timeline[]': timelines } }),
      );
      return normalizeMarkers(data);
    },
    save: async (positions: Partial<Record<MarkerTimeline, string>>): Promise<Markers> => {
      const json: Record<string, { last_read_id: string }> = {};
      for (const [timeline, lastReadId] of Object.entries(positions)) {
        if (lastReadId) json[timeline] = { last_read_id: lastReadId };
      }
      const { data } = await unsupportedWhenMissing('markers', () =>
        this.http.request('POST', '/api/v1/markers', { json }),
      );
      return normalizeMarkers(data);
    },
  };

  readonly instance = {
    fetch: async (): Promise<Instance> => {
      const { data } = await this.http.request('GET', '/api/v1/instance', { auth: false });
      const instance = normalizeInstance(data);
      if (!instance) throw new MalformedResponseError('The instance answer was not an object', '');
      return instance;
    },
    nodeinfo: async (): Promise<Record<string, unknown>> => {
      const { data } = await this.http.request('GET', '/nodeinfo/2.0.json', { auth: false });
      return expectObject(data, 'nodeinfo');
    },
    customEmojis: async (): Promise<InstanceEmoji[]> => {
      const { data } = await this.http.request('GET', '/api/v1/custom_emojis', { auth: false });
      if (!Array.isArray(data)) throw notAList('custom emoji', data);
      return mapValid(data, normalizeInstanceEmoji);
    },
  };

  // --- Timelines ---------------------------------------------------------------

  readonly timelines = {
    fetch: async (kind: TimelineKind, params: TimelineParams = {}): Promise<StatusPage> => {
      const { path, query } = timelineRequest(kind);
      const answer = await this.http.request('GET', path, {
        query: {
          ...query,
          max_id: params.maxId,
          since_id: params.sinceId,
          min_id: params.minId,
          limit: params.limit ?? PAGE_SIZE,
          // The account kind's own only_media (media tab) must survive the params.
          only_media: params.onlyMedia || query.only_media || undefined,
          with_muted: params.withMuted || undefined,
          reply_visibility:
            params.replyVisibility && params.replyVisibility !== 'all'
              ? params.replyVisibility
              : undefined,
        },
      });
      return this.statusPage(answer.data, answer.links, path);
    },
  };

  // --- Statuses ------------------------------------------------------------------

  readonly statuses = {
    create: async (draft: NewStatus): Promise<{ status: Status; bundle: EntityBundle }> => {
      const headers: Record<string, string> = {};
      if (draft.idempotencyKey) headers['Idempotency-Key'] = draft.idempotencyKey;
      const { data } = await this.http.request('POST', '/api/v1/statuses', {
        json: {
          status: draft.status,
          spoiler_text: draft.spoilerText || undefined,
          visibility: draft.visibility,
          in_reply_to_id: draft.inReplyToId,
          // Spec: either a reply id or a quote id is sent, not both.
          quote_id: draft.inReplyToId ? undefined : draft.quoteId,
          sensitive: draft.sensitive || undefined,
          media_ids: draft.mediaIds?.length ? draft.mediaIds : undefined,
          content_type: draft.contentType,
        },
        headers,
      });
      return this.status(data);
    },
    fetch: async (id: string): Promise<{ status: Status; bundle: EntityBundle }> => {
      const { data } = await this.http.request('GET', apiPath`/api/v1/statuses/${id}`);
      return this.status(data);
    },
    remove: async (id: string): Promise<void> => {
      await this.http.request('DELETE', apiPath`/api/v1/statuses/${id}`);
    },
    favouritedBy: (id: string, params: AccountPageParams = {}): Promise<AccountPage> =>
      this.accountPage(apiPath`/api/v1/statuses/${id}/favourited_by`, params),
    rebloggedBy: (id: string, params: AccountPageParams = {}): Promise<AccountPage> =>
      this.accountPage(apiPath`/api/v1/statuses/${id}/reblogged_by`, params),
    /** Pleroma: each emoji reaction with the accounts that reacted. */
    reactions: async (
      id: string,
    ): Promise<{ reactions: ReactionWithAccounts[]; bundle: EntityBundle }> => {
      const { data } = await this.http.request(
        'GET',
        apiPath`/api/v1/pleroma/statuses/${id}/reactions`,
      );
      if (!Array.isArray(data)) throw notAList('reactions', data);
      const bundle: EntityBundle = { accounts: [], statuses: [] };
      const reactions = mapValid(data, (item) =>
        normalizeReactionWithAccounts(item, this.serverHost, bundle),
      );
      return { reactions, bundle };
    },
    context: async (id: string): Promise<{ context: StatusContext; bundle: EntityBundle }> => {
      const { data } = await this.http.request('GET', apiPath`/api/v1/statuses/${id}/context`);
      const record = expectObject(data, 'conversation');
      const ancestors = this.statusPage(record.ancestors, {}, 'context');
      const descendants = this.statusPage(record.descendants, {}, 'context');
      return {
        context: { ancestors: ancestors.ids, descendants: descendants.ids },
        bundle: {
          accounts: [...ancestors.bundle.accounts, ...descendants.bundle.accounts],
          statuses: [...ancestors.bundle.statuses, ...descendants.bundle.statuses],
        },
      };
    },
  };

  // --- Notifications -----------------------------------------------------------------

  readonly notifications = {
    fetch: async (
      params: TimelineParams & {
        types?: string[];
        /** Pleroma's `include_types[]`: only these types. */
        includeTypes?: string[];
        /** `exclude_types[]`: everything but these. */
        excludeTypes?: string[];
      } = {},
    ): Promise<NotificationPage> => {
      const answer = await this.http.request('GET', '/api/v1/notifications', {
        query: {
          max_id: params.maxId,
          since_id: params.sinceId,
          min_id: params.minId,
          // snac needs an explicit limit (fixtures README).
          limit: params.limit ?? PAGE_SIZE,
          'types[]': params.types,
          'include_types[]': params.includeTypes,
          'exclude_types[]': params.excludeTypes,
        },
      });
      const bundle: EntityBundle = { accounts: [], statuses: [] };
      const notifications: Notification[] = [];
      const invalidIds: string[] = [];
      for (const item of Array.isArray(answer.data) ? answer.data : []) {
        const notification = normalizeNotification(item, this.serverHost, bundle);
        if (notification) {
          notifications.push(notification);
          continue;
        }
        this.logger.warn('Skipped an unreadable notification', item);
        const id = isObject(item) ? str(item.id) : '';
        if (id) invalidIds.push(id);
      }
      if (!Array.isArray(answer.data)) throw notAList('notifications', answer.data);
      return { notifications, bundle, links: answer.links, invalidIds };
    },
    /** Pleroma: mark one notification, or all up to `maxId`, read. Others: `NotSupportedError`. */
    markRead: async (target: MarkReadTarget): Promise<void> => {
      const form = 'id' in target ? { id: target.id } : { max_id: target.maxId };
      await unsupportedWhenMissing('marking notifications read', () =>
        this.http.request('POST', '/api/v1/pleroma/notifications/read', { form }),
      );
    },
  };

  // --- helpers -------------------------------------------------------------------------

  private account(data: unknown, what: string): Account {
    const account = normalizeAccount(data, this.serverHost);
    if (!account) {
      throw new MalformedResponseError(
        `The server's ${what} answer was not an account`,
        JSON.stringify(data).slice(0, 500),
      );
    }
    return account;
  }

  private status(data: unknown): { status: Status; bundle: EntityBundle } {
    const result = normalizeStatus(data, this.serverHost);
    if (!result) {
      throw new MalformedResponseError(
        'The server answered with something that is not a status',
        JSON.stringify(data).slice(0, 500),
      );
    }
    return result;
  }

  private async accountPage(path: string, params: AccountPageParams): Promise<AccountPage> {
    const answer = await this.accountAnswer(path, params);
    return this.accountList(answer.data, answer.links, path);
  }

  private accountAnswer(path: string, params: AccountPageParams) {
    const query: Query = params.link
      ? { ...params.link }
      : {
          max_id: params.maxId,
          since_id: params.sinceId,
          limit: params.limit ?? ACCOUNT_PAGE_SIZE,
          with_relationships: params.withRelationships || undefined,
        };
    return this.http.request('GET', path, { query });
  }

  private relationship(data: unknown, what: string): Relationship {
    const relationship = normalizeRelationship(data);
    if (!relationship) {
      throw new MalformedResponseError(
        `The server's ${what} answer was not a relationship`,
        JSON.stringify(data).slice(0, 500),
      );
    }
    return relationship;
  }

  private accountList(data: unknown, links: PageLinks, what: string): AccountPage {
    if (!Array.isArray(data)) throw notAList(what, data);
    const accounts = mapValid(
      data,
      (item) => normalizeAccount(item, this.serverHost),
      (item) => this.logger.warn('Skipped an unreadable account', item),
    );
    return { ids: accounts.map((a) => a.id), bundle: { accounts, statuses: [] }, links };
  }

  private statusPage(data: unknown, links: PageLinks, what: string): StatusPage {
    if (!Array.isArray(data)) throw notAList(what, data);
    const { ids, bundle } = normalizeStatuses(data, this.serverHost, (item) =>
      this.logger.warn('Skipped an unreadable status', item),
    );
    return { ids, bundle, links };
  }
}

function timelineRequest(kind: TimelineKind): { path: string; query: Query } {
  switch (kind.type) {
    case 'home':
      return { path: '/api/v1/timelines/home', query: {} };
    case 'public':
      return { path: '/api/v1/timelines/public', query: { local: kind.local || undefined } };
    case 'tag':
      return { path: apiPath`/api/v1/timelines/tag/${kind.tag}`, query: {} };
    case 'list':
      return { path: apiPath`/api/v1/timelines/list/${kind.id}`, query: {} };
    case 'direct':
      return { path: '/api/v1/timelines/direct', query: {} };
    case 'favourites':
      return { path: '/api/v1/favourites', query: {} };
    case 'bookmarks':
      return { path: '/api/v1/bookmarks', query: {} };
    case 'account_favourites':
      return {
        path: apiPath`/api/v1/pleroma/accounts/${kind.id}/favourites`,
        query: {},
      };
    case 'account':
      return {
        path: apiPath`/api/v1/accounts/${kind.id}/statuses`,
        query: {
          pinned: kind.pinned || undefined,
          only_media: kind.onlyMedia || undefined,
          exclude_replies: kind.excludeReplies || undefined,
        },
      };
  }
}

function expectObject(data: unknown, what: string): Record<string, unknown> {
  if (!isObject(data)) {
    throw new MalformedResponseError(
      `The server's ${what} answer was not a JSON object`,
      JSON.stringify(data ?? null).slice(0, 500),
    );
  }
  return data;
}

/** Statuses with which a server says "no such route here". */
const MISSING_ROUTE = [404, 405, 501];

/** Turn "this server has no such endpoint" into the typed `NotSupportedError`. */
async function unsupportedWhenMissing<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && MISSING_ROUTE.includes(error.status)) {
      throw new NotSupportedError(`This server does not offer ${what}`, { cause: error });
    }
    throw error;
  }
}

function notAList(what: string, data: unknown): MalformedResponseError {
  return new MalformedResponseError(
    `The server's ${what} answer was not a list`,
    JSON.stringify(data ?? null).slice(0, 500),
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
