import { AboutStore } from '../../../core/model/about';
import type { ScopedStoreFactory } from '../../model/reading';

/** The about page's store (staff, federation policy) for the active account. */
export const aboutStore: ScopedStoreFactory<AboutStore> = (root) =>
  new AboutStore({
    client: () => root.client,
    entities: root.scope.entities,
    nodeinfo: () => root.instance.nodeinfo,
    logger: root.ports.logger,
  });
