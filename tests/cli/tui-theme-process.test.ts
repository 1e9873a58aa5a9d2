import { describe, expect, it } from 'vitest';
import { ESC, hasScript } from '../support/pty-screen';
import { tuiProcess } from '../support/tui-process';

/**
 * The terminal's palette from the theme, in the real bundled `petrel tui` in a pty: a
 * truecolor terminal gets the theme's exact colours (pleroma-dark's link colour for names,
 * pleroma-light's with `--theme light`), a 16-colour one only the ANSI colours, and NO_COLOR
 * or `--no-color` no colour at all.
 */

const TEST_TIMEOUT_MS = 60_000;
const TRUECOLOR = new RegExp(`${ESC}\\[38;2;\\d+;\\d+;\\d+m`);
const COLOUR_256 = new RegExp(`${ESC}\\[38;5;\\d+m`);
const ANSI_16 = new RegExp(`${ESC}\\[(3[0-7]|9[0-7])m`);
const ANY_COLOUR = new RegExp(`${ESC}\\[(3[0-8]|9[0-7]|4[0-8]|10[0-7])[;m]`);

const tui = tuiProcess('tui-theme');

async function home(env: NodeJS.ProcessEnv, args: string[] = []): Promise<string> {
  const pty = tui.start(args, { NO_COLOR: '', FORCE_COLOR: '', COLORFGBG: '', ...env });
  // The timeline is drawn: authors' names are among the coloured text.
  await pty.until(
    'a drawn timeline',
    (screen) => screen.includes('? help') && screen.includes('@'),
  );
  return pty.raw;
}

describe.skipIf(!hasScript)('terminal palettes from the theme', () => {
  it(
    'truecolor: the theme colours exactly (pleroma-dark by default, light with --theme light)',
    async () => {
      const dark = await home({ TERM: 'xterm-256color', COLORTERM: 'truecolor' });
      // pleroma-dark's link #d8a070 colours names.
      expect(dark).toContain('\x1b[38;2;216;160;112m');
      const light = await home({ TERM: 'xterm-256color', COLORTERM: 'truecolor' }, [
        '--theme',
        'light',
      ]);
      // pleroma-light's link #a0541a.
      expect(light).toContain('\x1b[38;2;160;84;26m');
      expect(light).not.toContain('\x1b[38;2;216;160;112m');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    '256 colours and 16 colours: only what the terminal can show',
    async () => {
      const c256 = await home({ TERM: 'xterm-256color', COLORTERM: '' });
      expect(c256).toMatch(COLOUR_256);
      expect(c256).not.toMatch(TRUECOLOR);
      const c16 = await home({ TERM: 'xterm', COLORTERM: '' });
      expect(c16).toMatch(ANSI_16);
      expect(c16).not.toMatch(TRUECOLOR);
      expect(c16).not.toMatch(COLOUR_256);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'NO_COLOR and --no-color: no colour escapes at all',
    async () => {
      const env = { TERM: 'xterm-256color', COLORTERM: 'truecolor' };
      expect(await home({ ...env, NO_COLOR: '1' })).not.toMatch(ANY_COLOUR);
      expect(await home(env, ['--no-color'])).not.toMatch(ANY_COLOUR);
    },
    TEST_TIMEOUT_MS,
  );
});
