import {
  type EntityStore,
  type MuteContext,
  type MuteDisplay,
  type MuteReason,
  muteDisplay,
  muteReasons,
  type Status,
} from '../../../core';
import type { StatusViewStore } from '../../../core/view/status-flags';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { layoutStatus, type StatusKeys, type StatusLayout } from './status-layout';

export interface LayoutOptions {
  width: number;
  /** Show everything (the focused status of a thread). */
  full?: boolean;
  /** In a conversation: thread mutes mark statuses instead of collapsing them. */
  inConversation?: boolean;
  /** "Now" (minute ticks); only statuses with a poll depend on it. */
  now?: number;
}

export interface StatusLayoutsDeps {
  entities: EntityStore;
  display: StatusViewStore;
  t: TuiTranslate;
  keys: StatusKeys;
  /** Muted words, muted accounts and who we are (`root.muteContext()`). */
  muteContext: () => MuteContext;
  /** Leave muted statuses out instead of collapsing them (preference). */
  hideMutedPosts: () => boolean;
  /** The quick view's settings (observable): collapse subjects, hide media previews. */
  view?: () => { readonly collapseWithSubject: boolean; readonly hideMedia: boolean };
  /** The interface language (observable): a layout made in another one is made again. */
  language?: () => string;
}

interface CacheEntry {
  key: string;
  /** Entities the layout was made from; entities are replaced on change, never mutated. */
  deps: readonly unknown[];
  layout: StatusLayout;
}

/**
 * Memoized status layouts. Laying out a status (HTML to text, wrapping) is the costly part
 * of a frame; a cursor move re-uses every layout. The shown status object is the cache
 * key (a changed status is a new object); the entry also remembers the other entities it
 * was built from (author, booster, quoted status) and the options.
 *
 * Reading through `get` inside an observer render subscribes to exactly what the layout
 * used: the entities, the status's display flags and the mute preferences.
 */
export class StatusLayouts {
  private readonly cache = new WeakMap<Status, CacheEntry[]>();
  private readonly reasons = new WeakMap<
    Status,
    {
      words: MuteContext['mutedWords'];
      users: MuteContext['mutedUserIds'];
      own: string | null;
      inConversation: boolean;
      reasons: MuteReason[];
    }
  >();

  constructor(private readonly deps: StatusLayoutsDeps) {}

  /** The shown status of a timeline entry (the repeated one for a repeat). */
  shown(entryId: string): Status | undefined {
    return this.deps.entities.shown(entryId);
  }

  /** Why an entry's shown status is muted (never for one's own). */
  muteReasonsOf(entryId: string, inConversation = false): MuteReason[] {
    const shown = this.shown(entryId);
    if (!shown) return [];
    const context = this.deps.muteContext();
    // Memoized per status object and mute settings: every frame asks for every row shown.
    const cached = this.reasons.get(shown);
    if (
      cached &&
      cached.words === context.mutedWords &&
      cached.users === context.mutedUserIds &&
      cached.own === context.ownAccountId &&
      cached.inConversation === inConversation
    ) {
      return cached.reasons;
    }
    const reasons = muteReasons(shown, { ...context, inConversation });
    this.reasons.set(shown, {
      words: context.mutedWords,
      users: context.mutedUserIds,
      own: context.ownAccountId,
      inConversation,
      reasons,
    });
    return reasons;
  }

  /** Shown, collapsed to the muted line, or left out (spec: per the hide setting). */
  muteDisplayOf(entryId: string, inConversation = false): MuteDisplay {
    return muteDisplay(this.muteReasonsOf(entryId, inConversation), this.deps.hideMutedPosts());
  }

  get(entryId: string, options: LayoutOptions): StatusLayout | undefined {
    const { entities, display } = this.deps;
    const entry = entities.status(entryId);
    if (!entry) return undefined;
    const shown = entry.reblogId ? (entities.status(entry.reblogId) ?? entry) : entry;
    const author = entities.account(shown.accountId);
    const booster = entry.reblogId ? entities.account(entry.accountId) : undefined;
    const quoted = shown.quoteId ? entities.status(shown.quoteId) : undefined;
    const quoteAuthor = quoted ? entities.account(quoted.accountId) : undefined;
    const reasons = this.muteReasonsOf(entryId, options.inConversation);
    const minute = shown.poll ? Math.floor((options.now ?? 0) / 60_000) : 0;
    const view = this.deps.view?.();
    const key = [
      entryId,
      options.width,
      options.full ? 1 : 0,
      options.inConversation ? 1 : 0,
      display.signature(shown.id),
      reasons.join('|'),
      minute,
      this.deps.language?.() ?? '',
      view ? `${view.collapseWithSubject ? 1 : 0}${view.hideMedia ? 1 : 0}` : '',
    ].join('\u0000');
    const deps = [entry, author, booster, quoted, quoteAuthor];
    let entries = this.cache.get(shown);
    if (!entries) {
      entries = [];
      this.cache.set(shown, entries);
    }
    const hit = entries.find((e) => e.key === key && sameDeps(e.deps, deps));
    if (hit) return hit.layout;
    // A resize leaves layouts for old widths behind; keep the list short.
    if (entries.length > 8) entries.splice(0, entries.length - 4);
    const flags = display.get(shown.id);
    const layout = layoutStatus({
      entry,
      shown,
      author,
      booster,
      quote:
        shown.quoteId === null && shown.quoteUrl === null
          ? undefined
          : quoted
            ? { status: quoted, author: quoteAuthor }
            : null,
      width: options.width,
      flags,
      muteReasons: reasons,
      threadMutedMark: options.inConversation === true,
      full: options.full === true,
      now: options.now ?? 0,
      view,
      t: this.deps.t,
      keys: this.deps.keys,
    });
    entries.push({ key, deps, layout });
    return layout;
  }
}

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
