import { findEmoji } from '../emoji';
import { notFound, SandboxError, unprocessable } from '../errors';
import { findShortcodes, renderPlainText } from '../html';
import { compareIds } from '../ids';
import type { Edge, PollRecord, StatusRecord } from '../records';
import { mapOf, setOf } from './base';
import { CollectionState } from './collections';
import type { NewStatusInput, Reaction } from './types';

/** Statuses and what hangs off them: boosts, favourites, bookmarks, reactions, polls, edits. */
export abstract class StatusState extends CollectionState {
  readonly statuses = new Map<string, StatusRecord>();
  readonly polls = new Map<string, PollRecord>();
  /** status id -> user id -> edge. */
  readonly favourites = new Map<string, Map<string, Edge>>();
  /** user id -> status id -> edge. */
  readonly bookmarks = new Map<string, Map<string, Edge>>();
  readonly reactions = new Map<string, Reaction[]>();
  readonly mutedThreads = new Map<string, Set<number>>();
  readonly idempotency = new Map<string, string>();
  /** status id -> earlier versions, oldest first. */
  readonly edits = new Map<string, StatusRecord[]>();
  private readonly replies = new Map<string, Set<string>>();
  private readonly reblogs = new Map<string, Set<string>>();
  private sortedStatusIds: string[] = [];
  private nextThreadNo = 1000;

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
    if (text.length > this.adminConfig.textLimit())
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

  /** Also renders announcements (AdminState). */
  protected renderText(text: string): ReturnType<typeof renderPlainText> {
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
    if (changes.status.length > this.adminConfig.textLimit())
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
}
