import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useModel, useT } from '../../app/hooks';
import { Spinner } from '../../components/common/Spinner';
import { StatusItem } from '../../components/status/StatusItem';
import { useStaticCursor } from '../../components/status/use-static-cursor';

/** The Mentions tab: statuses that mention the signed-in user, newest first. */
export const MentionsTab = observer(function MentionsTab() {
  const { reading } = useModel();
  const t = useT();
  const { mentions } = reading;
  useEffect(() => {
    void mentions.load();
  }, [mentions]);
  const statuses = mentions.statuses;
  const listRef = useRef<HTMLDivElement>(null);
  useStaticCursor(
    listRef,
    statuses.map((status) => status.id),
  );
  let footer = null;
  if (mentions.state === 'loading' || mentions.loadingOlder) {
    footer = <Spinner />;
  } else if (mentions.state === 'failed' || mentions.error) {
    footer = (
      <button
        type="button"
        className="button"
        onClick={() => void (mentions.state === 'failed' ? mentions.load() : mentions.loadOlder())}
      >
        {t('timeline.load_older_error')}
      </button>
    );
  } else if (mentions.state === 'loaded' && statuses.length === 0) {
    footer = <span className="faint">{t('interactions.no_mentions')}</span>;
  } else if (mentions.bottomedOut) {
    footer = <span className="faint">{t('interactions.no_more_mentions')}</span>;
  } else if (mentions.state === 'loaded') {
    footer = (
      <button type="button" className="button" onClick={() => void mentions.loadOlder()}>
        {t('interactions.load_older')}
      </button>
    );
  }
  return (
    <div ref={listRef} className="mentions" role="tabpanel" data-tab="mentions">
      {statuses.map((status) => (
        <StatusItem key={status.id} id={status.id} />
      ))}
      <footer className="timeline-footer">{footer}</footer>
    </div>
  );
});
