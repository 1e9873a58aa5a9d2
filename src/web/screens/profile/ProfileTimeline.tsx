import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { TimelineStore } from '../../../core/model/timeline';
import { Timeline } from '../../components/timeline/Timeline';

/**
 * A profile tab's timeline: watched while shown (so it polls for new statuses), loaded
 * when it has not been yet, the pinned statuses first on the statuses tab.
 */
export const ProfileTimeline = observer(function ProfileTimeline({
  timeline,
  pinned,
  title,
}: {
  timeline: TimelineStore;
  pinned?: TimelineStore;
  title: string;
}) {
  useEffect(() => {
    const stop = timeline.watch();
    if (timeline.state === 'idle') timeline.loadInitial().catch(() => {});
    return stop;
  }, [timeline]);
  return <Timeline timeline={timeline} pinned={pinned} title={title} />;
});
