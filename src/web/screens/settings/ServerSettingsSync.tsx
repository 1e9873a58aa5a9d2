import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { startServerSync, syncServerSettingsNow } from '../../../core/model/server-storage/kit';
import { useRoot } from '../../app/hooks';

/**
 * Issue 14's server-side settings sync for the web, as the terminal has it: once an account is
 * signed in, its synced settings are read from the server's settings store (Pleroma's
 * `pleroma_settings_store`) now and every `SERVER_SYNC_MS`, and again when the page is shown
 * after being hidden; a setting changed here is journaled and uploaded. So a setting changed
 * in another browser (or the terminal, or `petrel config set`) arrives without a reload.
 * In the layout's lazy chunk (ShellLayer): nothing of it is in the first load. The schedule
 * ends with the account's scope (sign-out, account switch). Renders nothing.
 */
export const ServerSettingsSync = observer(function ServerSettingsSync() {
  const scope = useRoot().scope;
  const signedIn = scope.account !== null;
  useEffect(() => {
    if (!signedIn) return;
    void startServerSync(scope);
    const shown = () => {
      if (document.visibilityState === 'visible') void syncServerSettingsNow(scope);
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, [scope, signedIn]);
  return null;
});
