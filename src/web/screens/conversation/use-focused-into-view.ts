import { useEffect } from 'react';

/**
 * Bring the focused status into view once the thread around it is drawn (the layout does
 * not reset the scroll on conversation routes, spec "no scroll reset").
 */
export function useFocusedIntoView(statusId: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const nodes = document.querySelectorAll<HTMLElement>('.conversation .thread-node');
    const node = [...nodes].find((candidate) => candidate.dataset.statusId === statusId);
    node?.scrollIntoView?.({ block: 'start' });
  }, [statusId, ready]);
}
