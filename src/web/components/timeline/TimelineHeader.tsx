import { observer } from 'mobx-react-lite';
import type { TimelineStore } from '../../../core/model/timeline';
import { LoadNewButton } from './LoadNewButton';

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
    </header>
  );
});
