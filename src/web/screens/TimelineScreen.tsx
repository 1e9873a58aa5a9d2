import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useModel } from '../app/hooks';
import type { TimelineDescriptor } from '../app/timelines';
import { Timeline } from '../components/timeline/Timeline';

/**
 * A timeline route: opens the timeline in the core (load, stream, watch) while shown.
 * Login and logout bump the session epoch (logout resets the core's timelines), and the
 * screen then looks up and opens a fresh store.
 */
export const TimelineScreen = observer(function TimelineScreen({
  timeline: descriptor,
}: {
  timeline: TimelineDescriptor;
}) {
  const model = useModel();
  const { root } = model;
  const epoch = model.sessionEpoch;
  // The registry lookup is pure (one store per kind); opening it is the effect below.
  const timeline = root.timelines.get(descriptor.kind);
  useEffect(() => root.openTimeline(timeline.kind).close, [root, timeline]);
  return <Timeline key={epoch} timeline={timeline} titleKey={descriptor.titleKey} />;
});
