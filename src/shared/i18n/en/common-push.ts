import type { LocaleTree } from '../locale-types';

/**
 * English `common` words of Web Push (issue 13; spec part 2 §4, §8): the web's push settings
 * panel, loaded with it. Spread into the catalogue by en/index.ts.
 */
export const pushWords = {
  push: {
    title: 'Push notifications',
    enable: 'Push notifications to this browser, even while Petrel is closed',
    alerts: 'Push me for',
    follow: 'Follows',
    favourite: 'Favorites',
    mention: 'Mentions',
    reblog: 'Repeats',
    move: 'Moves',
    unsupported: 'This browser cannot receive push notifications.',
    no_key: 'This server does not offer push notifications.',
    denied: 'Notifications are blocked for this site in this browser.',
    bad_status: 'Bad status code from server.',
    bad_response: 'Bad response from server.',
    failed: 'Push notifications failed: {{detail}}',
  },
} satisfies LocaleTree;
