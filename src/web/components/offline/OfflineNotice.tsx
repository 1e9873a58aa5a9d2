import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { hostOf } from '../../../core/api/url-host';
import { followOffline, reconnectOf } from '../../../core/model/reconnect';
import { shellWords } from '../../../shared/i18n/en/common-shell';
import { useRoot, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';

/** The browser's `online` event (the network is back): the reconnect tries at once. */
function browserOnline(tryNow: () => void): () => void {
  window.addEventListener('online', tryNow);
  return () => window.removeEventListener('online', tryNow);
}

/**
 * "You are offline: … cannot be reached", with Try now. While it shows, the core's reconnect
 * (core/model/reconnect.ts) tries the server on the `online` event, else with backoff; the
 * drafts and queued chat messages are at hand meanwhile. When the server answers, the
 * session is no longer offline and this goes.
 */
export const OfflineNotice = observer(function OfflineNotice() {
  useFeatureWords(shellWords);
  const root = useRoot();
  const t = useT();
  useEffect(() => followOffline(root, browserOnline), [root]);
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
