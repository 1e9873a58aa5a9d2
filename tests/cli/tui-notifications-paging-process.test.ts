import { describe, expect, it } from 'vitest';
import { hasScript } from '../support/pty-screen';
import { fillNotifications, OLDEST_NOTIFICATION_TEXT } from '../support/quirky-notifications';
import { tuiProcess } from '../support/tui-process';

/**
 * The bundled `petrel tui` in a pty against a sandbox whose `Link` header pages with
 * `older_than` and which ignores `max_id` (as the GoToSocial-like server Petrel was tried
 * on). Before the fix "Press G for older notifications" loaded the first page again, and
 * everything past it was unreachable with no error; following the `Link` URL as given
 * reaches the oldest notification.
 */

/** More presses than the pages and reveal steps of ~70 notifications need. */
const MAX_PRESSES = 30;
const TEST_TIMEOUT_MS = 90_000;

const tui = tuiProcess('tui-notifications', {
  sandbox: { quirks: ['link-older-than'] },
  prepare: (sandbox) => fillNotifications(sandbox),
});

describe.skipIf(!hasScript)('the terminal UI paging notifications by an older_than Link', () => {
  it(
    'shows the oldest notification after pressing G until the end',
    async () => {
      const pty = tui.start();
      await pty.waitFor('@alice');
      await pty.type('g');
      await pty.type('n');
      await pty.waitFor('mentioned you');
      for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
        if (pty.screen().includes(OLDEST_NOTIFICATION_TEXT)) break;
        // Each G redraws (the cursor moves, more are shown, a page arrives); at the end of a
        // pager stuck on the first page nothing changes, and this wait fails with the screen.
        const drawn = pty.raw.length;
        await pty.type('G');
        await pty.until('a redraw after G', () => pty.raw.length > drawn);
      }
      expect(pty.screen()).toContain(OLDEST_NOTIFICATION_TEXT);
    },
    TEST_TIMEOUT_MS,
  );
});
