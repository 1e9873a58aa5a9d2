import type { TimelineStore } from '../../../core/model/timeline';
import { LoadNewButton } from './LoadNewButton';

/** The timeline's name and its load-new control. */
export function TimelineHeader({ timeline, title }: { timeline: TimelineStore; title: string }) {
  return (
    <header className="panel-heading timeline-heading">
      <h2 className="timeline-title">{title}</h2>
      <LoadNewButton timeline={timeline} />
    </header>
  );
}
