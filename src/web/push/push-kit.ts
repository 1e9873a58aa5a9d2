import type { AccountScope } from '../../core/model/account-scope';
import { type WebPushStore, webPushKit } from '../../core/model/web-push';
import { browserPush } from './browser-push';

/** The signed-in user of the active scope (the push worker opens their pages on a click). */
let activeUser = '';

/** One kit for this page's push service: `scope.use(pushKit)` makes one store per account. */
const pushKit = webPushKit(browserPush(() => activeUser));

/** The account's push store, with the worker named after its user. */
export function webPushOf(scope: AccountScope): WebPushStore {
  activeUser = scope.account?.key.split('@')[0] ?? '';
  return scope.use(pushKit);
}
