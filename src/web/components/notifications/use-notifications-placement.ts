import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '../../layout/use-is-mobile';

/** Spec layout: wide at 1300 px and more (written as a max-width query: "not narrower"). */
export const NARROWER_THAN_WIDE_QUERY = '(max-width: 1299px)';

/** Where the notifications panel goes (spec part 2 §2: wide column, sidebar or mobile panel). */
export type NotificationsPlacement = 'column' | 'sidebar' | 'drawer';

function subscribe(notify: () => void): () => void {
  const queries = [window.matchMedia(MOBILE_QUERY), window.matchMedia(NARROWER_THAN_WIDE_QUERY)];
  for (const query of queries) query.addEventListener('change', notify);
  return () => {
    for (const query of queries) query.removeEventListener('change', notify);
  };
}

function placement(): NotificationsPlacement {
  if (window.matchMedia(MOBILE_QUERY).matches) return 'drawer';
  return window.matchMedia(NARROWER_THAN_WIDE_QUERY).matches ? 'sidebar' : 'column';
}

/** Mobile (≤ 800 px): drawer; normal: in the sidebar; wide (≥ 1300 px): a third column. */
export function useNotificationsPlacement(): NotificationsPlacement {
  return useSyncExternalStore(subscribe, placement, () => 'column');
}
