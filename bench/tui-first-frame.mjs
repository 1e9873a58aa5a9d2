#!/usr/bin/env node
// TUI start-up: time from spawning `petrel tui` (logged in as alice against the sandbox) to
// the first frame showing alice's newest home status. The real CLI runs in a pseudo-terminal
// made by util-linux `script` (120x40); output is read until the text appears. Median of 5
// after one warm-up; the child is quit (q) or killed after each run.
//
//   node bench/tui-first-frame.mjs
import { spawn, spawnSync } from 'node:child_process';
import { importBundled, repoRoot } from './lib/bundle.mjs';
import { loginAlice, PETREL, startSandboxChild } from './lib/cli.mjs';
import { median, report } from './lib/report.mjs';

const RUNS = 5;
const TIMEOUT_MS = 20_000;

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

function hasScript() {
  return spawnSync('script', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A text of alice's newest home status the TUI will show on its first screen. */
async function expectedText(url, token) {
  const res = await fetch(`${url}/api/v1/timelines/home?limit=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const page = await res.json();
  for (const entry of page) {
    const shown = entry.reblog ?? entry;
    if (shown.spoiler_text) continue;
    const text = shown.content
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // Plain letters only: markup, entities and colour changes could split anything else.
    const prefix = /^[A-Za-z][A-Za-z ,]{9,}/.exec(text)?.[0];
    if (prefix) return prefix.slice(0, 30).trim();
  }
  throw new Error('no plain-text status among the first five of the home timeline');
}

/** The start and end of a long screen (an Ink error screen quotes whole bundle lines). */
function clip(screen) {
  return screen.length <= 1600 ? screen : `${screen.slice(0, 800)}\n[…]\n${screen.slice(-800)}`;
}

function quote(s) {
  return `'${s.replaceAll("'", "'\\''")}'`;
}

/** One start: resolves with ms to the first Ink output and to the expected text. */
function startOnce(env, text) {
  return new Promise((resolve, reject) => {
    const command = `stty cols 120 rows 40; exec ${quote(process.execPath)} ${quote(PETREL)} tui`;
    const started = performance.now();
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: repoRoot,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true, // its own process group, so the pty's children go with it
    });
    let screen = '';
    let firstOutput;
    let done = false;
    const finish = (error, result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stop(child).then(() => (error ? reject(error) : resolve(result)));
    };
    const timer = setTimeout(
      () => finish(new Error(`"${text}" not shown within ${TIMEOUT_MS} ms:\n${clip(screen)}`)),
      TIMEOUT_MS,
    );
    child.on('error', (e) => finish(e));
    child.on('exit', (code) =>
      finish(new Error(`tui exited (${code}) before the timeline:\n${clip(screen)}`)),
    );
    child.stdout.on('data', (data) => {
      screen += data.toString().replace(ESCAPES, '');
      if (firstOutput === undefined && screen.trim() !== '')
        firstOutput = performance.now() - started;
      if (screen.includes(text))
        finish(undefined, { firstOutput, timeline: performance.now() - started });
    });
  });
}

/** Quit with q; then SIGTERM, then SIGKILL the child's process group if it lingers. */
function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const signal = (name) => {
      try {
        process.kill(-child.pid, name);
      } catch {}
    };
    const term = setTimeout(() => signal('SIGTERM'), 1000);
    const kill = setTimeout(() => signal('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(term);
      clearTimeout(kill);
      resolve();
    });
    child.stdin.write('q', () => {});
  });
}

async function inProcessFallback() {
  // No `script`: the closest figure is the in-process render with ink-testing-library.
  await importBundled('bench/tui-first-frame-inprocess.ts');
}

if (!hasScript()) {
  await inProcessFallback();
} else {
  const sandbox = await startSandboxChild();
  let session;
  try {
    session = await loginAlice(sandbox.url);
    const text = await expectedText(sandbox.url, session.token);
    await startOnce(session.env, text); // warm-up
    const firsts = [];
    const timelines = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await startOnce(session.env, text);
      firsts.push(r.firstOutput);
      timelines.push(r.timeline);
    }
    report(
      'tui-first-frame',
      [
        {
          label: 'start to first timeline frame',
          value: median(timelines),
          unit: 'ms',
          note: `median of ${RUNS}, min ${Math.min(...timelines).toFixed(0)}, max ${Math.max(...timelines).toFixed(0)}`,
        },
        { label: 'start to first output', value: median(firsts), unit: 'ms', note: 'any text' },
      ],
      [
        `real CLI in a pty (util-linux script, 120x40), waiting for "${text}"`,
        ...(process.env.PETREL_BENCH_CLI ? [`CLI measured: ${PETREL}`] : []),
      ],
    );
  } finally {
    session?.cleanup();
    await sandbox.stop();
  }
}
