import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { hasScript } from '../support/pty-screen';
import { tuiProcess } from '../support/tui-process';

/**
 * The bundled `petrel tui` in a pty against the sandbox (issue 13): Enter on the chat list
 * while the server has not answered yet (the sandbox holds the chats route until the test
 * lets it go) neither fails nor opens anything; once the list arrives, that Enter opens the
 * chat under the cursor (alice's newest: the one with dave). And `a` in a chat attaches a
 * file by its path: uploaded, shown on the input line, sent with the message.
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

  it(
    'a attaches a file by path; the input line shows it and the message goes with it',
    async () => {
      const { url, state } = sandbox();
      const dir = await mkdtemp(join(tmpdir(), 'petrel-tui-chat-file-'));
      try {
        const file = join(dir, 'kite.png');
        await writeFile(
          file,
          Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
            'base64',
          ),
        );
        const pty = tui.start();
        await pty.waitFor('? help');
        await pty.type('g');
        await pty.type('C');
        await pty.waitFor('@dave@remote.example (Dave on Remote)');
        await pty.type('\r');
        await pty.waitFor('Chats › @dave');
        // Loaded (only the chat shows this older message; the list shows the newest).
        await pty.waitFor('Can you bring the blue blanket on Saturday?');
        await pty.waitFor('a: attach a file');
        await pty.type('a');
        await pty.waitFor('Attach:');
        await pty.type(file);
        await pty.waitFor('kite.png');
        await pty.type('\r');
        await pty.waitFor('[kite.png · 70B]');
        await pty.waitFor(': stop writing');
        const text = `The kite, as promised ${Date.now()}`;
        await pty.type(text);
        // Typed keys and Enter in one read would be one input: Enter once the text shows.
        await pty.waitFor(text);
        await pty.type('\r');
        const token = state.tokenFor('alice');
        const chats = (await (
          await fetch(`${url}/api/v1/pleroma/chats`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as Array<{ id: string; account: { username: string } }>;
        const chatId = chats.find((c) => c.account.username === 'dave')?.id;
        const sent = async () =>
          (
            (await (
              await fetch(`${url}/api/v1/pleroma/chats/${chatId}/messages`, {
                headers: { authorization: `Bearer ${token}` },
              })
            ).json()) as Array<{ content: string; attachment: { url: string } | null }>
          ).find((m) => m.content.includes(text));
        await vi.waitFor(async () => expect((await sent())?.attachment?.url).toBeTruthy(), {
          timeout: 10_000,
        });
        await pty.waitFor(`${(await sent())?.attachment?.url}`);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    TEST_TIMEOUT_MS,
  );
});
