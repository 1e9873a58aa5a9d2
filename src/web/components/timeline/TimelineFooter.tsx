import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { TimelineStore } from '../../../core/model/timeline';
import { useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { Navigate, useLocation } from '../../app/router';
import { FROM_ROOT } from '../../screens/RootRedirect';
import { Spinner } from '../common/Spinner';

/** Spinner, load-older button, retry after a failure, or "No more statuses". */
export const TimelineFooter = observer(function TimelineFooter({
  timeline,
}: {
  timeline: TimelineStore;
}) {
  const t = useT();
  const fromRoot = useLocation().state === FROM_ROOT;
  const empty = timeline.visibleIds.length === 0;
  let content: ReactNode;
  if (timeline.state === 'loading' || timeline.loadingOlder) {
    content = <Spinner label={t('timeline.loading')} />;
  } else if (timeline.state === 'failed' && empty && timeline.loginRequired) {
    // Not a failure a retry could fix: the server lets no one read this anonymously. A
    // visit to `/` (a private instance's front door) goes on to the login page.
    content = fromRoot ? (
      <Navigate to={pathFor('login')} replace />
    ) : (
      <p role="alert">{t('timeline.login_required')}</p>
    );
  } else if (timeline.state === 'failed' && empty) {
    content = (
      <button
        type="button"
        className="button"
        onClick={() => {
          timeline.reload().catch(() => {});
        }}
      >
        {t('timeline.load_older_error')}
      </button>
    );
  } else if (timeline.olderFailed) {
    content = (
      <button type="button" className="button" onClick={() => void timeline.retryOlder()}>
        {t('timeline.load_older_error')}
      </button>
    );
  } else if (timeline.bottomedOut) {
    content = (
      <span className="faint">
        {empty ? t('timeline.no_statuses') : t('timeline.no_more_statuses')}
      </span>
    );
  } else if (timeline.state === 'loaded') {
    content = (
      <button type="button" className="button load-older" onClick={() => void timeline.loadOlder()}>
        {t('timeline.load_older')}
      </button>
    );
  } else {
    content = null;
  }
  return <footer className="timeline-footer">{content}</footer>;
});
