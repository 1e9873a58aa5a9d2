import { useEffect } from 'react';
import type { RootStore } from '../../../../core/model/root';
import type { ScopeStoreKit } from '../../../../core/model/scope-store';
import { adminModeration } from '../../../../shared/i18n/en/admin-moderation';
import { type TranslateFn, useRoot, useT } from '../../../app/hooks';
import { useFeatureWords } from '../../../i18n/feature-words';

/**
 * The opening every desk tab of the dashboard shares (as the terminal's `useDeskPage`): the
 * desk's words, the account's store of the tab (`root.use(storeOf)`), loaded when the tab
 * shows (and again if the account, hence the store, changes).
 */
export function useDeskTab<S extends { load(): Promise<unknown> }>(
  storeOf: ScopeStoreKit<S>,
): { root: RootStore; t: TranslateFn; store: S } {
  useFeatureWords(adminModeration);
  const root = useRoot();
  const t = useT();
  const store = root.use(storeOf);
  useEffect(() => {
    void store.load();
  }, [store]);
  return { root, t, store };
}
