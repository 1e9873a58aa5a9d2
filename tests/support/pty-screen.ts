import { spawnSync } from 'node:child_process';

/** Whether util-linux `script` is here to run the CLI in a pseudo-terminal. */
export const hasScript = spawnSync('script', ['--version'], { stdio: 'ignore' }).status === 0;

export const ESC = '\u001b';

/** Terminal escapes (CSI, OSC, charset and keypad selections), stripped from the output. */
export const ESCAPES = new RegExp(
  [
    `${ESC}\\[[0-9;?]*[ -/]*[@-~]`,
    `${ESC}\\][^\\u0007${ESC}]*(?:\\u0007|${ESC}\\\\)`,
    `${ESC}[()][0-9A-Za-z]`,
    `${ESC}[=>78]`,
  ].join('|'),
  'g',
);
