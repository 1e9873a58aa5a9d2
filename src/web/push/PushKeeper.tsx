import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useRoot } from '../app/hooks';
import { webPushOf } from './push-kit';

/**
 * Spec part 2 §4: with the webPushNotifications option on, each start (and each account
 * switched to) registers its subscription again. Loaded only while the option is on.
 */
export const PushKeeper = observer(function PushKeeper() {
  const root = useRoot();
  const scope = root.scope;
  const signedIn = root.session.isSignedIn;
  useEffect(() => {
    if (signedIn) void webPushOf(scope).start();
  }, [scope, signedIn]);
  return null;
});
