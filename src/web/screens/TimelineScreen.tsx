import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useModel, useT } from '../app/hooks';
import type { TimelineDescriptor } from '../app/timelines';
import { Timeline } from '../components/timeline/Timeline';

/**
 * A timeline route: opens the timeline in the core (load, stream, watch) while shown.
 * Login and logout bump the session epoch (logout resets the core's timelines), and the
 * screen then looks up and opens a fresh store.
 */
export const TimelineScreen = observer(function TimelineScreen({
  timeline: descriptor,
  title,
  resetOnLeave = false,
}: {
  timeline: TimelineDescriptor;
  /** A heading that replaces the descriptor's (a list's title once it is known). */
  title?: string;
  /** Spec (list timeline): stop and clear on leave, so coming back loads afresh. */
  resetOnLeave?: boolean;
}) {
  const model = useModel();
  const t = useT();
  const { root } = model;
  const epoch = model.sessionEpoch;
  // The registry lookup is pure (one store per kind); opening it is the effect below.
  const timeline = root.timelines.get(descriptor.kind);
  useEffect(() => {
    const { close } = root.openTimeline(timeline.kind);
    return () => {
      close();
      if (resetOnLeave) timeline.reset();
    };
  }, [root, timeline, resetOnLeave]);
  return (
    <Timeline
      key={epoch}
      timeline={timeline}
      title={title ?? t(descriptor.titleKey, descriptor.titleValues)}
      markerTimeline={descriptor.markerTimeline}
    />
  );
});
