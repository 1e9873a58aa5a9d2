// Terminal keypress-to-frame time with 5,000 statuses loaded: the real App (120x40) rendered
// with ink-testing-library on fake ports, the home timeline holding 5,000 varied statuses
// (normalized from the real captures, shown by the timeline as its loaded list, then ingested
// into root.entities: ingesting first would let the entity store's sweep drop all but the
// ~1,500 newest, which nothing held yet), then 300 `j`, 50 `k`, and `G` / `gg` jumps. Each time runs from
// `stdin.write` to the next frame Ink writes (the fake stdout's write is hooked).
// Bundled with NODE_ENV=production, with colours on as in a terminal (FORCE_COLOR=3 unless
// set: Ink's frame then carries the escape codes it must parse; FORCE_COLOR=0 measures without).
// Ink in the test renderer is unthrottled (debug mode); a real terminal adds Ink's render
// throttle (run-tui's maxFps) on top for keys typed faster than that.
//
//   node bench/lib/bundle.mjs bench/tui-keypress.ts
import { runInAction } from 'mobx';
import { createElement } from 'react';
import { normalizeStatuses } from '../src/core';
import { median, percentile, report } from './lib/report.mjs';
import { buildWireStatuses } from './lib/wire-statuses';

// chalk reads FORCE_COLOR when it loads: everything that loads Ink is imported after this.
process.env.FORCE_COLOR ??= '3';
const [{ render }, { App }, { createTestRoot }] = await Promise.all([
  import('ink-testing-library'),
  import('../src/terminal/app'),
  import('../tests/terminal/app/support/test-root'),
]);

const STATUSES = 5000;
const FRAME_TIMEOUT_MS = 2000;

const settle = async (times = 2) => {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setImmediate(resolve));
};

const SIZE = { columns: 120, rows: 40 };

const { root } = await createTestRoot({ signedIn: true });
const element = createElement(App, { root, size: SIZE, onQuit: () => {} });
const app = render(element);
// ink-testing-library's stdout is 100 columns wide (and has no rows); Ink lays the whole frame
// out at the stdout's width, so give it the measured size (as tests' renderApp does).
Object.defineProperty(app.stdout, 'columns', { value: SIZE.columns, configurable: true });
Object.defineProperty(app.stdout, 'rows', { value: SIZE.rows, configurable: true });
app.rerender(element);

// Every frame Ink writes goes through here.
let onFrame: ((at: number) => void) | null = null;
let frames = 0;
const write = app.stdout.write;
app.stdout.write = (frame: string) => {
  const at = performance.now();
  frames += 1;
  write(frame);
  const waiting = onFrame;
  onFrame = null;
  waiting?.(at);
};

function nextFrame(): Promise<number | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      onFrame = null;
      resolve(undefined);
    }, FRAME_TIMEOUT_MS);
    onFrame = (at) => {
      clearTimeout(timer);
      resolve(at);
    };
  });
}

/** ms from writing the key to the frame it causes (undefined: no frame). */
async function press(key: string): Promise<number | undefined> {
  const frame = nextFrame();
  const started = performance.now();
  app.stdin.write(key);
  const at = await frame;
  await settle(); // effects after the frame (viewport, load-older) run before the next key
  return at === undefined ? undefined : at - started;
}

const timeline = root.timelines.get({ type: 'home' });
for (let i = 0; i < 500 && timeline.state !== 'loaded'; i++) await settle(1);
await settle(4);

const page = normalizeStatuses(buildWireStatuses(STATUSES), 'bench.example');
const loadFrame = nextFrame();
const loadStarted = performance.now();
// One action, so no frame sees ids without their statuses. The timeline holds the ids before
// they are stored, so the store's sweep (past 4,000 entities) keeps them.
runInAction(() => {
  timeline.clear();
  timeline.receive(page.ids);
  root.entities.ingest(page.bundle);
});
const loadAt = await loadFrame;
if (process.env.BENCH_DEBUG) process.stderr.write(`${app.lastFrame()}\n`);
await settle(4);
if (timeline.statuses.length !== STATUSES) {
  throw new Error(`timeline holds ${timeline.statuses.length} statuses, not ${STATUSES}`);
}

const results: Record<string, number[]> = { j: [], k: [], G: [], gg: [] };
let missed = 0;
let missedInARow = 0;
const time = async (name: string, key: string) => {
  const ms = await press(key);
  if (ms === undefined) {
    missed += 1;
    missedInARow += 1;
    // The UI stopped answering keys (a changed screen, a modal): say so instead of waiting.
    if (missedInARow >= 5) {
      throw new Error(`no frame for 5 keys in a row; last frame:\n${app.lastFrame() ?? ''}`);
    }
  } else {
    missedInARow = 0;
    results[name]!.push(ms);
  }
};

const startFrames = frames;
const started = performance.now();
for (let i = 0; i < 300; i++) await time('j', 'j');
for (let i = 0; i < 50; i++) await time('k', 'k');
for (let i = 0; i < 5; i++) {
  await time('G', 'G');
  app.stdin.write('g'); // first key of the chord: no action yet
  await settle();
  await time('gg', 'g');
}
const elapsed = performance.now() - started;
const all = Object.values(results).flat();
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping SGR sequences
const plainFrame = (app.lastFrame() ?? '').replace(/\x1b\[[0-9;]*m/g, '');
const cursorLine = plainFrame.split('\n').find((l) => l.startsWith('>')) ?? '';

app.unmount();
root.dispose();

const row = (name: string, label: string) => {
  const xs = results[name]!;
  return {
    label,
    value: median(xs),
    unit: 'ms',
    note: `p95 ${percentile(xs, 95).toFixed(1)}, max ${Math.max(...xs).toFixed(1)}, n=${xs.length}`,
  };
};

report(
  'tui-keypress',
  [
    {
      label: 'keypress to frame, all keys',
      value: median(all),
      unit: 'ms',
      note: `median; n=${all.length}`,
    },
    { label: 'keypress to frame p95', value: percentile(all, 95), unit: 'ms', note: 'target < 16' },
    row('j', '  j (cursor down)'),
    row('k', '  k (cursor up)'),
    row('G', '  G (bottom)'),
    row('gg', '  gg (top)'),
    {
      label: 'first frame of 5,000 statuses',
      value: loadAt === undefined ? Number.NaN : loadAt - loadStarted,
      unit: 'ms',
      note: 'ingest + receive to frame',
    },
  ],
  [
    `${STATUSES} statuses, ${SIZE.columns}x${SIZE.rows}, NODE_ENV=production, FORCE_COLOR=${
      process.env.FORCE_COLOR
    }; ${frames - startFrames} frames for ${
      all.length + missed
    } timed keys in ${elapsed.toFixed(0)} ms; ${missed} keys without a frame`,
    `cursor ends on: ${cursorLine.replace(/\s+/g, ' ').trim().slice(0, 60)}`,
  ],
);
