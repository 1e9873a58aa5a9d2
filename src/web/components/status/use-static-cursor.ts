import { type RefObject, useEffect, useRef } from 'react';
import { useModel } from '../../app/hooks';

/**
 * Lets the keyboard cursor (`j`/`k`) walk a list that is not virtualized (search results,
 * mentions): the ids in display order, scrolled into view by element.
 */
export function useStaticCursor(container: RefObject<HTMLElement | null>, ids: readonly string[]) {
  const { reading } = useModel();
  const idsRef = useRef(ids);
  idsRef.current = ids;
  useEffect(
    () =>
      reading.cursor.register({
        ids: () => idsRef.current,
        scrollTo: (index) => {
          const id = idsRef.current[index];
          if (!id) return;
          container.current
            ?.querySelector(`[data-entry-id="${CSS.escape(id)}"]`)
            ?.scrollIntoView({ block: 'nearest' });
        },
      }),
    [reading, container],
  );
}
