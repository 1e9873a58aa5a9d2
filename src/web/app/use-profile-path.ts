import { useCallback } from 'react';
import { useRoot } from './hooks';
import { type ProfileRef, profilePath, restrictedNicknamesOf } from './profile-path';

/** `profilePath` with the instance's restricted nicknames. */
export function useProfilePath(): (account: ProfileRef) => string {
  const { instance } = useRoot();
  const nodeinfo = instance.nodeinfo;
  return useCallback(
    (account: ProfileRef) => profilePath(account, restrictedNicknamesOf(nodeinfo)),
    [nodeinfo],
  );
}
