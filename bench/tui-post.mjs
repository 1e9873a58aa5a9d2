#!/usr/bin/env node
// Send → shown round trip of the terminal UI, as a user does it: the real `petrel tui`
// (alice logged in against `petrel sandbox`) in a 120x40 pseudo-terminal (util-linux
// `script`). Per post: `gg` goes to the top of home, `c` opens the form, the text is typed,
// and the clock runs from Ctrl+S until a frame shows the new status in home with the form
// gone. 10 posts after one warm-up, in one running UI; median. Each key is typed once the
// previous one is drawn (keys written together arrive as one paste). `bench/tui-post.ts` is
// the same round trip without the renderer (core only), for comparison.
//
//   node bench/tui-post.mjs
import { spawn } from 'node:child_process';
import { repoRoot } from './lib/bundle.mjs';
import { loginAlice, PETREL, startSandboxChild } from './lib/cli.mjs';
import { hasScript, quote } from './lib/pty.mjs';
import { median, percentile, report } from './lib/report.mjs';

const RUNS = 10;
const STEP_TIMEOUT_MS = 20_000;

// Terminal escapes (CSI, OSC, charset and keypad selections), stripped from the output.
const ESC = '\u001b';
const ESCAPES = new RegExp(
  [
    `${ESC}\\[[0-9;?]*[ -/]*[@-~]`,
    `${ESC}\\][^\\u0007${ESC}]*(?:\\u0007|${ESC}\\\\)`,
    `${ESC}[()][0-9A-Za-z]`,
    `${ESC}[=>78]`,
  ].join('|'),
  'g',
);

/** `petrel tui` in a pty: what it drew since a mark, keys, and waits on what it draws. */
function startTui(env) {
  const line = `stty cols 120 rows 40; exec ${quote(process.execPath)} ${quote(PETREL)} tui`;
  const child = spawn('script', ['-qfec', line, '/dev/null'], {
    cwd: repoRoot,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let screen = '';
  const waiters = new Set();
  child.stdout.on('data', (data) => {
    screen += data.toString().replace(ESCAPES, '');
    for (const waiter of waiters) waiter();
  });
  return {
    mark: () => screen.length,
    since: (from) => screen.slice(from),
    type: (keys) => new Promise((resolve) => child.stdin.write(keys, () => resolve())),
    /** Resolves with the time (performance.now) at which `seen(drawn since from)` held. */
    until(what, from, seen) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!seen(screen.slice(from))) return;
          const at = performance.now();
          waiters.delete(check);
          clearTimeout(timer);
          resolve(at);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${what} within ${STEP_TIMEOUT_MS} ms:\n${screen.slice(-6000)}`));
        }, STEP_TIMEOUT_MS);
        waiters.add(check);
        check();
      });
    },
    stop() {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    },
  };
}

/** Once the text is in home: its row, then a status bar that is not the form's. */
function shownInHome(text) {
  return (drawn) => {
    const at = drawn.lastIndexOf(text);
    if (at < 0) return false;
    const after = drawn.slice(at);
    return after.includes('? help') && !after.includes('New post') && !after.includes('Sending');
  };
}

async function postOnce(tui, n) {
  const text = `Round trip ${n} ${Date.now().toString(36)}`;
  // At the top of home, where a new post shows (a reader further down keeps their place).
  await tui.type('gg');
  let from = tui.mark();
  await tui.type('c');
  await tui.until('the post form', from, (drawn) => drawn.includes('Visibility'));
  from = tui.mark();
  await tui.type(text);
  await tui.until('the typed text', from, (drawn) => drawn.includes(text));
  from = tui.mark();
  const sent = performance.now();
  await tui.type('\x13'); // Ctrl+S
  const shown = await tui.until('the new status in home', from, shownInHome(text));
  return shown - sent;
}

if (!hasScript()) {
  console.log('tui-post: util-linux `script` is missing; run bench/tui-post.ts for the core path');
} else {
  const sandbox = await startSandboxChild();
  let session;
  let tui;
  try {
    session = await loginAlice(sandbox.url);
    tui = startTui(session.env);
    await tui.until('home', 0, (drawn) => drawn.includes('? help') && drawn.includes('Home'));
    await postOnce(tui, 0); // warm-up
    const times = [];
    for (let i = 1; i <= RUNS; i++) times.push(await postOnce(tui, i));
    report(
      'tui-post',
      [
        {
          label: 'Ctrl+S → new status drawn in home',
          value: median(times),
          unit: 'ms',
          note: `median of ${RUNS}, min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}`,
        },
        { label: 'p90', value: percentile(times, 90), unit: 'ms' },
      ],
      ['real CLI in a pty (util-linux script, 120x40) against `petrel sandbox`, one running UI'],
    );
  } finally {
    tui?.stop();
    session?.cleanup();
    await sandbox.stop();
  }
}
