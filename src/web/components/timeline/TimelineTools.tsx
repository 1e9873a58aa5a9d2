import { Eye as EyeIcon } from 'lucide-react';
import { autorun, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { TimelineStore } from '../../../core/model/timeline';
import { filterEntryIds, QUICK_FILTERS, QUICK_VIEWS } from '../../../core/view/timeline-filter';
import { timelineToolsWords } from '../../../shared/i18n/en/common-timeline-tools';
import { useModel, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { FilterIcon, ICON, ScrollTopIcon } from '../common/icons';
import { QuickSettingsPopover } from './QuickSettingsPopover';
import { entryFilter } from './TimelineList';
import { TimelineMenu } from './TimelineMenu';
import './timeline-tools.css';

/**
 * The timeline header's tools (spec part 1 §2, issue 16): the timeline-name menu, a
 * scroll-to-top button while the reader is away from the top, and the quick-filter and
 * quick-view popovers, whose switches are settings of the schema (synced like the others).
 */
export const TimelineTools = observer(function TimelineTools({
  timeline,
}: {
  timeline: TimelineStore;
}) {
  const { root } = useModel();
  const t = useT();
  useFeatureWords(timelineToolsWords);
  const { preferences } = root;
  // Once this chunk is in, the timelines apply the quick filters (core/view/timeline-filter).
  useEffect(() => {
    runInAction(() =>
      entryFilter.set((ids) =>
        filterEntryIds(ids, (id) => root.entities.status(id), preferences, root.session.accountId),
      ),
    );
  }, [root, preferences]);
  // The quick view's layout switches, as attributes the tools' stylesheet reads.
  useEffect(
    () =>
      autorun(() => {
        const html = document.documentElement;
        html.toggleAttribute('data-compact', preferences.compact);
        html.toggleAttribute('data-hide-media', preferences.hideMedia);
      }),
    [preferences],
  );
  return (
    <div className="timeline-tools">
      <TimelineMenu />
      {timeline.atTop ? null : (
        <button
          type="button"
          className="button-icon"
          title={t('timeline_tools.scroll_top')}
          aria-label={t('timeline_tools.scroll_top')}
          onClick={() => window.scrollTo({ top: 0 })}
        >
          <ScrollTopIcon {...ICON} />
        </button>
      )}
      <QuickSettingsPopover
        label={t('timeline_tools.filters')}
        icon={<FilterIcon {...ICON} />}
        keys={QUICK_FILTERS}
      />
      <QuickSettingsPopover
        label={t('timeline_tools.view')}
        icon={<EyeIcon {...ICON} />}
        keys={QUICK_VIEWS}
      />
    </div>
  );
});
