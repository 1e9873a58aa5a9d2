import { action, computed, makeObservable, observable } from 'mobx';

/** A screen of the reading UI. The stack's bottom is always the timeline. */
export type Screen =
  | { readonly kind: 'timeline' }
  | { readonly kind: 'thread'; readonly statusId: string }
  | { readonly kind: 'compose'; readonly replyToId: string | null };

/**
 * Which screen is on top, and the help overlay. Screens below the top stay mounted (and
 * keep their cursor) while hidden, so Esc returns exactly where the user was.
 *
 * Platform-free, so the lead may move it to core if the web client wants the same stack.
 */
export class NavigationStore {
  stack: Screen[] = [{ kind: 'timeline' }];
  helpOpen = false;
  /** The id of the last status the user posted, for views that refresh on it. */
  lastPostedId: string | null = null;

  constructor() {
    makeObservable(this, {
      stack: observable.ref,
      helpOpen: observable,
      lastPostedId: observable,
      top: computed,
      push: action,
      pop: action,
      openThread: action,
      openCompose: action,
      toggleHelp: action,
      closeHelp: action,
      posted: action,
    });
  }

  get top(): Screen {
    return this.stack[this.stack.length - 1] ?? { kind: 'timeline' };
  }

  /** The thread screen in the stack, if one is open (under a compose, say). */
  get thread(): Extract<Screen, { kind: 'thread' }> | undefined {
    return this.stack.find((s): s is Extract<Screen, { kind: 'thread' }> => s.kind === 'thread');
  }

  get compose(): Extract<Screen, { kind: 'compose' }> | undefined {
    return this.stack.find((s): s is Extract<Screen, { kind: 'compose' }> => s.kind === 'compose');
  }

  push(screen: Screen): void {
    this.stack = [...this.stack, screen];
  }

  pop(): void {
    if (this.stack.length > 1) this.stack = this.stack.slice(0, -1);
  }

  /**
   * Open a thread. Re-focusing an open thread on another status replaces it rather than
   * stacking, so Esc always leads straight back to the timeline.
   */
  openThread(statusId: string): void {
    const base = this.stack.filter((s) => s.kind === 'timeline');
    this.stack = [...base, { kind: 'thread', statusId }];
  }

  openCompose(replyToId: string | null): void {
    if (this.top.kind === 'compose') return;
    this.push({ kind: 'compose', replyToId });
  }

  toggleHelp(): void {
    this.helpOpen = !this.helpOpen;
  }

  closeHelp(): void {
    this.helpOpen = false;
  }

  posted(statusId: string): void {
    this.lastPostedId = statusId;
  }
}
