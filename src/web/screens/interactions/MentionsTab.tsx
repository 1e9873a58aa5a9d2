import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useModel, useT } from '../../app/hooks';
import { PagerFooter } from '../../components/common/PagerFooter';
import { StatusItem } from '../../components/status/StatusItem';
import { useStaticCursor } from '../../components/status/use-static-cursor';
import { mentionsStore } from './mentions-store';

/** The Mentions tab: statuses that mention the signed-in user, newest first. */
export const MentionsTab = observer(function MentionsTab() {
  const { reading } = useModel();
  const t = useT();
  const mentions = reading.store(mentionsStore);
  useEffect(() => {
    void mentions.loadInitial();
  }, [mentions]);
  const statuses = mentions.statuses;
  const listRef = useRef<HTMLDivElement>(null);
  useStaticCursor(
    listRef,
    statuses.map((status) => status.id),
  );
  return (
    <div ref={listRef} className="mentions" role="tabpanel" data-tab="mentions">
      {statuses.map((status) => (
        <StatusItem key={status.id} id={status.id} />
      ))}
      <PagerFooter
        pager={mentions}
        shown={statuses.length}
        empty={t('interactions.no_mentions')}
        noMore={t('interactions.no_more_mentions')}
        loadMore={t('interactions.load_older')}
      />
    </div>
  );
});
