import type { TimelineStore } from '../../../core/model/timeline';

/**
 * The load-new control's action, shared by the button and the "." key: Reload after a
 * flush (there may be a hole), else show the queued statuses.
 */
export function showNewOrReload(timeline: TimelineStore): void {
  if (timeline.flushMarker !== null) {
    // A failed reload shows in the footer and as a notice; nothing to do here.
    timeline.reload().catch(() => {});
  } else {
    timeline.showNew();
  }
}
