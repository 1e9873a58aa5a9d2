import type { Status } from '../../../core/domain/types';
import type { TuiTranslate } from '../i18n/prepare-i18n';

/**
 * Favourites and repeats with their counts, `*` on the user's own (as on reactions), and
 * the bookmark, pin and thread-mute flags: the result of `f`, `b`, `B`, `p` and `M`. Left
 * out while there is nothing to say, so quiet statuses keep their height.
 */
export function countsLine(shown: Status, t: TuiTranslate): string {
  const parts: string[] = [];
  if (shown.favouritesCount > 0 || shown.favourited)
    parts.push(
      t('tui.status.favourites', {
        count: shown.favouritesCount,
        mine: shown.favourited ? '*' : '',
      }),
    );
  if (shown.reblogsCount > 0 || shown.reblogged)
    parts.push(
      t('tui.status.repeats', { count: shown.reblogsCount, mine: shown.reblogged ? '*' : '' }),
    );
  if (shown.bookmarked) parts.push(t('tui.status.bookmarked'));
  if (shown.pinned) parts.push(t('tui.status.pinned'));
  return parts.join('  ');
}
