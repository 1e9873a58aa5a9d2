import { observer } from 'mobx-react-lite';
import type { TimelineStore } from '../../../core/model/timeline';
import { lazyFeature } from '../../app/lazy-feature';
import { LoadNewButton } from './LoadNewButton';

// The timeline-name menu, scroll-to-top and the quick popovers: a chunk after the first frame.
const TimelineTools = lazyFeature(() => import('./TimelineTools').then((m) => m.TimelineTools));

/**
 * The timeline's name and its load-new control. `data-live`: a stream feeds it (new
 * statuses arrive at once), so tests wait for that state instead of for time.
 */
export const TimelineHeader = observer(function TimelineHeader({
  timeline,
  title,
}: {
  timeline: TimelineStore;
  title: string;
}) {
  return (
    <header className="panel-heading timeline-heading" data-live={timeline.live}>
      <h2 className="timeline-title">{title}</h2>
      <LoadNewButton timeline={timeline} />
      <TimelineTools timeline={timeline} />
    </header>
  );
});
