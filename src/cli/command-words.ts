/**
 * Command names the dispatcher (program.ts) needs before it loads the group that defines them.
 */

/** The status action commands (spec part 2 §4), each one call of core's `StatusActions`. */
export const ACTION_COMMANDS = [
  'fav',
  'unfav',
  'boost',
  'unboost',
  'bookmark',
  'unbookmark',
  'pin',
  'unpin',
  'mute-thread',
  'unmute-thread',
  'delete',
  'react',
  'vote',
  'report',
] as const;

/** The relationship commands (spec part 2 §4–§7). */
export const RELATIONSHIP_COMMANDS = [
  'follow',
  'unfollow',
  'block',
  'unblock',
  'mute',
  'unmute',
  'subscribe',
  'unsubscribe',
  'remove-follower',
  'note',
  'relationships',
  'mutes',
  'blocks',
  'domain-blocks',
] as const;
