import { ListsStore } from '../../../core/model/lists';
import type { ScopedStoreFactory } from '../../model/reading';

/** The lists screens' store for the active account (`model.reading.store(listsStore)`). */
export const listsStore: ScopedStoreFactory<ListsStore> = (root) =>
  new ListsStore(() => root.client, root.notices);
