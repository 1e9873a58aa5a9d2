import type { Sandbox } from '../../src/sandbox/index';

/** The text of the notification that `addOldestNotification` places below every other one. */
export const OLDEST_NOTIFICATION_TEXT = 'The very first mention, a month ago';

/**
 * Gives alice more notifications than three pages of 20 hold (mentions made now) and one
 * mention older than the whole seed, whose text shows only when the pager reached the end.
 */
export function fillNotifications(sandbox: Sandbox, mentions = 45): void {
  for (let n = 1; n <= mentions; n += 1) {
    sandbox.state.createStatus('bob', { status: `@alice mention number ${n}` });
  }
  // Flake ids follow the time they are minted for: a month ago sorts below the seed's (and
  // keeps the post off the first pages of alice's home timeline, where the UI opens).
  const at = Date.now() - 30 * 24 * 3600 * 1000;
  const status = sandbox.state.createStatus('carol', {
    status: OLDEST_NOTIFICATION_TEXT,
    createdAt: at,
    silent: true,
  });
  sandbox.state.notify(sandbox.seed.users.alice, 'mention', sandbox.seed.users.carol, {
    at,
    statusId: status.id,
    seen: true,
  });
}
