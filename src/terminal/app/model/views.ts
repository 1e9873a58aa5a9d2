import type { TimelineKind } from '../../../core';
import { timelineKey } from '../../../core';
import { safeHandle, safeLine } from '../../../shared/text/terminal-safe';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import type { TerminalText } from '../layout/terminal-text';

/** What a tab of the terminal UI shows. */
export type View =
  | {
      readonly kind: 'timeline';
      readonly timeline: TimelineKind;
      /** A list's title (list timelines are named by it). */
      readonly title?: string;
    }
  | { readonly kind: 'notifications' }
  /** Notifications of type mention, shown as statuses. */
  | { readonly kind: 'mentions' }
  | { readonly kind: 'profile'; readonly name: string }
  | { readonly kind: 'search' };

export const HOME_VIEW: View = { kind: 'timeline', timeline: { type: 'home' } };
export const NOTIFICATIONS_VIEW: View = { kind: 'notifications' };

/** One key per distinct view: opening a view that is open already switches to it. */
export function viewKey(view: View): string {
  switch (view.kind) {
    case 'timeline':
      return `timeline:${timelineKey(view.timeline)}`;
    case 'profile':
      return `profile:${view.name.replace(/^@/, '').toLowerCase()}`;
    default:
      return view.kind;
  }
}

/** The timeline's name as menus show it (spec names: friends, public, twkn …). */
export function timelineTitle(
  kind: TimelineKind,
  t: TuiTranslate,
  listTitle?: string,
): TerminalText {
  switch (kind.type) {
    case 'home':
      return t('timeline.name.home');
    case 'public':
      return t(kind.local ? 'timeline.name.public' : 'timeline.name.twkn');
    case 'tag':
      return t('timeline.name.tag', { tag: safeLine(kind.tag) });
    case 'list':
      return t('timeline.name.list', { title: safeLine(listTitle ?? kind.id) });
    case 'direct':
      return t('timeline.name.dms');
    case 'favourites':
      return t('timeline.name.favorites');
    case 'bookmarks':
      return t('timeline.name.bookmarks');
    case 'account':
      return kind.onlyMedia ? t('timeline.name.media') : t('timeline.name.user');
    case 'account_favourites':
      return t('timeline.name.favorites');
  }
}

export function viewTitle(view: View, t: TuiTranslate): TerminalText {
  switch (view.kind) {
    case 'timeline':
      return timelineTitle(view.timeline, t, view.title);
    case 'notifications':
      return t('tui.views.notifications');
    case 'mentions':
      return t('timeline.name.mentions');
    case 'profile':
      return t('tui.views.profile', { acct: safeHandle(view.name.replace(/^@/, '')) });
    case 'search':
      return t('tui.views.search');
  }
}
