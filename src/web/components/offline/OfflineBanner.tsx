import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { hostOf } from '../../../core/api/url-host';
import { followOffline, reconnectOf } from '../../../core/model/reconnect';
import { shellWords } from '../../../shared/i18n/en/common-shell';
import { useRoot, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import './offline.css';

/** The browser's `online` event (the network is back): the reconnect tries at once. */
function browserOnline(tryNow: () => void): () => void {
  window.addEventListener('online', tryNow);
  return () => window.removeEventListener('online', tryNow);
}

/**
 * Issue 16, the installed app offline: a start that found no server took the stored login up
 * offline (core `session.offline`). This keeps trying (core/model/reconnect.ts: on the
 * `online` event, else with backoff) and says so above everything until the server answers:
 * the drafts and queued chat messages are at hand meanwhile. In the shell layer's chunk: no
 * first-load bytes.
 */
export const OfflineBanner = observer(function OfflineBanner() {
  const root = useRoot();
  useEffect(() => followOffline(root, browserOnline), [root]);
  if (!root.session.offline) return null;
  return <OfflineNotice />;
});

const OfflineNotice = observer(function OfflineNotice() {
  useFeatureWords(shellWords);
  const root = useRoot();
  const t = useT();
  const reconnect = reconnectOf(root);
  const server = hostOf(root.session.server ?? '');
  return (
    <div className="offline-banner notice notice-warning" role="status" data-testid="offline">
      <span>
        {reconnect.trying ? t('offline.trying', { server }) : t('offline.notice', { server })}
      </span>
      <button
        type="button"
        className="button"
        disabled={reconnect.trying}
        onClick={() => void reconnect.now()}
      >
        {t('offline.try_now')}
      </button>
    </div>
  );
});
