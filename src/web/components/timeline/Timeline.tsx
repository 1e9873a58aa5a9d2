import { observer } from 'mobx-react-lite';
import type { TimelineStore } from '../../../core/model/timeline';
import type { TranslationKey } from '../../../shared/i18n';
import { useT } from '../../app/hooks';
import { TimelineFooter } from './TimelineFooter';
import { TimelineHeader } from './TimelineHeader';
import { TimelineList } from './TimelineList';
import { useTimelineViewport } from './use-timeline-viewport';

/** A timeline panel: header with the load-new control, the statuses, the footer. */
export const Timeline = observer(function Timeline({
  timeline,
  titleKey,
  title: givenTitle,
  pinned,
  markerTimeline,
}: {
  timeline: TimelineStore;
  /** The heading as an i18n key, or `title` as text. */
  titleKey?: TranslationKey;
  title?: string;
  /** A user timeline's pinned statuses, shown first. */
  pinned?: TimelineStore;
  /** The home timeline reports and restores its reading position. */
  markerTimeline?: 'home';
}) {
  const t = useT();
  useTimelineViewport(timeline);
  const title = givenTitle ?? (titleKey ? t(titleKey) : '');
  return (
    <section className="panel timeline" aria-label={title} data-timeline={timeline.key}>
      <TimelineHeader timeline={timeline} title={title} />
      <TimelineList timeline={timeline} pinned={pinned} markerTimeline={markerTimeline} />
      <TimelineFooter timeline={timeline} />
    </section>
  );
});
