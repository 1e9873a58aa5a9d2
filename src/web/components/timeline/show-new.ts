import type { NoticeStore } from '../../../core/model/notices';
import type { TimelineStore } from '../../../core/model/timeline';

/**
 * The load-new control's action, shared by the button and the "." key: Reload after a
 * flush (there may be a hole), else show the queued statuses and tell screen readers how
 * many (the button they pressed is gone, so nothing else would).
 */
export function showNewOrReload(timeline: TimelineStore, notices: NoticeStore): void {
  if (timeline.flushMarker !== null) {
    // A failed reload shows in the footer and as a notice; nothing to do here.
    timeline.reload().catch(() => {});
    return;
  }
  const count = timeline.newStatusCount;
  timeline.showNew();
  if (count > 0) notices.announce('timeline.new_shown', { count });
}
