import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useRoot } from '../../app/hooks';
import type { FaviconBadge } from './favicon-badge';
import { titleWithCount } from './page-title';

/**
 * Spec part 2 §2: the page title carries the total unseen count in parentheses and the
 * favicon a badge; both clear at 0. The total is the unseen notifications the filter lets
 * through (the badge's count) plus what on-demand features report (unread announcements,
 * chats: the scope's `unread`).
 * A screen may set its own title: the count is put back in front of it. Renders nothing.
 * The favicon's canvas drawing is a chunk loaded after the first frame (~0.45 KiB of the
 * first load); the title does not wait for it.
 */
export function PageTitleBadge() {
  const root = useRoot();
  useEffect(() => {
    let favicon: FaviconBadge | null = null;
    let disposed = false;
    let count = 0;
    void import('./favicon-badge').then(({ FaviconBadge }) => {
      if (disposed) return;
      favicon = new FaviconBadge(document);
      favicon.set(count > 0);
    });
    const applyTitle = () => {
      const wanted = titleWithCount(document.title, count);
      if (wanted !== document.title) document.title = wanted;
    };
    const observer =
      typeof MutationObserver === 'undefined' ? null : new MutationObserver(applyTitle);
    observer?.observe(document.head, { childList: true, subtree: true, characterData: true });
    const dispose = reaction(
      () =>
        root.session.isSignedIn ? root.notifications.unseenCount + root.scope.unread.extra : 0,
      (next) => {
        count = next;
        applyTitle();
        favicon?.set(next > 0);
      },
      { name: 'page-title-badge', fireImmediately: true },
    );
    return () => {
      disposed = true;
      dispose();
      observer?.disconnect();
      count = 0;
      applyTitle();
      favicon?.set(false);
    };
  }, [root]);
  return null;
}
