import { useParams } from '../../app/router';
import { tagTimeline } from '../../app/timelines';
import { TimelineScreen } from '../TimelineScreen';

/** `/tag/{tag}`: the hashtag's timeline, live over the hashtag stream. */
export function TagTimelineScreen() {
  const { tag = '' } = useParams();
  return <TimelineScreen key={tag.toLowerCase()} timeline={tagTimeline(tag)} />;
}
