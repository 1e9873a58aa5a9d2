import { observer } from 'mobx-react-lite';
import type { TimelineStore } from '../../../core/model/timeline';
import { useT } from '../../app/hooks';
import { TimelineFooter } from './TimelineFooter';
import { TimelineHeader } from './TimelineHeader';
import { TimelineList } from './TimelineList';
import { useTimelineViewport } from './use-timeline-viewport';

/** A timeline panel: header with the load-new control, the statuses, the footer. */
export const Timeline = observer(function Timeline({
  timeline,
  titleKey,
}: {
  timeline: TimelineStore;
  titleKey: string;
}) {
  const t = useT();
  useTimelineViewport(timeline);
  const title = t(titleKey);
  return (
    <section className="panel timeline" aria-label={title} data-timeline={timeline.key}>
      <TimelineHeader timeline={timeline} title={title} />
      <TimelineList timeline={timeline} />
      <TimelineFooter timeline={timeline} />
    </section>
  );
});
