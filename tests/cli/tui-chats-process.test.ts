import { describe, expect, it, vi } from 'vitest';
import { hasScript } from '../support/pty-screen';
import { tuiProcess } from '../support/tui-process';

/**
 * The bundled `petrel tui` in a pty against the sandbox (issue 13): Enter on the chat list
 * while the server has not answered yet (the sandbox holds the chats route until the test
 * lets it go) neither fails nor opens anything; once the list arrives, that Enter opens the
 * chat under the cursor (alice's newest: the one with dave).
 */

const TEST_TIMEOUT_MS = 90_000;

const tui = tuiProcess('tui-chats');
const sandbox = tui.sandbox;

describe.skipIf(!hasScript)('the chat list in the terminal UI, against the sandbox', () => {
  it(
    'Enter while the chat list loads does nothing harmful; once loaded it opens the chat',
    async () => {
      const { url, hookHeaders, state } = sandbox();
      const hold = await fetch(`${url}/__sandbox/faults`, {
        method: 'POST',
        headers: { ...hookHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'GET', path: '/api/v1/pleroma/chats', hold: true }),
      });
      expect(hold.status).toBe(201);
      const pty = tui.start();
      await pty.waitFor('? help');
      await pty.type('g');
      await pty.type('C');
      await pty.waitFor('Loading');
      // The list's request has reached the sandbox and waits there (the fault is used up).
      await vi.waitFor(() => expect(state.faults.list()).toHaveLength(0), { timeout: 10_000 });
      // No "open" hint, no chat, no error while nothing is listed.
      expect(pty.screen()).not.toContain('Enter: open');
      await pty.type('\r');
      const release = await fetch(`${url}/__sandbox/faults/release`, {
        method: 'POST',
        headers: hookHeaders,
      });
      expect(await release.json()).toEqual({ released: 1 });
      await pty.waitFor('Chats › @dave');
      await pty.waitFor('Also: the kites are in my car.');
      // Everything the terminal drew on the way: never an error.
      expect(pty.screen()).not.toMatch(/went wrong|Error/);
    },
    TEST_TIMEOUT_MS,
  );
});
