/**
 * A stored login taken up while the server could not be reached (issue 16, the installed app
 * offline): the session is `offline`, the account's local data shows (drafts, queued chat
 * messages, its own card), and this tries the server again until it answers. First after
 * RECONNECT_FIRST_MS, then twice as long each time up to RECONNECT_MAX_MS, and at once when
 * a face says the network is back (the browser's `online` event, a key). Once the token
 * verifies, everything a start does happens: instance, user stream, mutes, markers,
 * notifications; the timelines a view shows load, and queued chat messages go out. A token
 * the server refuses (400/401/403/422, as at a start) signs the account out.
 *
 * Not part of the web's first load: the root loads it only when a start finds no server.
 */
import { makeObservable, observable, reaction, runInAction } from 'mobx';
import { hostOf } from '../api/url-host';
import type { Account } from '../domain/types';
import { ApiError, describeError } from '../errors';
import type { ScheduledJob } from '../schedule/scheduler';
import { chatOutboxOf } from './chat-outbox';
import { keepOwnAccount } from './own-account';
import type { RootStore } from './root';
import { TOKEN_REJECTED } from './session-types';
import { streamFor } from './timelines';

/** The first retry's delay; each failed one doubles it, up to RECONNECT_MAX_MS. */
export const RECONNECT_FIRST_MS = 5_000;
export const RECONNECT_MAX_MS = 120_000;

/** How the last try ended: the server answered and verified, refused the token, or not. */
export type ReconnectOutcome = 'verified' | 'rejected' | 'offline';

const reconnects = new WeakMap<RootStore, Reconnect>();

/** The root's one reconnect (made on first use). */
export function reconnectOf(root: RootStore): Reconnect {
  let reconnect = reconnects.get(root);
  if (!reconnect) {
    reconnect = new Reconnect(root);
    reconnects.set(root, reconnect);
  }
  return reconnect;
}

/**
 * A face's part: whenever the session is taken up offline, the root's reconnect starts, and
 * `online` (the browser's event) makes it try at once. Returns the disposer.
 */
export function followOffline(
  root: RootStore,
  online?: (tryNow: () => void) => () => void,
): () => void {
  const reconnect = reconnectOf(root);
  const stopOnline = online?.(() => {
    if (root.session.offline) void reconnect.now();
  });
  const stop = reaction(
    () => root.session.offline,
    (offline) => {
      if (offline) reconnect.start();
    },
    { fireImmediately: true },
  );
  return () => {
    stop();
    stopOnline?.();
  };
}

export class Reconnect {
  /** When the next try is due (the clock's ms), null while trying or when none is planned. */
  nextTryAt: number | null = null;
  /** A try is on its way. */
  trying = false;
  /** Why the last try failed, in the network's or the server's words. */
  lastError: string | null = null;
  #delay = RECONNECT_FIRST_MS;
  #job: ScheduledJob | undefined;
  #attempt: Promise<ReconnectOutcome> | undefined;

  constructor(private readonly root: RootStore) {
    makeObservable(this, { nextTryAt: observable, trying: observable, lastError: observable });
  }

  /** Plan the first try (nothing when the session is not offline). */
  start(): void {
    if (!this.root.session.offline || this.#job || this.#attempt) return;
    this.#delay = RECONNECT_FIRST_MS;
    this.plan();
  }

  /** Try now (the network is back, or the user asked); the planned try is dropped. */
  now(): Promise<ReconnectOutcome> {
    if (this.#attempt) return this.#attempt;
    if (!this.root.session.offline) return Promise.resolve('verified');
    this.cancel();
    this.#attempt = this.attempt().finally(() => {
      this.#attempt = undefined;
    });
    return this.#attempt;
  }

  private plan(): void {
    const delay = this.#delay;
    this.#delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    runInAction(() => {
      this.nextTryAt = this.root.ports.clock.now() + delay;
    });
    this.#job = this.root.scheduler.after('reconnect', delay, () => {
      this.#job = undefined;
      void this.now();
    });
  }

  private cancel(): void {
    this.#job?.dispose();
    this.#job = undefined;
    runInAction(() => {
      this.nextTryAt = null;
    });
  }

  private async attempt(): Promise<ReconnectOutcome> {
    const { root } = this;
    const { session } = root;
    const scope = root.scope;
    runInAction(() => {
      this.trying = true;
    });
    let account: Account;
    try {
      account = await scope.client.accounts.verifyCredentials();
    } catch (error) {
      runInAction(() => {
        this.trying = false;
        this.lastError = describeError(error);
      });
      // Signed out or switched meanwhile: nothing to try for any more.
      if (!session.offline || root.scope !== scope) return 'offline';
      if (error instanceof ApiError && TOKEN_REJECTED.includes(error.status)) {
        root.notices.add('error', 'login.error.restore_failed', { detail: describeError(error) });
        runInAction(() => {
          session.offline = false;
        });
        await root.signOut(scope.account?.key);
        return 'rejected';
      }
      root.ports.logger.debug('The server is still out of reach', error);
      this.plan();
      return 'offline';
    }
    runInAction(() => {
      this.trying = false;
      this.lastError = null;
    });
    if (!session.offline || root.scope !== scope) return 'verified';
    scope.entities.ingest({ accounts: [account], statuses: [] });
    keepOwnAccount(scope.storage, account);
    runInAction(() => {
      session.offline = false;
    });
    this.#delay = RECONNECT_FIRST_MS;
    root.notices.add('success', 'offline.back', { server: hostOf(session.server ?? '') });
    await this.resumeScope();
    return 'verified';
  }

  /** What a start does, then what was waiting for the server in the active scope. */
  private async resumeScope(): Promise<void> {
    const { root } = this;
    const scope = root.scope;
    try {
      await root.afterSignIn();
    } catch (error) {
      root.ports.logger.warn('After sign-in steps failed', error);
    }
    for (const timeline of scope.timelines.all()) {
      if (timeline.watchers === 0) continue;
      const spec = streamFor(timeline.kind);
      if (spec && spec.stream !== 'user') scope.startStream(spec);
      if (timeline.state === 'failed' || timeline.state === 'idle') {
        timeline.loadInitial().catch((error: unknown) => {
          root.notices.add('error', 'timeline.error_fetching', { detail: describeError(error) });
        });
      }
    }
    scope.peek(chatOutboxOf)?.resume();
  }
}
