/**
 * The actions on a status (spec part 2 §4, §5, §7, §8), written once for every face
 * (Elk/Phanpy style): favourite, repeat and bookmark flip at once and are confirmed by the
 * server's answer or rolled back with an inline error; pin, thread mute, reactions, delete,
 * votes and reports check the spec's rules before any request. Each call answers an
 * `ActionResult` the face words in its own way.
 */
import { action, makeObservable, observable } from 'mobx';
import type { Capabilities } from '../api/capabilities';
import type { PleromaClient, StatusToggleVerb } from '../api/client';
import type { Account, Poll, Status } from '../domain/types';
import { ApiError, describeError } from '../errors';
import type { Scheduler } from '../schedule/scheduler';
import type { EntityStore } from './entities';
import type { MessageKey, NoticeStore } from './notices';
import { withReaction } from './reaction-edit';
import {
  type ActionRefusal,
  mayDelete,
  mayForwardReport,
  pinRefusal,
  repeatLocked,
  voteRefusal,
} from './status-rules';

/** The toggles of spec part 2 §4. */
export type StatusToggle = 'favourite' | 'repeat' | 'bookmark' | 'pin' | 'thread_mute';

export type ActionResult<T = Status> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'refused'; readonly reason: ActionRefusal }
  | {
      readonly kind: 'failed';
      readonly detail: string;
      readonly messageKey?: MessageKey;
      /** The error itself (scripts map it to their exit codes). */
      readonly cause?: unknown;
    };

/** An action's failure shown on its status until dismissed (spec part 2 §8). */
export interface InlineActionError {
  readonly action: StatusToggle | 'react' | 'vote';
  readonly detail: string;
}

/** Spec part 2 §4: a tracked poll refreshes every 30 seconds. */
export const POLL_REFRESH_MS = 30_000;

export interface StatusActionsDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  notices: NoticeStore;
  scheduler: Scheduler;
  now: () => number;
  /** The signed-in account's id (null while anonymous). */
  ownAccountId: () => string | null;
  /** The signed-in account when it was read (its privileges decide moderators' deletes). */
  me: () => Account | undefined;
  capabilities: () => Pick<Capabilities, 'emojiReactions'>;
  /** Tells every list that shows a status it was deleted (they keep its placeholder). */
  statusDeleted: (id: string) => void;
}

interface ToggleShape {
  flag: 'favourited' | 'reblogged' | 'bookmarked' | 'pinned' | 'threadMuted';
  count?: 'favouritesCount' | 'reblogsCount';
  on: StatusToggleVerb;
  off: StatusToggleVerb;
  /** Flipped before the answer (spec: favourite, repeat, bookmark). */
  optimistic: boolean;
}

const TOGGLES: Readonly<Record<StatusToggle, ToggleShape>> = {
  favourite: {
    flag: 'favourited',
    count: 'favouritesCount',
    on: 'favourite',
    off: 'unfavourite',
    optimistic: true,
  },
  repeat: {
    flag: 'reblogged',
    count: 'reblogsCount',
    on: 'reblog',
    off: 'unreblog',
    optimistic: true,
  },
  bookmark: { flag: 'bookmarked', on: 'bookmark', off: 'unbookmark', optimistic: true },
  pin: { flag: 'pinned', on: 'pin', off: 'unpin', optimistic: false },
  thread_mute: { flag: 'threadMuted', on: 'mute', off: 'unmute', optimistic: false },
};

/** The server's own error text where it gave one (spec: shown on the status). */
function serverText(error: unknown): string {
  return error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : describeError(error);
}

export class StatusActions {
  /** `statusId:action` of the requests in flight (a second press waits for the first). */
  readonly pending = observable.set<string>();
  readonly inlineErrors = observable.map<string, InlineActionError>({}, { deep: false });
  readonly reporting = observable.box(false);
  private readonly pollWatchers = new Map<string, { count: number; dispose: () => void }>();

  constructor(private readonly deps: StatusActionsDeps) {
    makeObservable(this, {
      dismissError: action,
      toggle: action,
      react: action,
      vote: action,
      remove: action,
      report: action,
    });
  }

  isPending(statusId: string, what: string): boolean {
    return this.pending.has(`${statusId}:${what}`);
  }

  dismissError(statusId: string): void {
    this.inlineErrors.delete(statusId);
  }

  /**
   * Turn a toggle on or off (`on` omitted: the opposite of now). A repeat acts on the
   * repeated status; private and direct statuses cannot be repeated, and only one's own
   * public or unlisted statuses pinned.
   */
  async toggle(toggle: StatusToggle, entryId: string, on?: boolean): Promise<ActionResult<Status>> {
    const status = this.deps.entities.shown(entryId);
    const refused = this.refusal(status);
    if (refused || !status) return { kind: 'refused', reason: refused ?? 'no_status' };
    const shape = TOGGLES[toggle];
    const target = on ?? !status[shape.flag];
    if (toggle === 'repeat' && target && repeatLocked(status))
      return { kind: 'refused', reason: 'repeat_private' };
    if (toggle === 'pin' && target) {
      const reason = pinRefusal(status, this.deps.ownAccountId());
      if (reason) return { kind: 'refused', reason };
    }
    const key = `${status.id}:${toggle}`;
    if (this.pending.has(key)) return { kind: 'refused', reason: 'busy' };
    this.pending.add(key);
    this.inlineErrors.delete(status.id);
    const before = {
      [shape.flag]: status[shape.flag],
      ...(shape.count ? { [shape.count]: status[shape.count] } : {}),
    };
    if (shape.optimistic && status[shape.flag] !== target) {
      const change: Partial<Status> = { [shape.flag]: target };
      if (shape.count) change[shape.count] = Math.max(0, status[shape.count] + (target ? 1 : -1));
      this.deps.entities.updateStatus(status.id, change);
    }
    try {
      const answer = await this.deps
        .client()
        .statuses.toggle(status.id, target ? shape.on : shape.off);
      return this.settle(key, () => {
        this.deps.entities.ingest(answer.bundle);
        // A repeat answers the new repeat; the flag belongs to the repeated status.
        const confirmed = this.deps.entities.status(status.id);
        if (toggle === 'thread_mute') this.markThread(status, target);
        else if (confirmed && confirmed[shape.flag] !== target)
          this.deps.entities.updateStatus(status.id, { [shape.flag]: target });
        return { kind: 'done', value: this.deps.entities.status(status.id) ?? status };
      });
    } catch (error) {
      return this.settle(key, () => {
        if (shape.optimistic) this.deps.entities.updateStatus(status.id, before);
        const detail = serverText(error);
        this.inlineErrors.set(status.id, { action: toggle, detail });
        return { kind: 'failed', detail, cause: error };
      });
    }
  }

  /** Add (or, with `remove`, take back) the user's emoji reaction. */
  async react(entryId: string, emoji: string, remove?: boolean): Promise<ActionResult<Status>> {
    const status = this.deps.entities.shown(entryId);
    const refused = this.refusal(status);
    if (refused || !status) return { kind: 'refused', reason: refused ?? 'no_status' };
    if (!this.deps.capabilities().emojiReactions)
      return { kind: 'refused', reason: 'reactions_unsupported' };
    const name = emoji.trim().replace(/^:(.+):$/, '$1');
    if (!name) return { kind: 'refused', reason: 'no_emoji' };
    const mine = status.emojiReactions.some((r) => r.name === name && r.me);
    const taking = remove ?? mine;
    const key = `${status.id}:react`;
    if (this.pending.has(key)) return { kind: 'refused', reason: 'busy' };
    this.pending.add(key);
    this.inlineErrors.delete(status.id);
    const before = status.emojiReactions;
    this.deps.entities.updateStatus(status.id, {
      emojiReactions: withReaction(before, name, !taking),
    });
    try {
      const answer = await this.deps.client().statuses.react(status.id, name, taking);
      return this.settle(key, () => {
        this.deps.entities.ingest(answer.bundle);
        return { kind: 'done', value: this.deps.entities.status(status.id) ?? answer.status };
      });
    } catch (error) {
      return this.settle(key, () => {
        this.deps.entities.updateStatus(status.id, { emojiReactions: before });
        const detail = serverText(error);
        this.inlineErrors.set(status.id, { action: 'react', detail });
        return { kind: 'failed', detail, cause: error };
      });
    }
  }

  /** Vote with option indices; the status shows the answered poll (its results). */
  async vote(entryId: string, choices: readonly number[]): Promise<ActionResult<Poll>> {
    const status = this.deps.entities.shown(entryId);
    const refused = this.refusal(status);
    if (refused || !status) return { kind: 'refused', reason: refused ?? 'no_status' };
    const reason = voteRefusal(status.poll, choices, this.deps.now());
    if (reason || !status.poll) return { kind: 'refused', reason: reason ?? 'no_poll' };
    const key = `${status.id}:vote`;
    if (this.pending.has(key)) return { kind: 'refused', reason: 'busy' };
    this.pending.add(key);
    try {
      const poll = await this.deps.client().polls.vote(status.poll.id, [...new Set(choices)]);
      return this.settle(key, () => {
        this.deps.entities.updateStatus(status.id, { poll });
        return { kind: 'done', value: poll };
      });
    } catch (error) {
      return this.settle(key, () => {
        const detail = serverText(error);
        this.inlineErrors.set(status.id, { action: 'vote', detail });
        return { kind: 'failed', detail, cause: error };
      });
    }
  }

  /**
   * Delete a status (own, or with messages_delete). Deletion marks it deleted; a failure
   * is the spec's 5 s notice "Error deleting status: {detail}".
   */
  async remove(entryId: string): Promise<ActionResult<Status>> {
    const status = this.deps.entities.shown(entryId);
    const refused = this.refusal(status);
    if (refused || !status) return { kind: 'refused', reason: refused ?? 'no_status' };
    if (!mayDelete(status, this.deps.me()))
      return { kind: 'refused', reason: 'delete_not_allowed' };
    const key = `${status.id}:delete`;
    if (this.pending.has(key)) return { kind: 'refused', reason: 'busy' };
    this.pending.add(key);
    try {
      await this.deps.client().statuses.remove(status.id);
      return this.settle(key, () => {
        this.deps.entities.markDeleted(status.id);
        this.deps.statusDeleted(status.id);
        return { kind: 'done', value: this.deps.entities.status(status.id) ?? status };
      });
    } catch (error) {
      return this.settle(key, () => {
        const detail = describeError(error);
        this.deps.notices.add('error', 'status.delete_error', { detail });
        return { kind: 'failed', detail, messageKey: 'status.delete_error', cause: error };
      });
    }
  }

  /**
   * Report an account, with some of its statuses. Forwarding is dropped for local
   * accounts (spec: offered only for non-local users); a failure is the spec's
   * "An error occurred while processing your request.".
   */
  async report(report: {
    accountId: string;
    statusIds?: readonly string[];
    comment?: string;
    forward?: boolean;
  }): Promise<ActionResult<{ id: string }>> {
    if (!this.deps.ownAccountId()) return { kind: 'refused', reason: 'not_signed_in' };
    if (this.reporting.get()) return { kind: 'refused', reason: 'busy' };
    const account = this.deps.entities.account(report.accountId);
    this.reporting.set(true);
    try {
      const answer = await this.deps.client().reports.create({
        accountId: report.accountId,
        statusIds: report.statusIds ?? [],
        comment: report.comment ?? '',
        forward: Boolean(report.forward) && mayForwardReport(account),
      });
      return this.settleReport({ kind: 'done', value: answer });
    } catch (error) {
      return this.settleReport({
        kind: 'failed',
        detail: describeError(error),
        messageKey: 'user_reporting.generic_error',
        cause: error,
      });
    }
  }

  /**
   * Track a status's poll while something shows it: it is read again every 30 s until the
   * last watcher stops (spec part 2 §4). Returns the function that stops watching.
   */
  watchPoll(statusId: string): () => void {
    const held = this.pollWatchers.get(statusId);
    if (held) held.count += 1;
    else {
      const job = this.deps.scheduler.every(`poll:${statusId}`, POLL_REFRESH_MS, () =>
        this.refreshPoll(statusId),
      );
      this.pollWatchers.set(statusId, { count: 1, dispose: () => job.dispose() });
    }
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      const watcher = this.pollWatchers.get(statusId);
      if (!watcher) return;
      watcher.count -= 1;
      if (watcher.count <= 0) {
        watcher.dispose();
        this.pollWatchers.delete(statusId);
      }
    };
  }

  /** How many things watch a status's poll (spec: "counter of watchers"). */
  pollWatcherCount(statusId: string): number {
    return this.pollWatchers.get(statusId)?.count ?? 0;
  }

  async refreshPoll(statusId: string): Promise<void> {
    const poll = this.deps.entities.status(statusId)?.poll;
    if (!poll) return;
    const fresh = await this.deps.client().polls.fetch(poll.id);
    action('statusActions.refreshPoll', () =>
      this.deps.entities.updateStatus(statusId, { poll: fresh }),
    )();
  }

  dispose(): void {
    for (const watcher of this.pollWatchers.values()) watcher.dispose();
    this.pollWatchers.clear();
  }

  private refusal(status: Status | undefined): ActionRefusal | null {
    if (!status) return 'no_status';
    if (status.deleted) return 'deleted';
    if (!this.deps.ownAccountId()) return 'not_signed_in';
    return null;
  }

  /** Spec: muting a conversation sets thread_muted on every status in it. */
  private markThread(status: Status, muted: boolean): void {
    const conversation = status.conversationId;
    for (const other of this.deps.entities.statuses.values()) {
      if (
        other.id === status.id ||
        (conversation !== null && other.conversationId === conversation)
      )
        if (other.threadMuted !== muted)
          this.deps.entities.updateStatus(other.id, { threadMuted: muted });
    }
  }

  private settle<T>(key: string, finish: () => T): T {
    return action('statusActions.settle', () => {
      this.pending.delete(key);
      return finish();
    })();
  }

  private settleReport<T>(result: ActionResult<T>): ActionResult<T> {
    action('statusActions.reported', () => this.reporting.set(false))();
    return result;
  }
}
