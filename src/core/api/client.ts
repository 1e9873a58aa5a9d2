import type { FetchPort, LoggerPort } from '../ports';
import { silentLogger } from '../ports';
import { accountsResource } from './accounts';
import { announcementsResource } from './announcements';
import { appsResource, oauthResource } from './apps';
import { followRequestsResource, suggestionsResource } from './follow-requests';
import { HttpClient } from './http';
import { instanceResource } from './instance';
import { listsResource } from './lists';
import { markersResource } from './markers';
import { notificationsResource } from './notifications';
import { pollsResource } from './polls';
import type { ApiContext } from './resource';
import { searchResource } from './search';
import { pollVotesResource, reportsResource, statusActionsResource } from './status-actions';
import { statusesResource } from './statuses';
import { timelinesResource } from './timelines';
import { hostOf } from './url-host';

export { ACCOUNT_PAGE_SIZE, type AccountPage, type AccountPageParams } from './account-page';
export type { AccountSearchOptions } from './accounts';
export type { AnnouncementChanges } from './announcements';
export * from './apps';
export type { SuggestedAccounts } from './follow-requests';
export type { ListMembers } from './lists';
export type { MediaUpload } from './media';
export type { MuteOptions, MutesPage } from './mutes';
export type { MarkReadTarget, NotificationPage, NotificationParams } from './notifications';
export {
  newerThan,
  type PageCursor,
  type PageCursors,
  PageProgress,
  type WalkOptions,
  walkPages,
} from './paging';
export type { FollowOptions, RelationshipVerb } from './relationships';
export type { ScheduledStatus } from './scheduled-statuses';
export type { SearchParams, SearchResults, SearchType } from './search';
export type { Captcha, RegistrationAnswer, RegistrationPayload } from './sign-up';
export type { NewReport, StatusToggleVerb } from './status-actions';
export type { StatusChanges, StatusSource, StatusVersion } from './status-edits';
export type { NewStatus, StatusAnswer } from './statuses';
export { PAGE_SIZE, type StatusPage, type TimelineKind, type TimelineParams } from './timelines';

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
 * (masto.js style): one file per resource beside this one, one method per call, answers
 * normalized at this edge.
 */
export class PleromaClient {
  readonly http: HttpClient;
  readonly serverHost: string;

  readonly apps;
  readonly oauth;
  readonly accounts;
  readonly search;
  readonly polls;
  readonly lists;
  readonly markers;
  readonly instance;
  readonly timelines;
  readonly statuses;
  readonly notifications;
  readonly reports;
  readonly announcements;
  readonly followRequests;
  readonly suggestions;
  /** What resources made on demand (`chatsApi`) are built from. */
  readonly context: ApiContext;

  constructor(options: ClientOptions) {
    this.http = new HttpClient(options.fetch, options.baseUrl, options.token);
    this.serverHost = hostOf(options.server ?? options.baseUrl);
    const ctx: ApiContext = {
      http: this.http,
      serverHost: this.serverHost,
      logger: options.logger ?? silentLogger,
    };
    this.apps = appsResource(ctx);
    this.oauth = oauthResource(ctx);
    this.accounts = accountsResource(ctx);
    this.search = searchResource(ctx);
    this.polls = { ...pollsResource(ctx), ...pollVotesResource(ctx) };
    this.lists = listsResource(ctx);
    this.markers = markersResource(ctx);
    this.instance = instanceResource(ctx);
    this.timelines = timelinesResource(ctx);
    this.statuses = { ...statusesResource(ctx), ...statusActionsResource(ctx) };
    this.notifications = notificationsResource(ctx);
    this.reports = reportsResource(ctx);
    this.announcements = announcementsResource(ctx);
    this.followRequests = followRequestsResource(ctx);
    this.suggestions = suggestionsResource(ctx);
    this.context = ctx;
  }

  get token(): string | undefined {
    return this.http.token;
  }

  set token(value: string | undefined) {
    this.http.token = value;
  }
}
