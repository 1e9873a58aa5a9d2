import { observer } from 'mobx-react-lite';
import type { TimelineStore } from '../../../core/model/timeline';
import { useRoot, useT } from '../../app/hooks';
import { showNewOrReload } from './show-new';

/** "Show new (N)", "Reload" after a flush, or the "Up to date" label (spec §2 header). */
export const LoadNewButton = observer(function LoadNewButton({
  timeline,
}: {
  timeline: TimelineStore;
}) {
  const t = useT();
  const { notices } = useRoot();
  const onClick = () => showNewOrReload(timeline, notices);
  if (timeline.flushMarker !== null) {
    return (
      <button type="button" className="button load-new" onClick={onClick}>
        {t('timeline.reload')}
      </button>
    );
  }
  if (timeline.newStatusCount > 0) {
    return (
      <button type="button" className="button button-primary load-new" onClick={onClick}>
        {t('timeline.show_new', { count: timeline.newStatusCount })}
      </button>
    );
  }
  if (timeline.state !== 'loaded') return null;
  return <span className="up-to-date faint">{t('timeline.up_to_date')}</span>;
});
