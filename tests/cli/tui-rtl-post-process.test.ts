import { describe, expect, it } from 'vitest';
import { hasScript } from '../support/pty-screen';
import { tuiProcess } from '../support/tui-process';

/**
 * Issue 14 in a real terminal: under LANG=ar_EG.UTF-8 the bundled `petrel tui` draws Arabic
 * typed into the post form in the order a terminal reads it (reversed, an English line as
 * typed), while the post the server gets keeps the order it was typed in.
 */

const TEST_TIMEOUT_MS = 90_000;
const reversed = (s: string) => [...s].reverse().join('');
const tui = tuiProcess('tui-rtl-post');

async function homeContents(): Promise<string[]> {
  const sandbox = tui.sandbox();
  const res = await fetch(`${sandbox.url}/api/v1/timelines/home`, {
    headers: { authorization: `Bearer ${sandbox.state.tokenFor('alice')}` },
  });
  const statuses = (await res.json()) as { content: string }[];
  return statuses.map((s) => s.content);
}

describe.skipIf(!hasScript)('Arabic typed into the post form in a pty (issue 14)', () => {
  it(
    'is drawn from the right while typed, and posted as typed',
    async () => {
      // The terminal's language alone: LANG, with nothing above it.
      const pty = tui.start([], {
        LANG: 'ar_EG.UTF-8',
        LC_ALL: undefined,
        LC_MESSAGES: undefined,
        LANGUAGE: undefined,
      });
      await pty.until('the timeline', (s) => s.includes('@alice'));
      await pty.type('c');
      await pty.until('the post form', (s) => s.includes('Ctrl+S'));
      const arabic = 'سلام من الطرفية';
      await pty.type(arabic);
      await pty.waitFor(reversed(arabic));
      expect(pty.screen()).not.toContain(arabic);
      await pty.type('\r');
      await pty.type('and bread');
      await pty.waitFor('and bread');
      await pty.type('\x13'); // Ctrl+S: send
      const posted = `${arabic}\nand bread`;
      await expect
        .poll(async () => (await homeContents()).some((c) => c.includes(arabic)), {
          timeout: 20_000,
        })
        .toBe(true);
      const content = (await homeContents()).find((c) => c.includes(arabic)) ?? '';
      // The server has the words in the order they were typed, the line break kept.
      expect(content.replace(/<br\s*\/?>/g, '\n').replace(/<\/?p>/g, '')).toContain(posted);
    },
    TEST_TIMEOUT_MS,
  );
});
