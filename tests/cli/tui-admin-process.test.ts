import { describe, expect, it } from 'vitest';
import { hasScript } from '../support/pty-screen';
import { tuiProcess } from '../support/tui-process';

/**
 * The bundled `petrel tui` in a pty against the sandbox (issue 15): alice, the admin, opens
 * the administration view with `g !`, resolves the newest open report with `r`, and the
 * sandbox keeps it resolved; in the config sections she types a number and Enter in one
 * write (as a pty delivers them) and steps an access restriction.
 */

const TEST_TIMEOUT_MS = 90_000;

const tui = tuiProcess('tui-admin');
const sandbox = tui.sandbox;

describe.skipIf(!hasScript)(
  'the administration view in the terminal UI, against the sandbox',
  () => {
    it(
      'g ! opens the reports queue; r resolves the report under the cursor on the server',
      async () => {
        const report = sandbox().seed.moderation.openReports[0]!;
        const pty = tui.start();
        await pty.waitFor('? help');
        await pty.type('g');
        await pty.type('!');
        await pty.waitFor('grace reported hank@loud.example');
        expect(pty.screen()).toContain('[Reports]');
        await pty.type('r');
        await pty.waitFor(`Report ${report} is now Resolved.`);
        expect(sandbox().state.reports.get(report)?.state).toBe('resolved');
        const answer = await fetch(`${sandbox().url}/api/v1/pleroma/admin/reports/${report}`, {
          headers: { authorization: `Bearer ${sandbox().state.tokenFor('alice')}` },
        });
        expect(((await answer.json()) as { state: string }).state).toBe('resolved');
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'Shift+Tab reaches the limits: a number and Enter in one write save it; Enter steps access',
      async () => {
        const config = () => sandbox().state.adminConfig;
        const localTimeline = () => {
          const value = config().value(':pleroma', ':restrict_unauthenticated');
          const pairs = value as { tuple: [string, Record<string, unknown>] }[];
          return pairs.find((p) => p.tuple[0] === ':timelines')?.tuple[1][':local'];
        };
        const pty = tui.start();
        await pty.waitFor('? help');
        await pty.type('g');
        await pty.type('!');
        await pty.waitFor('[Reports]');
        await pty.type('\x1b[Z');
        await pty.waitFor('[Emoji]');
        await pty.type('\x1b[Z');
        await pty.waitFor('[Documents]');
        await pty.type('\x1b[Z');
        await pty.waitFor('[Front-ends]');
        await pty.waitFor('pleroma-fe/master');
        await pty.type('\x1b[Z');
        await pty.waitFor('[Access]');
        await pty.waitFor('Follow the instance');
        // The first row under "Timelines": anonymous visitors kept out of the local timeline.
        // The cursor key and Enter written back to back (one read, as often in a pty).
        await pty.type('j');
        await pty.type('\r');
        await pty.until('local timeline disallowed', () => localTimeline() === true);
        await pty.waitFor('Timelines · Local is now Disallow');
        await pty.type('\x1b[Z');
        await pty.waitFor('[Limits]');
        await pty.waitFor('Post limits');
        await pty.type('j');
        await pty.type('\r');
        await pty.waitFor('Enter: done · Esc: cancel');
        // Ctrl+U clears the field; the number and Enter arrive in one read.
        await pty.type('\x154321\r');
        await pty.until('the limit saved', () => config().textLimit() === 4321);
        await pty.waitFor('is now 4321');
      },
      TEST_TIMEOUT_MS,
    );
  },
);
