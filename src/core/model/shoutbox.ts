/**
 * The shoutbox (spec part 1 §2, §3, §4, §7, §9): a public message board on the server's
 * realtime channel `chat:public`, for signed-in users where the server offers it (feature
 * `shout`). Joined is set on the channel join and cleared on close or error; only the last
 * 20 messages are kept; a text is sent as `new_msg` with a 10 s timeout. The socket
 * reconnects on its own (1 s, 2 s, 3 s ...) until the scope ends.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import type { ClockPort, TimerHandle } from '../ports';
import {
  openShoutChannel,
  type ShoutChannel,
  type ShoutChannelEvents,
  type ShoutMessage,
} from '../realtime/shout-channel';
import type { AccountScope } from './account-scope';
import type { ScopeStoreKit } from './scope-store';

export type { ShoutMessage } from '../realtime/shout-channel';

/** Spec part 1 §4/§9: about 19 to 20 messages are kept (Pleroma keeps 20). */
export const SHOUT_KEPT = 20;
/** Spec part 1 §9: send timeout 10 s. */
export const SHOUT_SEND_TIMEOUT_MS = 10_000;
/** The server feature that offers the shoutbox (Pleroma's `config :pleroma, :shout`). */
export const SHOUT_FEATURE = 'shout';

/** Why a send did not go out (the faces word it). */
export type ShoutSendError = 'empty' | 'not-joined' | 'timeout';

/** 'off': not started or closed; 'connecting': waiting for the join (also while retrying). */
export type ShoutState = 'off' | 'connecting' | 'joined';

export interface ShoutboxDeps {
  /** The server offers the shoutbox, someone is signed in and the platform has sockets. */
  available: () => boolean;
  open: (events: ShoutChannelEvents) => Promise<ShoutChannel>;
  ownAccountId: () => string | null;
  clock: ClockPort;
}

interface PendingSend {
  text: string;
  settle: (sent: boolean) => void;
  timer: TimerHandle;
}

export class ShoutboxStore {
  /** Oldest first, at most `SHOUT_KEPT`. */
  messages: ShoutMessage[] = [];
  joined = false;
  /** The server's kept messages arrived (after the first join). */
  loaded = false;
  state: ShoutState = 'off';
  sendError: ShoutSendError | null = null;
  /** A text is on its way (waiting for the server's broadcast of it). */
  sending = false;
  /** Others' messages heard live since the store began (the floating panel's unread mark). */
  heard = 0;
  /** `heard` when the reader last had the board in view. */
  seen = 0;
  private channel: ShoutChannel | null = null;
  private opening: Promise<void> | null = null;
  /** Bumped by `stop`: a connection begun before it is closed when it arrives, and unheard. */
  private generation = 0;
  private readonly pending = new Set<PendingSend>();
  private ended = false;

  constructor(private readonly deps: ShoutboxDeps) {
    makeObservable<ShoutboxStore, 'onJoined' | 'onLeft' | 'onMessages' | 'onMessage'>(this, {
      messages: observable.ref,
      joined: observable,
      loaded: observable,
      state: observable,
      sendError: observable,
      sending: observable,
      heard: observable,
      seen: observable,
      available: computed,
      unread: computed,
      markSeen: action,
      onJoined: action,
      onLeft: action,
      onMessages: action,
      onMessage: action,
      clearError: action,
      stop: action,
    });
  }

  get available(): boolean {
    return this.deps.available();
  }

  /** Connect and join (once; later calls wait for the same join). Nothing where unavailable. */
  start(): Promise<void> {
    if (this.ended || !this.available) return Promise.resolve();
    if (this.channel) return Promise.resolve();
    if (!this.opening) {
      const opening = this.connect(this.generation).finally(() => {
        if (this.opening === opening) this.opening = null;
      });
      this.opening = opening;
    }
    return this.opening;
  }

  /**
   * Sends `text` (trimmed; spec: submitted on Enter). Resolves true once the server's
   * broadcast carries it back, false on an empty text, no join, or no echo within 10 s.
   */
  send(raw: string): Promise<boolean> {
    const text = raw.trim();
    const fail = action((why: ShoutSendError) => {
      this.sendError = why;
      return false;
    });
    if (text.length === 0) return Promise.resolve(fail('empty'));
    if (!this.channel || !this.joined) return Promise.resolve(fail('not-joined'));
    this.channel.push(text, SHOUT_SEND_TIMEOUT_MS);
    this.setSending(true, null);
    return new Promise<boolean>((resolve) => {
      const entry: PendingSend = {
        text,
        settle: (sent) => {
          this.deps.clock.clearTimeout(entry.timer);
          this.pending.delete(entry);
          this.setSending(this.pending.size > 0, sent ? null : 'timeout');
          resolve(sent);
        },
        timer: this.deps.clock.setTimeout(() => entry.settle(false), SHOUT_SEND_TIMEOUT_MS),
      };
      this.pending.add(entry);
    });
  }

  /** Someone else wrote since the reader last had the board in view. */
  get unread(): boolean {
    return this.heard > this.seen;
  }

  /** The reader has the board in view (an open panel): nothing is unread. */
  markSeen(): void {
    this.seen = this.heard;
  }

  clearError(): void {
    this.sendError = null;
  }

  /** Close the channel (the view went away or the scope ended); `start` opens it again. */
  stop(): void {
    this.generation += 1;
    this.opening = null;
    const channel = this.channel;
    this.channel = null;
    channel?.close();
    for (const entry of [...this.pending]) entry.settle(false);
    this.joined = false;
    this.state = 'off';
  }

  dispose(): void {
    this.ended = true;
    this.stop();
  }

  private async connect(generation: number): Promise<void> {
    const current = () => generation === this.generation;
    this.setState('connecting');
    const channel = await this.deps.open({
      joined: () => current() && this.onJoined(),
      messages: (list) => current() && this.onMessages(list),
      message: (message) => current() && this.onMessage(message),
      left: () => current() && this.onLeft(),
    });
    if (this.ended || !current()) {
      channel.close();
      return;
    }
    this.channel = channel;
  }

  private setState(state: ShoutState): void {
    action(() => {
      this.state = state;
    })();
  }

  private setSending(sending: boolean, error: ShoutSendError | null): void {
    action(() => {
      this.sending = sending;
      this.sendError = error;
    })();
  }

  private onJoined(): void {
    this.joined = true;
    this.state = 'joined';
  }

  private onLeft(): void {
    this.joined = false;
    // The socket retries on its own unless it was stopped on purpose.
    if (this.state !== 'off') this.state = 'connecting';
  }

  private onMessages(list: ShoutMessage[]): void {
    this.messages = list.slice(-SHOUT_KEPT);
    this.loaded = true;
  }

  private onMessage(message: ShoutMessage): void {
    if (message.id && this.messages.some((m) => m.id === message.id)) return;
    this.messages = [...this.messages, message].slice(-SHOUT_KEPT);
    const own = this.deps.ownAccountId();
    if (own === null || message.author.id !== own) {
      this.heard += 1;
      return;
    }
    for (const entry of this.pending) {
      if (entry.text === message.text) {
        entry.settle(true);
        break;
      }
    }
  }
}

/** An account's shoutbox (`scope.use(shoutboxOf)`), closed with the scope. */
export const shoutboxOf: ScopeStoreKit<ShoutboxStore> = {
  make: (scope: AccountScope) =>
    new ShoutboxStore({
      available: () =>
        scope.account !== null &&
        scope.realtime.socketFactory !== undefined &&
        scope.instance.has(SHOUT_FEATURE),
      open: (events) => {
        const factory = scope.realtime.socketFactory;
        if (!factory) return Promise.reject(new Error('No sockets on this platform'));
        const client = scope.client;
        return openShoutChannel({
          serverBase: client.http.baseUrl,
          token: client.token ?? '',
          factory,
          events,
        });
      },
      ownAccountId: () => scope.ownAccountId(),
      clock: scope.clock,
    }),
  dispose: (store) => store.dispose(),
};
