import { RemoteUserResolver } from '../../../core/model/remote-user';
import type { ScopedStoreFactory } from '../../model/reading';

/** The remote-user screen's resolver for the active account. */
export const remoteUsersStore: ScopedStoreFactory<RemoteUserResolver> = (root) =>
  new RemoteUserResolver(() => root.client, root.scope.entities);
