import { randomBytes } from 'node:crypto';
import { ChatStore } from './chats';
import { findEmoji } from './emoji';
import { notFound, SandboxError, unprocessable } from './errors';
import { FaultTable } from './faults';
import { findShortcodes, type MentionTarget, renderPlainText } from './html';
import { compareIds, FlakeIdGenerator } from './ids';
import type { JsonObject } from './json';
import { MAX_STATUS_CHARS } from './limits';
import { discPng, gradientPng } from './png';
import { type AuthQuirks, NO_QUIRKS } from './quirks';
import type {
  AnnouncementRecord,
  AppRecord,
  AuthCodeRecord,
  Edge,
  ListRecord,
  MarkerRecord,
  MediaRecord,
  MuteRecord,
  NotificationRecord,
  NotificationType,
  PollRecord,
  ReportRecord,
  StatusRecord,
  TokenRecord,
  UserRecord,
  Visibility,
} from './records';
import type { SeedRefs } from './seed';
import { totpCode } from './totp';

/** What a post carries when created through the API or by a test. */
export interface NewStatusInput {
  status?: string;
  spoiler_text?: string;
  visibility?: Visibility;
  in_reply_to_id?: string | null;
  sensitive?: boolean;
  media_ids?: string[];
  quote_id?: string | null;
  poll?: { options: string[]; expires_in?: number; multiple?: boolean } | null;
  content_type?: string;
  language?: string | null;
  /** Seed only: when it was posted (defaults to now). */
  createdAt?: number;
  application?: string | null;
  /** Same key from the same user gives back the same status (Idempotency-Key header). */
  idempotencyKey?: string;
  /** Skip streaming and notifications (used while seeding). */
  silent?: boolean;
}

/** What the streaming layer listens to. Records are snapshots taken when the event fired. */
export type SandboxEvent =
  | { type: 'update'; status: StatusRecord }
  | { type: 'status.update'; status: StatusRecord }
  | { type: 'delete'; status: StatusRecord }
  | { type: 'notification'; notification: NotificationRecord }
  /** A chat changed for `ownerId` (new message); streamed as pleroma:chat_update. */
  | { type: 'pleroma:chat_update'; ownerId: string; chatId: string };

export interface Reaction {
  emoji: string;
  userId: string;
  createdAt: number;
}

export { MAX_STATUS_CHARS } from './limits';

/**
 * The in-memory store behind the sandbox. Every collection is a plain Map so tests can
 * read it directly; mutations go through methods so indexes, notifications and
 * streaming events stay consistent.
 */
export class SandboxState {
  readonly ids = new FlakeIdGenerator();
  readonly users = new Map<string, UserRecord>();
  readonly statuses = new Map<string, StatusRecord>();
  readonly media = new Map<string, MediaRecord>();
  readonly polls = new Map<string, PollRecord>();
  readonly notifications = new Map<string, NotificationRecord>();
  readonly lists = new Map<string, ListRecord>();
  readonly apps = new Map<string, AppRecord>();
  readonly tokens = new Map<string, TokenRecord>();
  readonly authCodes = new Map<string, AuthCodeRecord>();
  /** Second-step tokens of a two-factor sign-in, by mfa_token. */
  readonly mfaTokens = new Map<
    string,
    { userId: string; appId: string; scopes: string; redirectUri: string }
  >();
  /** Served bytes by path (media, avatars, headers, emoji); made on first request. */
  readonly files = new Map<string, { mime: string; make: () => Buffer; bytes?: Buffer }>();
  /** follower id -> followed id -> edge. */
  readonly following = new Map<string, Map<string, Edge>>();
  /** followed id -> follower id -> edge. */
  readonly followers = new Map<string, Map<string, Edge>>();
  /** locked account id -> requester id -> edge. */
  readonly followRequests = new Map<string, Map<string, Edge>>();
  /** status id -> user id -> edge. */
  readonly favourites = new Map<string, Map<string, Edge>>();
  /** user id -> status id -> edge. */
  readonly bookmarks = new Map<string, Map<string, Edge>>();
  readonly reactions = new Map<string, Reaction[]>();
  readonly blocks = new Map<string, Set<string>>();
  /** muting user id -> muted account id -> mute (expired ones are dropped when read). */
  readonly mutes = new Map<string, Map<string, MuteRecord>>();
  readonly mutedThreads = new Map<string, Set<number>>();
  readonly subscriptions = new Map<string, Set<string>>();
  readonly notes = new Map<string, string>();
  /** user id -> timeline name -> marker. */
  readonly markers = new Map<string, Map<string, MarkerRecord>>();
  readonly idempotency = new Map<string, string>();
  readonly chats = new ChatStore(this);
  readonly announcements = new Map<string, AnnouncementRecord>();
  /** user id -> `${conversation id}:${last status id}` entries marked read. */
  readonly conversationReads = new Map<string, Set<string>>();
  /** user id -> account backups (Pleroma's Backup entities). */
  readonly backups = new Map<string, JsonObject[]>();
  /** access token -> Web Push subscription (stored only; nothing is pushed). */
  readonly pushSubscriptions = new Map<string, JsonObject>();
  /** user id -> blocked domains. */
  readonly domainBlocks = new Map<string, Set<string>>();
  readonly reports = new Map<string, ReportRecord>();
  /** user id -> admin tags (force-unlisted, sandbox, ...). */
  readonly userTags = new Map<string, Set<string>>();
  /** Names for the seeded ids (set by the seed; see seed.ts). */
  seedRefs: SeedRefs | null = null;
  /** Injected HTTP failures (POST /__sandbox/faults). */
  readonly faults = new FaultTable();
  /** Sign-in behaviours of other servers (POST /__sandbox/quirks); all off by default. */
  readonly quirks: AuthQuirks = { ...NO_QUIRKS };
  /** status id -> earlier versions, oldest first. */
  readonly edits = new Map<string, StatusRecord[]>();
  private readonly byAcct = new Map<string, string>();
  private readonly replies = new Map<string, Set<string>>();
  private readonly reblogs = new Map<string, Set<string>>();
  private readonly listeners = new Set<(e: SandboxEvent) => void>();
  private sortedStatusIds: string[] = [];
  private nextThreadNo = 1000;
  private nextListNo = 1;
  private nextAppNo = 1;
  private nextTokenNo = 1;
  private deletedAnnouncements = 0;
  /**
   * `thread`: context ancestors are the reply chain and descendants the reply tree,
   * depth-first. `pleroma`: what Pleroma really answers, every older post of the thread as
   * ancestors and every newer one as descendants, by id.
   */
  contextOrder: 'thread' | 'pleroma' = 'thread';

  /** host[:port] of baseUrl, the domain part of local accounts' fqn. */
  readonly host: string;

  constructor(
    /** Origin the sandbox is reachable at, e.g. http://127.0.0.1:4123. */
    readonly baseUrl: string,
  ) {
    this.host = new URL(baseUrl).host;
  }

  // ---- events ---------------------------------------------------------------------------

  onEvent(listener: (e: SandboxEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Delivers an event to listeners (the streaming hub). */
  emit(event: SandboxEvent): void {
    for (const l of this.listeners) l(event);
  }

  // ---- accounts -------------------------------------------------------------------------

  addUser(user: UserRecord): UserRecord {
    this.users.set(user.id, user);
    this.byAcct.set(this.acctOf(user).toLowerCase(), user.id);
    return user;
  }

  acctOf(user: UserRecord): string {
    return user.domain ? `${user.username}@${user.domain}` : user.username;
  }

  isLocal(user: UserRecord): boolean {
    return user.domain === null;
  }

  /** Finds by acct (`alice`, `@alice`, `alice@<this host>`, `dave@remote.example`). */
  findUserByAcct(acct: string): UserRecord | undefined {
    let a = acct.trim().replace(/^@/, '').toLowerCase();
    const suffix = `@${this.host.toLowerCase()}`;
    if (a.endsWith(suffix)) a = a.slice(0, -suffix.length);
    const id = this.byAcct.get(a);
    return id ? this.users.get(id) : undefined;
  }

  /** Finds by id first, then by acct: test helpers take either. */
  resolveUser(ref: string): UserRecord {
    const user = this.users.get(ref) ?? this.findUserByAcct(ref);
    if (!user) throw notFound();
    return user;
  }

  userUrl(user: UserRecord): string {
    return user.domain
      ? `https://${user.domain}/users/${user.username}`
      : `${this.baseUrl}/users/${user.username}`;
  }

  mentionTarget(user: UserRecord): MentionTarget {
    return {
      id: user.id,
      username: user.username,
      acct: this.acctOf(user),
      url: this.userUrl(user),
    };
  }

  /** A new local account with Pleroma's defaults (registration). */
  registerUser(input: {
    username: string;
    password: string;
    email: string | null;
    displayName: string;
    note: string;
    birthday: string | null;
  }): UserRecord {
    const at = Date.now();
    const user = this.addUser({
      id: this.ids.next(at),
      username: input.username,
      domain: null,
      displayName: input.displayName,
      noteSource: input.note,
      createdAt: at,
      locked: false,
      bot: false,
      role: 'member',
      password: input.password,
      fields: [],
      color: [120, 120, 200],
      birthday: input.birthday,
      showBirthday: false,
      hideFollowers: false,
      hideFollows: false,
      hideFollowersCount: false,
      hideFollowsCount: false,
      hideFavorites: true,
      discoverable: false,
      actorType: 'Person',
      isSuggested: false,
      alsoKnownAs: [],
      movedToId: null,
      acceptsChatMessages: true,
      allowFollowingMove: true,
      defaultScope: 'public',
      settingsStore: { 'pleroma-fe': {} },
      deactivated: false,
      email: input.email,
      mfa: null,
    });
    this.addFile(`/media/avatars/${user.username}.png`, 'image/png', () => discPng(96, user.color));
    this.addFile(`/media/headers/${user.username}.png`, 'image/png', () =>
      gradientPng(300, 100, user.color, [240, 240, 255]),
    );
    return user;
  }

  // ---- relationships --------------------------------------------------------------------

  isFollowing(followerId: string, targetId: string): boolean {
    return this.following.get(followerId)?.has(targetId) ?? false;
  }

  hasRequested(followerId: string, targetId: string): boolean {
    return this.followRequests.get(targetId)?.has(followerId) ?? false;
  }

  isBlocking(userId: string, targetId: string): boolean {
    return this.blocks.get(userId)?.has(targetId) ?? false;
  }

  isMuting(userId: string, targetId: string): boolean {
    return this.muteOf(userId, targetId) !== undefined;
  }

  /** The live mute of `targetId` by `userId`; an expired one is removed on the way. */
  muteOf(userId: string, targetId: string, now: number = Date.now()): MuteRecord | undefined {
    const mutes = this.mutes.get(userId);
    const mute = mutes?.get(targetId);
    if (!mute) return undefined;
    if (mute.expiresAt !== null && mute.expiresAt <= now) {
      mutes?.delete(targetId);
      return undefined;
    }
    return mute;
  }

  /** `userId`'s live mutes, newest first (the order `/api/v1/mutes` pages in). */
  mutesOf(userId: string, now: number = Date.now()): MuteRecord[] {
    const mutes = [...(this.mutes.get(userId)?.values() ?? [])];
    return mutes
      .filter((m) => this.muteOf(userId, m.to, now) !== undefined)
      .sort((a, b) => compareIds(b.id, a.id));
  }

  /**
   * Mutes `targetId` for `userId`. `expiresIn` is in seconds; 0 or none means no expiry.
   * Muting again updates the expiry and the notifications flag (Pleroma keeps one mute).
   */
  mute(
    userId: string,
    targetId: string,
    opts: { expiresIn?: number; notifications?: boolean; at?: number } = {},
  ): MuteRecord {
    const at = opts.at ?? Date.now();
    const expiresAt = opts.expiresIn && opts.expiresIn > 0 ? at + opts.expiresIn * 1000 : null;
    const notifications = opts.notifications ?? true;
    const existing = this.muteOf(userId, targetId, at);
    if (existing) {
      existing.expiresAt = expiresAt;
      existing.notifications = notifications;
      return existing;
    }
    const mute: MuteRecord = {
      id: this.ids.next(at),
      from: userId,
      to: targetId,
      createdAt: at,
      expiresAt,
      notifications,
    };
    const mutes = this.mutes.get(userId) ?? new Map<string, MuteRecord>();
    mutes.set(targetId, mute);
    this.mutes.set(userId, mutes);
    return mute;
  }

  unmute(userId: string, targetId: string): void {
    this.mutes.get(userId)?.delete(targetId);
  }

  followingIds(userId: string): string[] {
    return [...(this.following.get(userId)?.keys() ?? [])];
  }

  followerIds(userId: string): string[] {
    return [...(this.followers.get(userId)?.keys() ?? [])];
  }

  /** Follows, or asks to when the target is locked. Answers whether it is now a request. */
  follow(
    followerId: string,
    targetId: string,
    at: number = Date.now(),
    silent = false,
  ): 'following' | 'requested' {
    if (this.isFollowing(followerId, targetId)) return 'following';
    const target = this.users.get(targetId);
    if (!target) throw notFound();
    if (target.locked) {
      if (!this.hasRequested(followerId, targetId)) {
        const edge: Edge = { id: this.ids.next(at), from: followerId, to: targetId, createdAt: at };
        mapOf(this.followRequests, targetId).set(followerId, edge);
        if (!silent) this.notify(targetId, 'follow_request', followerId, { at });
      }
      return 'requested';
    }
    this.addFollow(followerId, targetId, at);
    if (!silent) this.notify(targetId, 'follow', followerId, { at });
    return 'following';
  }

  addFollow(followerId: string, targetId: string, at: number): void {
    const edge: Edge = { id: this.ids.next(at), from: followerId, to: targetId, createdAt: at };
    mapOf(this.following, followerId).set(targetId, edge);
    mapOf(this.followers, targetId).set(followerId, edge);
  }

  unfollow(followerId: string, targetId: string): void {
    this.following.get(followerId)?.delete(targetId);
    this.followers.get(targetId)?.delete(followerId);
    this.followRequests.get(targetId)?.delete(followerId);
  }

  authorizeFollowRequest(targetId: string, requesterId: string): void {
    const req = this.followRequests.get(targetId)?.get(requesterId);
    if (!req) throw notFound();
    this.followRequests.get(targetId)?.delete(requesterId);
    this.addFollow(requesterId, targetId, Date.now());
  }

  rejectFollowRequest(targetId: string, requesterId: string): void {
    if (!this.followRequests.get(targetId)?.delete(requesterId)) throw notFound();
  }

  // ---- statuses -------------------------------------------------------------------------

  /** Statuses newest first (ids sort chronologically). */
  statusesNewestFirst(): StatusRecord[] {
    return this.sortedStatusIds.map((id) => this.statuses.get(id)!);
  }

  getStatus(id: string): StatusRecord {
    const s = this.statuses.get(id);
    if (!s) throw notFound();
    return s;
  }

  repliesTo(id: string): StatusRecord[] {
    return [...(this.replies.get(id) ?? [])]
      .map((rid) => this.statuses.get(rid)!)
      .sort((a, b) => compareIds(a.id, b.id));
  }

  reblogsOf(id: string): StatusRecord[] {
    return [...(this.reblogs.get(id) ?? [])].map((rid) => this.statuses.get(rid)!);
  }

  statusCountOf(userId: string): number {
    let n = 0;
    for (const s of this.statuses.values()) if (s.accountId === userId) n++;
    return n;
  }

  lastStatusAt(userId: string): number | null {
    for (const s of this.statusesNewestFirst()) if (s.accountId === userId) return s.createdAt;
    return null;
  }

  /** Whether `viewerId` (null = anonymous) may read the status, as Pleroma's visibility rules. */
  canSee(viewerId: string | null, s: StatusRecord): boolean {
    if (s.visibility === 'public' || s.visibility === 'unlisted' || s.visibility === 'local') {
      return true;
    }
    if (!viewerId) return false;
    if (viewerId === s.accountId || s.mentionIds.includes(viewerId)) return true;
    if (s.visibility === 'private') return this.isFollowing(viewerId, s.accountId);
    if (s.visibility === 'list' && s.listId) {
      return this.lists.get(s.listId)?.accountIds.has(viewerId) ?? false;
    }
    return false;
  }

  /** Creates a status as `userRef` (username, acct or id); streams it unless silent. */
  createStatus(userRef: string, input: NewStatusInput): StatusRecord {
    const author = this.resolveUser(userRef);
    if (input.idempotencyKey) {
      const prior = this.idempotency.get(`${author.id}\u0000${input.idempotencyKey}`);
      if (prior && this.statuses.has(prior)) return this.statuses.get(prior)!;
    }
    const text = input.status ?? '';
    const mediaIds = input.media_ids ?? [];
    if (text.trim() === '' && mediaIds.length === 0 && !input.poll) {
      throw unprocessable('Cannot post an empty status without attachments');
    }
    if (text.length > MAX_STATUS_CHARS)
      throw unprocessable('The status is over the character limit');
    for (const mid of mediaIds) {
      const m = this.media.get(mid);
      if (!m || m.ownerId !== author.id) throw unprocessable('Invalid media id');
    }
    const parent = input.in_reply_to_id ? this.statuses.get(input.in_reply_to_id) : undefined;
    if (input.in_reply_to_id && !parent) throw notFound();
    const quoted = input.quote_id ? this.statuses.get(input.quote_id) : undefined;
    if (input.quote_id && !quoted) throw notFound();
    if (quoted && (quoted.visibility === 'private' || quoted.visibility === 'direct')) {
      throw unprocessable('You can only quote public or unlisted statuses');
    }
    const at = input.createdAt ?? Date.now();
    const id = this.ids.next(at);
    const rendered = this.renderText(text);
    const mentionIds = rendered.mentions.map((m) => m.id).filter((mid) => mid !== author.id);
    if (parent && parent.accountId !== author.id && !mentionIds.includes(parent.accountId)) {
      // Pleroma addresses a reply to the replied-to author even without an @mention.
      mentionIds.unshift(parent.accountId);
    }
    const visibility = input.visibility ?? author.defaultScope;
    const status: StatusRecord = {
      id,
      accountId: author.id,
      createdAt: at,
      source: text,
      contentType: input.content_type ?? 'text/plain',
      content: rendered.html,
      spoilerText: input.spoiler_text ?? '',
      visibility,
      sensitive: input.sensitive ?? false,
      inReplyToId: parent?.id ?? null,
      inReplyToAccountId: parent?.accountId ?? null,
      reblogOfId: null,
      quoteId: quoted?.id ?? null,
      mediaIds,
      pollId: null,
      tags: rendered.tags,
      mentionIds,
      emojis: findShortcodes(
        `${input.spoiler_text ?? ''} ${text}`,
        (c) => findEmoji(c) !== undefined,
      ),
      threadNo: parent ? parent.threadNo : this.nextThreadNo++,
      language: input.language ?? 'en',
      applicationName: input.application === undefined ? 'Petrel' : input.application,
      editedAt: null,
      pinnedAt: null,
      expiresAt: null,
      listId: null,
    };
    if (input.poll) {
      const opts = input.poll.options.filter((o) => o.trim() !== '');
      if (opts.length < 2) throw unprocessable('Poll must contain at least 2 options');
      if (opts.length > 20) throw unprocessable("Poll can't contain more than 20 options");
      const poll: PollRecord = {
        id: this.ids.next(at),
        statusId: id,
        options: opts,
        multiple: input.poll.multiple ?? false,
        expiresAt: at + (input.poll.expires_in ?? 86400) * 1000,
        votes: new Map(),
      };
      this.polls.set(poll.id, poll);
      status.pollId = poll.id;
    }
    this.insertStatus(status);
    if (input.idempotencyKey) {
      this.idempotency.set(`${author.id}\u0000${input.idempotencyKey}`, id);
    }
    if (!input.silent) {
      for (const mid of mentionIds) this.notify(mid, 'mention', author.id, { statusId: id, at });
      this.emit({ type: 'update', status });
    }
    return status;
  }

  private renderText(text: string): ReturnType<typeof renderPlainText> {
    return renderPlainText(
      text,
      (username, domain) => {
        const u = this.findUserByAcct(domain ? `${username}@${domain}` : username);
        return u ? this.mentionTarget(u) : undefined;
      },
      this.baseUrl,
    );
  }

  /** Edits a post in place, keeping the previous version in `edits`; streams status.update. */
  editStatus(
    id: string,
    changes: { status: string; spoiler_text: string; sensitive: boolean; media_ids: string[] },
  ): StatusRecord {
    const s = this.getStatus(id);
    if (changes.status.trim() === '' && changes.media_ids.length === 0 && !s.pollId) {
      throw unprocessable('Cannot post an empty status without attachments');
    }
    if (changes.status.length > MAX_STATUS_CHARS)
      throw unprocessable('The status is over the character limit');
    const prior = this.edits.get(id) ?? [];
    prior.push({ ...s });
    this.edits.set(id, prior);
    const rendered = this.renderText(changes.status);
    s.source = changes.status;
    s.content = rendered.html;
    s.tags = rendered.tags;
    s.spoilerText = changes.spoiler_text;
    s.sensitive = changes.sensitive;
    s.mediaIds = changes.media_ids;
    s.emojis = findShortcodes(
      `${changes.spoiler_text} ${changes.status}`,
      (c) => findEmoji(c) !== undefined,
    );
    s.editedAt = Date.now();
    this.emit({ type: 'status.update', status: s });
    return s;
  }

  private insertStatus(status: StatusRecord): void {
    this.statuses.set(status.id, status);
    // Keep newest-first order; new posts almost always go to the front.
    const ids = this.sortedStatusIds;
    let lo = 0;
    let hi = ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareIds(ids[mid]!, status.id) > 0) lo = mid + 1;
      else hi = mid;
    }
    ids.splice(lo, 0, status.id);
    if (status.inReplyToId) setOf(this.replies, status.inReplyToId).add(status.id);
    if (status.reblogOfId) setOf(this.reblogs, status.reblogOfId).add(status.id);
  }

  /** Removes a status (and boosts of it), streaming `delete` for each. */
  deleteStatus(id: string): StatusRecord {
    const status = this.getStatus(id);
    for (const boost of this.reblogsOf(id)) this.removeStatus(boost);
    this.removeStatus(status);
    return status;
  }

  private removeStatus(status: StatusRecord): void {
    this.statuses.delete(status.id);
    this.sortedStatusIds = this.sortedStatusIds.filter((sid) => sid !== status.id);
    if (status.inReplyToId) this.replies.get(status.inReplyToId)?.delete(status.id);
    if (status.reblogOfId) this.reblogs.get(status.reblogOfId)?.delete(status.id);
    for (const [nid, n] of this.notifications)
      if (n.statusId === status.id) this.notifications.delete(nid);
    this.emit({ type: 'delete', status });
  }

  /** Boosts; boosting twice answers the existing boost (as Pleroma does). */
  reblog(userId: string, statusId: string, at: number = Date.now(), silent = false): StatusRecord {
    const target = this.getStatus(statusId);
    const original = target.reblogOfId ? this.getStatus(target.reblogOfId) : target;
    if (original.visibility === 'private' || original.visibility === 'direct') {
      throw new SandboxError(422, 'Could not repeat');
    }
    const existing = this.reblogsOf(original.id).find((s) => s.accountId === userId);
    if (existing) return existing;
    const boost: StatusRecord = {
      ...original,
      id: this.ids.next(at),
      accountId: userId,
      createdAt: at,
      reblogOfId: original.id,
      inReplyToId: null,
      inReplyToAccountId: null,
      quoteId: null,
      mediaIds: [],
      pollId: null,
      mentionIds: [],
      tags: [],
      emojis: [],
      pinnedAt: null,
      editedAt: null,
      visibility: 'public',
    };
    this.insertStatus(boost);
    if (!silent) {
      this.notify(original.accountId, 'reblog', userId, { statusId: original.id, at });
      this.emit({ type: 'update', status: boost });
    }
    return boost;
  }

  unreblog(userId: string, statusId: string): StatusRecord {
    const original = this.getStatus(statusId);
    const boost = this.reblogsOf(original.id).find((s) => s.accountId === userId);
    if (boost) this.removeStatus(boost);
    return original;
  }

  favourite(userId: string, statusId: string, at: number = Date.now(), silent = false): void {
    const s = this.getStatus(statusId);
    const favs = mapOf(this.favourites, s.id);
    if (favs.has(userId)) return;
    favs.set(userId, { id: this.ids.next(at), from: userId, to: s.id, createdAt: at });
    if (!silent) this.notify(s.accountId, 'favourite', userId, { statusId: s.id, at });
  }

  unfavourite(userId: string, statusId: string): void {
    this.favourites.get(statusId)?.delete(userId);
  }

  bookmark(userId: string, statusId: string, at: number = Date.now()): void {
    const s = this.getStatus(statusId);
    const marks = mapOf(this.bookmarks, userId);
    if (!marks.has(s.id))
      marks.set(s.id, { id: this.ids.next(at), from: userId, to: s.id, createdAt: at });
  }

  unbookmark(userId: string, statusId: string): void {
    this.bookmarks.get(userId)?.delete(statusId);
  }

  react(
    userId: string,
    statusId: string,
    emoji: string,
    at: number = Date.now(),
    silent = false,
  ): void {
    const s = this.getStatus(statusId);
    const list = this.reactions.get(s.id) ?? [];
    if (list.some((r) => r.userId === userId && r.emoji === emoji)) return;
    list.push({ emoji, userId, createdAt: at });
    this.reactions.set(s.id, list);
    if (!silent) {
      this.notify(s.accountId, 'pleroma:emoji_reaction', userId, { statusId: s.id, emoji, at });
    }
  }

  unreact(userId: string, statusId: string, emoji: string): void {
    const list = this.reactions.get(statusId);
    if (list)
      this.reactions.set(
        statusId,
        list.filter((r) => !(r.userId === userId && r.emoji === emoji)),
      );
  }

  vote(userId: string, pollId: string, choices: number[]): PollRecord {
    const poll = this.polls.get(pollId);
    if (!poll) throw notFound();
    if (poll.expiresAt !== null && poll.expiresAt <= Date.now()) {
      throw unprocessable("Poll's author can't vote");
    }
    if (poll.votes.has(userId)) throw unprocessable('Already voted');
    const unique = [...new Set(choices)];
    if (unique.length === 0 || unique.some((c) => c < 0 || c >= poll.options.length)) {
      throw unprocessable('Invalid indices');
    }
    if (!poll.multiple && unique.length > 1) throw unprocessable('Too many choices');
    poll.votes.set(userId, unique);
    return poll;
  }

  // ---- notifications --------------------------------------------------------------------

  /** Records a notification for a local recipient and streams it. Remote ones get none. */
  notify(
    recipientId: string,
    type: NotificationType,
    actorId: string,
    opts: {
      statusId?: string;
      targetId?: string;
      emoji?: string;
      chatMessageId?: string;
      reportId?: string;
      at?: number;
      seen?: boolean;
    } = {},
  ): NotificationRecord | null {
    const recipient = this.users.get(recipientId);
    // A poll's end notifies its own author, so only that type may notify oneself.
    if (!recipient || !this.isLocal(recipient) || (recipientId === actorId && type !== 'poll'))
      return null;
    if (this.isBlocking(recipientId, actorId)) return null;
    const at = opts.at ?? Date.now();
    const n: NotificationRecord = {
      id: this.ids.next(at),
      recipientId,
      type,
      actorId,
      statusId: opts.statusId ?? null,
      targetId: opts.targetId ?? null,
      emoji: opts.emoji ?? null,
      chatMessageId: opts.chatMessageId ?? null,
      reportId: opts.reportId ?? null,
      createdAt: at,
      seen: opts.seen ?? false,
    };
    this.notifications.set(n.id, n);
    this.emit({ type: 'notification', notification: n });
    return n;
  }

  notificationsFor(userId: string): NotificationRecord[] {
    return [...this.notifications.values()]
      .filter((n) => n.recipientId === userId)
      .sort((a, b) => compareIds(b.id, a.id));
  }

  // ---- lists, markers, media ------------------------------------------------------------

  /** Files a report and notifies the local staff (pleroma:report). */
  addReport(
    actorId: string,
    accountId: string,
    statusIds: string[],
    comment: string,
    forward: boolean,
    at: number = Date.now(),
  ): ReportRecord {
    const r: ReportRecord = {
      id: this.ids.next(at),
      actorId,
      accountId,
      statusIds,
      comment,
      forward,
      state: 'open',
      createdAt: at,
      notes: [],
    };
    this.reports.set(r.id, r);
    for (const u of this.users.values()) {
      if (u.domain === null && (u.role === 'admin' || u.role === 'moderator')) {
        this.notify(u.id, 'pleroma:report', actorId, { reportId: r.id, at });
      }
    }
    return r;
  }

  createList(ownerId: string, title: string): ListRecord {
    const list: ListRecord = {
      id: String(this.nextListNo++),
      ownerId,
      title,
      accountIds: new Set(),
    };
    this.lists.set(list.id, list);
    return list;
  }

  setMarker(
    userId: string,
    timeline: string,
    lastReadId: string,
    at: number = Date.now(),
  ): MarkerRecord {
    const mine = mapOf(this.markers, userId);
    const prev = mine.get(timeline);
    const marker: MarkerRecord = { lastReadId, version: (prev?.version ?? 0) + 1, updatedAt: at };
    mine.set(timeline, marker);
    return marker;
  }

  addMedia(
    record: Omit<MediaRecord, 'id'>,
    bytes: Buffer | (() => Buffer),
    at: number = Date.now(),
  ): MediaRecord {
    const media: MediaRecord = { ...record, id: this.ids.next(at) };
    this.media.set(media.id, media);
    this.addFile(media.path, media.mimeType, bytes);
    return media;
  }

  /** Registers bytes to serve at `path`; a function is called once, on first request. */
  addFile(path: string, mime: string, bytes: Buffer | (() => Buffer)): void {
    this.files.set(
      path,
      typeof bytes === 'function' ? { mime, make: bytes } : { mime, make: () => bytes, bytes },
    );
  }

  readFile(path: string): { mime: string; bytes: Buffer } | undefined {
    const f = this.files.get(path);
    if (!f) return undefined;
    f.bytes ??= f.make();
    return { mime: f.mime, bytes: f.bytes };
  }

  addAnnouncement(input: {
    source: string;
    startsAt: number | null;
    endsAt: number | null;
    allDay: boolean;
    publishedAt?: number;
  }): AnnouncementRecord {
    const at = input.publishedAt ?? Date.now();
    const a: AnnouncementRecord = {
      id: String(this.announcements.size + 1 + this.deletedAnnouncements),
      source: input.source,
      content: this.renderText(input.source).html,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      allDay: input.allDay,
      publishedAt: at,
      updatedAt: at,
      readBy: new Set(),
    };
    this.announcements.set(a.id, a);
    return a;
  }

  editAnnouncement(a: AnnouncementRecord, source: string): void {
    a.source = source;
    a.content = this.renderText(source).html;
    a.updatedAt = Date.now();
  }

  deleteAnnouncement(id: string): boolean {
    const had = this.announcements.delete(id);
    if (had) this.deletedAnnouncements++;
    return had;
  }

  // ---- OAuth ----------------------------------------------------------------------------

  createApp(name: string, redirectUri: string, scopes: string, website: string | null): AppRecord {
    const app: AppRecord = {
      id: String(this.nextAppNo++),
      name,
      clientId: randomToken(),
      clientSecret: randomToken(),
      redirectUri,
      scopes,
      website,
    };
    this.apps.set(app.id, app);
    return app;
  }

  findAppByClientId(clientId: string): AppRecord | undefined {
    for (const app of this.apps.values()) if (app.clientId === clientId) return app;
    return undefined;
  }

  issueToken(appId: string, userId: string | null, scopes: string, token?: string): TokenRecord {
    const rec: TokenRecord = {
      id: this.nextTokenNo++,
      token: token ?? randomToken(),
      refreshToken: randomToken(),
      userId,
      appId,
      scopes,
      createdAt: Date.now(),
    };
    this.tokens.set(rec.token, rec);
    return rec;
  }

  /** A valid user token for tests; the same one each call, issued by the built-in app. */
  tokenFor(userRef: string): string {
    const user = this.resolveUser(userRef);
    const fixed = `sandbox-token-${user.username}`;
    if (!this.tokens.has(fixed))
      this.issueToken(this.builtinApp().id, user.id, 'read write follow push admin', fixed);
    return fixed;
  }

  /** The current TOTP code of a two-factor account (dana), for tests of the MFA flow. */
  totpCodeFor(userRef: string, ms: number = Date.now()): string {
    const user = this.resolveUser(userRef);
    if (!user.mfa) throw new SandboxError(422, `${user.username} has no two-factor sign-in`);
    return totpCode(user.mfa.totpSecret, ms);
  }

  /** The app the seed and tokenFor() issue tokens under. */
  builtinApp(): AppRecord {
    const existing = this.apps.get('1');
    if (existing) return existing;
    const app = this.createApp(
      'Petrel sandbox',
      'urn:ietf:wg:oauth:2.0:oob',
      'read write follow push admin',
      null,
    );
    return app;
  }
}

export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}

function mapOf<K, V>(outer: Map<string, Map<K, V>>, key: string): Map<K, V> {
  let inner = outer.get(key);
  if (!inner) {
    inner = new Map();
    outer.set(key, inner);
  }
  return inner;
}

function setOf<V>(outer: Map<string, Set<V>>, key: string): Set<V> {
  let inner = outer.get(key);
  if (!inner) {
    inner = new Set();
    outer.set(key, inner);
  }
  return inner;
}
