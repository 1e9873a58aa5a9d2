#!/usr/bin/env node
// TUI start-up: time from spawning `petrel tui` (logged in as alice against the sandbox) to
// the first frame showing alice's newest home status. The real CLI runs in a pseudo-terminal
// made by util-linux `script` (120x40, bench/lib/pty.mjs); output is read until the text appears. Median of 5
// after one warm-up; the child is quit (q) or killed after each run.
//
//   node bench/tui-first-frame.mjs
import { importBundled } from './lib/bundle.mjs';
import { loginAlice, PETREL, startSandboxChild } from './lib/cli.mjs';
import { hasScript, quote, startOnce } from './lib/pty.mjs';
import { median, report } from './lib/report.mjs';

const RUNS = 5;

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

/** One start of `petrel tui`: ms to the first output and to the text, RSS (MiB) then. */
function startTui(env, text) {
  return startOnce(`${quote(process.execPath)} ${quote(PETREL)} tui`, text, { env });
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
    await startTui(session.env, text); // warm-up
    const firsts = [];
    const timelines = [];
    const rss = [];
    const cpu = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await startTui(session.env, text);
      firsts.push(r.firstOutput);
      timelines.push(r.timeline);
      rss.push(r.rss);
      cpu.push(r.cpu);
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
        {
          label: 'CPU (user + sys) to the first timeline frame',
          value: median(cpu),
          unit: 'ms',
          note: 'steadier than the wall time on a loaded machine',
        },
        { label: 'RSS at the first timeline frame', value: median(rss), unit: 'MiB' },
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
