import { observer } from 'mobx-react-lite';
import { useRoot } from '../../app/hooks';
import { lazyFeature } from '../../app/lazy-feature';

// The notice and the reconnect (core) only when a start found no server.
const OfflineNotice = lazyFeature(() => import('./OfflineNotice').then((m) => m.OfflineNotice));

/**
 * Issue 16, the installed app offline: a start that found no server took the stored login up
 * offline (core `session.offline`); the notice says so until the server answers. In the shell
 * layer's chunk; the notice and the reconnect load only when needed.
 */
export const OfflineBanner = observer(function OfflineBanner() {
  return useRoot().session.offline ? <OfflineNotice /> : null;
});
