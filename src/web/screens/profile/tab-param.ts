import { PROFILE_TABS, type ProfileTab } from '../../../core/model/profile';

/** Pleroma-FE's names for the same tabs, so its links keep working. */
const ALIASES: Record<string, ProfileTab> = {
  friends: 'followees',
  following: 'followees',
  favorites: 'favourites',
};

/** The tab a `?tab=` value names, or undefined. */
export function tabFromParam(value: string | null): ProfileTab | undefined {
  if (!value) return undefined;
  const name = value.toLowerCase();
  if ((PROFILE_TABS as readonly string[]).includes(name)) return name as ProfileTab;
  return ALIASES[name];
}
