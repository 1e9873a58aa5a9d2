import { useEffect, useRef } from 'react';
import type { ListCursor } from '../../../core/view/list-cursor';
import { useServices } from '../app-context';
import { indexMapOfIds } from '../model/index-map';

/**
 * Home's cursor goes to one's own new post when the composer closes back onto it: the post
 * is put at the top of home at once, and a reading position restored further down would hide
 * it. A reply stays in its conversation; a post made from another screen moves nothing.
 */
export function useFollowOwnPost(
  cursor: ListCursor,
  ids: () => readonly string[],
  enabled: boolean,
  visible: boolean,
): void {
  const { root, nav } = useServices();
  const posted = nav.lastPostedId;
  const seen = useRef(posted);
  useEffect(() => {
    if (posted === seen.current) return;
    seen.current = posted;
    if (!enabled || !visible || posted === null) return;
    if (root.entities.status(posted)?.inReplyToId) return;
    const list = ids();
    cursor.setById(posted, (id) => indexMapOfIds(list).get(id), list.length);
  }, [posted, enabled, visible, cursor, ids, root]);
}
