import { MentionsStore } from '../../../core/model/mentions';
import type { ScopedStoreFactory } from '../../model/reading';

/** The interactions screen's mentions for the active account. */
export const mentionsStore: ScopedStoreFactory<MentionsStore> = (root) =>
  new MentionsStore(() => root.client, root.scope.entities);
