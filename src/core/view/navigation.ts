import { action, computed, makeObservable, observable } from 'mobx';
import type { Draft } from '../model/drafts';
import { HOME_VIEW, NOTIFICATIONS_VIEW, type View, viewKey } from './views';

/** A screen pushed over a tab's view; Esc pops it. */
export type Screen =
  | { readonly kind: 'thread'; readonly statusId: string }
  | { readonly kind: 'profile'; readonly name: string }
  | {
      readonly kind: 'compose';
      readonly replyToId: string | null;
      /** A kept draft, continued in this form. */
      readonly draft?: Draft;
      /** Quote or edit this status instead of writing a new post. */
      readonly target?: ComposeTarget;
      /** A scheduled post this form rewrites: cancelled once the new one is sent. */
      readonly replacesScheduledId?: string;
    }
  /** The unsent drafts, to resume or discard. */
  | { readonly kind: 'drafts' }
  /** The scheduled posts, to reschedule, cancel or edit. */
  | { readonly kind: 'scheduled' }
  /** The instance's announcements (`g A`). */
  | { readonly kind: 'announcements' }
  /** The public shoutbox (`g B`). */
  | { readonly kind: 'shoutbox' }
  /**
   * Pleroma chats (`g C`): the list, then one chat with its input line; with `accountId`
   * (a profile's `C`) straight into the chat with that account.
   */
  | { readonly kind: 'chats'; readonly accountId?: string }
  | { readonly kind: 'history'; readonly statusId: string }
  /** The settings (`g ,`, `:set` alone). */
  | { readonly kind: 'settings' }
  /** The instance's about page (`g I`, `:about`). */
  | { readonly kind: 'about' }
  /** The account's security (`g K`, `:security`, `S` in the settings). */
  | { readonly kind: 'security' }
  /** The administration view (`g !`, `:admin`; staff only). */
  | { readonly kind: 'admin' }
  /** Lists, a list's editor, follow requests, who to follow, add to list (issue 12). */
  | { readonly kind: 'people'; readonly page: PeoplePage };

/** The pages of the `people` screen. */
export type PeoplePage =
  | { readonly kind: 'lists' }
  /** A list's editor; `listId` null for a new list. */
  | { readonly kind: 'list-edit'; readonly listId: string | null }
  | { readonly kind: 'requests' }
  | { readonly kind: 'suggestions' }
  /** Which lists hold one account (a profile's "add to list"). */
  | { readonly kind: 'list-membership'; readonly accountId: string; readonly name: string }
  /** Mutes, blocks and blocked domains (one page, a tab each). */
  | { readonly kind: 'blocks'; readonly tab: BlocksTab };

/** The tabs of the mutes and blocks page. */
export type BlocksTab = 'mutes' | 'blocks' | 'domains';

/** A post form that quotes or edits a status (spec part 2 §4 modes). */
export interface ComposeTarget {
  readonly mode: 'quote' | 'edit';
  readonly statusId: string;
}

/** An open view with the screens stacked on it. */
export interface Tab {
  readonly id: number;
  readonly view: View;
  readonly stack: readonly Screen[];
}

/** One choice of the link chooser. */
export interface LinkChoice {
  readonly url: string;
  /** What the link says (its text, or "the post itself"). */
  readonly label: string;
}

export type Column = 'main' | 'side';

/**
 * Which views are open (tabs), what is stacked on each, which column has the keys on a
 * wide terminal, and the overlays (help, link chooser; the media viewer is core's). Screens of other tabs
 * and under the top one stay mounted (hidden), so going back finds the cursor where it was.
 *
 * Platform-free (no screen library, no Node), so it lives in core by the rule that a MobX class
 * sits in a renderer only when it needs a platform; today the terminal is its only user.
 */
export class NavigationStore {
  tabs: Tab[];
  activeIndex = 0;
  column: Column = 'main';
  /** Two columns side by side (a wide terminal). */
  wide = false;
  helpOpen = false;
  /** The link chooser of `o` when a status has several links. */
  chooser: { readonly links: readonly LinkChoice[]; readonly index: number } | null = null;
  /** The id of the last status the user posted, for views that refresh on it. */
  lastPostedId: string | null = null;
  private nextTabId = 1;

  constructor(first: View = HOME_VIEW) {
    this.tabs = [{ id: 0, view: first, stack: [] }];
    makeObservable<NavigationStore, 'replaceActive'>(this, {
      tabs: observable.ref,
      activeIndex: observable,
      column: observable,
      wide: observable,
      setWide: action,
      helpOpen: observable,
      chooser: observable.ref,
      lastPostedId: observable,
      active: computed,
      top: computed,
      openView: action,
      closeTab: action,
      nextTab: action,
      prevTab: action,
      push: action,
      pop: action,
      openThread: action,
      openProfile: action,
      openCompose: action,
      openDrafts: action,
      openScheduled: action,
      openAnnouncements: action,
      openShoutbox: action,
      openChats: action,
      openSettings: action,
      openAbout: action,
      openSecurity: action,
      openAdmin: action,
      openPeople: action,
      openHistory: action,
      toggleHelp: action,
      closeHelp: action,
      focusColumn: action,
      openChooser: action,
      moveChooser: action,
      closeChooser: action,
      posted: action,
      replaceActive: action,
    });
  }

  get active(): Tab {
    return this.tabs[this.activeIndex] ?? this.tabs[0]!;
  }

  /** The screen on top of the active tab, or null when its view itself shows. */
  get top(): Screen | null {
    const stack = this.active.stack;
    return stack[stack.length - 1] ?? null;
  }

  /** The composer is open (it takes every key). */
  get composing(): boolean {
    return this.top?.kind === 'compose';
  }

  /** Switch to a view, opening a tab for it when none shows it yet. */
  openView(view: View): void {
    const key = viewKey(view);
    const at = this.tabs.findIndex((tab) => viewKey(tab.view) === key);
    this.column = 'main';
    if (at >= 0) {
      this.activeIndex = at;
      // The view itself, not what was stacked on it: `gh` means "home", not "home's thread".
      if (this.tabs[at]!.stack.length > 0 && this.top?.kind !== 'compose') {
        this.replaceActive({ ...this.tabs[at]!, stack: [] });
      }
      return;
    }
    this.tabs = [...this.tabs, { id: this.nextTabId++, view, stack: [] }];
    this.activeIndex = this.tabs.length - 1;
  }

  /** Close the active tab (the last one stays). */
  closeTab(): void {
    if (this.tabs.length <= 1) return;
    this.tabs = this.tabs.filter((_, i) => i !== this.activeIndex);
    this.activeIndex = Math.min(this.activeIndex, this.tabs.length - 1);
  }

  nextTab(): void {
    this.activeIndex = (this.activeIndex + 1) % this.tabs.length;
    this.column = 'main';
  }

  prevTab(): void {
    this.activeIndex = (this.activeIndex + this.tabs.length - 1) % this.tabs.length;
    this.column = 'main';
  }

  push(screen: Screen): void {
    this.replaceActive({ ...this.active, stack: [...this.active.stack, screen] });
    this.column = 'main';
  }

  pop(): void {
    if (this.active.stack.length === 0) return;
    this.replaceActive({ ...this.active, stack: this.active.stack.slice(0, -1) });
  }

  /**
   * Open a thread. Re-focusing an open thread on another status replaces it rather than
   * stacking, so Esc always leads straight back to where the thread was opened from.
   */
  openThread(statusId: string): void {
    const top = this.top;
    if (top?.kind === 'thread') {
      if (top.statusId === statusId) return;
      this.replaceActive({
        ...this.active,
        stack: [...this.active.stack.slice(0, -1), { kind: 'thread', statusId }],
      });
      this.column = 'main';
      return;
    }
    this.push({ kind: 'thread', statusId });
  }

  openProfile(name: string): void {
    const top = this.top;
    if (top?.kind === 'profile' && top.name.toLowerCase() === name.toLowerCase()) return;
    this.push({ kind: 'profile', name });
  }

  openCompose(
    replyToId: string | null,
    draft?: Draft,
    target?: ComposeTarget,
    replacesScheduledId?: string,
  ): void {
    if (this.composing) return;
    // From the drafts list, the form takes its place: Esc then goes back to the timeline.
    if (this.top?.kind === 'drafts') this.pop();
    this.push({
      kind: 'compose',
      replyToId,
      draft,
      target,
      ...(replacesScheduledId ? { replacesScheduledId } : {}),
    });
  }

  /** The versions of an edited status. */
  openHistory(statusId: string): void {
    this.push({ kind: 'history', statusId });
  }

  /** A people page (lists, a list's editor, follow requests, who to follow, add to list). */
  openPeople(page: PeoplePage): void {
    if (this.composing) return;
    // The same page again takes its place; another stacks (Esc goes back to the lists).
    if (this.top?.kind === 'people' && this.top.page.kind === page.kind) this.pop();
    this.push({ kind: 'people', page });
  }

  openDrafts(): void {
    if (this.composing || this.top?.kind === 'drafts') return;
    this.push({ kind: 'drafts' });
  }

  openScheduled(): void {
    if (this.composing || this.top?.kind === 'scheduled') return;
    this.push({ kind: 'scheduled' });
  }

  openAnnouncements(): void {
    if (this.composing || this.top?.kind === 'announcements') return;
    this.push({ kind: 'announcements' });
  }

  openShoutbox(): void {
    if (this.composing || this.top?.kind === 'shoutbox') return;
    this.push({ kind: 'shoutbox' });
  }

  /** The chats; with `accountId`, the chat with that account (made on first use). */
  openChats(accountId?: string): void {
    if (this.composing) return;
    if (this.top?.kind === 'chats') {
      if (!accountId || this.top.accountId === accountId) return;
      this.pop();
    }
    this.push(accountId ? { kind: 'chats', accountId } : { kind: 'chats' });
  }

  openSettings(): void {
    if (this.composing || this.top?.kind === 'settings') return;
    this.push({ kind: 'settings' });
  }

  openAbout(): void {
    if (this.composing || this.top?.kind === 'about') return;
    this.push({ kind: 'about' });
  }

  openSecurity(): void {
    if (this.composing || this.top?.kind === 'security') return;
    this.push({ kind: 'security' });
  }

  openAdmin(): void {
    if (this.composing || this.top?.kind === 'admin') return;
    this.push({ kind: 'admin' });
  }

  toggleHelp(): void {
    this.helpOpen = !this.helpOpen;
  }

  closeHelp(): void {
    this.helpOpen = false;
  }

  focusColumn(column: Column): void {
    this.column = this.wide ? column : 'main';
  }

  setWide(wide: boolean): void {
    this.wide = wide;
    if (!wide) this.column = 'main';
  }

  openChooser(links: readonly LinkChoice[]): void {
    this.chooser = { links, index: 0 };
  }

  moveChooser(index: number): void {
    if (!this.chooser) return;
    const last = this.chooser.links.length - 1;
    this.chooser = { ...this.chooser, index: Math.max(0, Math.min(last, index)) };
  }

  closeChooser(): void {
    this.chooser = null;
  }

  posted(statusId: string): void {
    this.lastPostedId = statusId;
  }

  private replaceActive(tab: Tab): void {
    this.tabs = this.tabs.map((t, i) => (i === this.activeIndex ? tab : t));
  }
}

/** The view shown beside the main one on a wide terminal. */
export function sideViewFor(main: View): View {
  return main.kind === 'notifications' ? HOME_VIEW : NOTIFICATIONS_VIEW;
}
