import { observer } from 'mobx-react-lite';
import type { TimelineStore } from '../../../core/model/timeline';
import { LoadNewButton } from './LoadNewButton';

/**
 * The timeline's name and its load-new control. `data-live` (a stream feeds it) and
 * `data-at-top` say what decides between showing new statuses and queueing them, so
 * tests (and styles) can wait for that state instead of for time.
 */
export const TimelineHeader = observer(function TimelineHeader({
  timeline,
  title,
}: {
  timeline: TimelineStore;
  title: string;
}) {
  return (
    <header
      className="panel-heading timeline-heading"
      data-live={timeline.live}
      data-at-top={timeline.atTop}
    >
      <h2 className="timeline-title">{title}</h2>
      <LoadNewButton timeline={timeline} />
    </header>
  );
});
