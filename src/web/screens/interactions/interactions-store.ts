import { InteractionsStore } from '../../../core/model/interactions';
import type { ScopedStoreFactory } from '../../model/reading';

/** The interactions screen's pagers for the active account. */
export const interactionsStore: ScopedStoreFactory<InteractionsStore> = (root) =>
  new InteractionsStore(() => root.client, root.scope.entities);
