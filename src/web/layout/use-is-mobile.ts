import { useSyncExternalStore } from 'react';

/** Spec §2 layout: mobile when the width is 800 px or less. */
export const MOBILE_QUERY = '(max-width: 800px)';

function subscribe(notify: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
