/**
 * The account scope's stores for follow requests and who to follow (`scope.use(kit)`,
 * `root.use(kit)`): made on first use, so a face that never shows them never builds them, and
 * gone with the account (ARCHITECTURE rule 9).
 */
import { FollowRequestsStore } from './follow-requests';
import type { ScopeStoreKit } from './scope-store';
import { SuggestionsStore } from './suggestions';

/** The signed-in account's follow requests (polled every 10 s while watched, if locked). */
export const followRequestsOf: ScopeStoreKit<FollowRequestsStore> = {
  make: (scope) =>
    new FollowRequestsStore({
      client: () => scope.client,
      entities: scope.entities,
      notices: scope.notices,
      scheduler: scope.scheduler,
      notifications: () => (scope.isDisposed ? undefined : scope.notifications),
      locked: () => {
        const own = scope.ownAccountId();
        return own !== null && scope.entities.account(own)?.locked === true;
      },
    }),
  holds: (store) => ({ accounts: store.references() }),
  dispose: (store) => store.dispose(),
};

/** The accounts the server suggests following. */
export const suggestionsOf: ScopeStoreKit<SuggestionsStore> = {
  make: (scope) => new SuggestionsStore({ client: () => scope.client, entities: scope.entities }),
  holds: (store) => ({ accounts: store.references() }),
  dispose: (store) => store.reset(),
};
