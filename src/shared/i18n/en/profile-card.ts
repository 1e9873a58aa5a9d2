import type { LocaleTree } from '../locale-types';

/** The web profile card's own words, added with the profile's chunk (web budget). */
export const profileCardWords = {
  profile_card: {
    /** Spec part 2 §9: posts count / days since creation, rounded. */
    per_day: 'Per day',
    /** Spec part 2 §2: the user card's remote profile link (the account's own page). */
    remote_profile: 'Profile on its server',
  },
} satisfies LocaleTree;
