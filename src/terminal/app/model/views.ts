import type { TimelineKind } from '../../../core';
import type { View } from '../../../core/view/views';
import { safeHandle, safeLine } from '../../../shared/text/terminal-safe';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import type { TerminalText } from '../layout/terminal-text';

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
