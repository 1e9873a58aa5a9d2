import { describe, expect, it } from 'vitest';
import { hasScript } from '../support/pty-screen';
import { tuiProcess } from '../support/tui-process';

/**
 * The bundled `petrel tui` in a pty against the sandbox (issue 15): alice, the admin, opens
 * the administration view with `g !`, resolves the newest open report with `r`, and the
 * sandbox keeps it resolved.
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
  },
);
