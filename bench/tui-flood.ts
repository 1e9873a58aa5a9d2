// Terminal key response under a stream flood: the real App (120x40, ink-testing-library, fake
// server, real timers) with 500 statuses on home, the cursor 20 rows down (so new statuses
// queue instead of showing), and the user stream delivering 1,000 `update` events a second
// for 10 s. Every 100 ms a `j` or `k` is typed; each time runs from `stdin.write` to the first
// frame whose cursor row differs from the one before the key. Socket messages and keys each
// arrive as their own task, as from a WebSocket and a terminal. Also: frames Ink wrote during
// the flood, how many events were applied by the end, and the heap afterwards.
// Ink in the test renderer is unthrottled (debug mode: every commit writes a frame); a real
// terminal adds run-tui's maxFps throttle on top.
//
//   node bench/lib/bundle.mjs bench/tui-flood.ts
//   FLOOD_SECONDS=3 FLOOD_RATE=500 node bench/lib/bundle.mjs bench/tui-flood.ts
import { createElement } from 'react';
import {
  createRootStore,
  memoryStorage,
  normalizeStatuses,
  silentLogger,
  systemClock,
} from '../src/core';
import { median, percentile, report } from './lib/report.mjs';
import { buildWireStatuses } from './lib/wire-statuses';

process.env.FORCE_COLOR ??= '3';
const [{ render }, { App }, { FakeServer, ORIGIN, TOKEN }, { fakeSockets }] = await Promise.all([
  import('ink-testing-library'),
  import('../src/terminal/app'),
  import('../tests/terminal/app/support/fake-server'),
  import('../tests/terminal/app/support/fake-socket'),
]);

const LOADED = 500;
const RATE = Number(process.env.FLOOD_RATE ?? 1000);
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const KEY_EVERY_MS = 100;
const SIZE = { columns: 120, rows: 40 };

const settle = async (times = 2) => {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setImmediate(resolve));
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The test root's set-up, on real timers (the frame scheduler must tick by itself).
const server = new FakeServer();
const { factory, sockets } = fakeSockets();
const key = `alice@${new URL(ORIGIN).host}`;
const root = createRootStore(
  {
    fetch: server.fetch,
    socket: factory,
    storage: memoryStorage({
      'session.accounts': [{ key, server: ORIGIN, acct: 'alice', accountId: '1' }],
      'session.current': key,
    }),
    secrets: memoryStorage({ tokens: { [key]: TOKEN } }),
    clock: systemClock,
    logger: silentLogger,
  },
  // The terminal's default (the spec's, for the web, is off): without it no stream opens.
  { preferenceDefaults: { streaming: true } },
);
await root.session.restore();
await root.afterSignIn();

const element = createElement(App, { root, size: SIZE, onQuit: () => {} });
const app = render(element);
Object.defineProperty(app.stdout, 'columns', { value: SIZE.columns, configurable: true });
Object.defineProperty(app.stdout, 'rows', { value: SIZE.rows, configurable: true });
app.rerender(element);

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping SGR sequences
const plain = (frame: string) => frame.replace(/\x1b\[[0-9;]*m/g, '');
const cursorRow = (frame: string) =>
  plain(frame)
    .split('\n')
    .find((l) => l.startsWith('>')) ?? '';

let frames = 0;
let waiting: ((frame: string, at: number) => void) | null = null;
const write = app.stdout.write;
app.stdout.write = (frame: string) => {
  const at = performance.now();
  frames += 1;
  write(frame);
  waiting?.(frame, at);
};

/** ms from the key to the first frame whose cursor row moved (undefined: none within 5 s). */
function press(key: string): Promise<number | undefined> {
  const before = cursorRow(app.lastFrame() ?? '');
  return new Promise((resolve) => {
    const started = performance.now();
    const timer = setTimeout(() => {
      waiting = null;
      resolve(undefined);
    }, 5000);
    waiting = (frame, at) => {
      if (cursorRow(frame) === before) return;
      waiting = null;
      clearTimeout(timer);
      resolve(at - started);
    };
    // A key arrives as its own task too, behind the socket messages already received.
    setImmediate(() => app.stdin.write(key));
  });
}

const timeline = root.timelines.get({ type: 'home' });
for (let i = 0; i < 500 && timeline.state !== 'loaded'; i++) await settle(1);
const page = normalizeStatuses(buildWireStatuses(LOADED), 'bench.example');
root.entities.ingest(page.bundle);
timeline.receive(page.ids);
await sleep(200);
// The user stream starts once the timeline is on screen, not at a fixed time: wait for it.
for (let i = 0; i < 500 && sockets.length === 0; i++) await sleep(10);
const socket = sockets[0];
if (!socket) throw new Error('tui-flood: the user stream never opened a socket within 5 s');
socket.open();
await sleep(100);
for (let i = 0; i < 20; i++) {
  app.stdin.write('j');
  await sleep(20);
}
await sleep(200);

// Newer than every loaded id (`b…`), oldest first as a server streams them.
const total = RATE * SECONDS;
const messages = buildWireStatuses(total)
  .reverse()
  .map((status, i) => {
    const id = `c${String(i).padStart(10, '0')}`;
    return JSON.stringify({
      event: 'update',
      payload: JSON.stringify({ ...status, id, uri: `https://bench.example/objects/${id}` }),
      stream: ['user'],
    });
  });

let sent = 0;
const floodStarted = performance.now();
const framesBefore = frames;
// Catch up to the wanted rate every 5 ms (timers are coarse; a stalled loop sends a burst),
// one message per task as a WebSocket delivers them (React batches within a task only).
let scheduled = 0;
const flood = setInterval(() => {
  const due = Math.min(total, Math.floor(((performance.now() - floodStarted) / 1000) * RATE));
  for (; scheduled < due; scheduled++) {
    setImmediate(() => socket.onmessage?.({ data: messages[sent++] }));
  }
  if (scheduled >= total) clearInterval(flood);
}, 5);

const latencies: number[] = [];
let missed = 0;
let down = true;
while (sent < total) {
  const ms = await press(down ? 'j' : 'k');
  down = !down;
  if (ms === undefined) missed += 1;
  else latencies.push(ms);
  await sleep(KEY_EVERY_MS);
}
const floodMs = performance.now() - floodStarted;
const floodFrames = frames - framesBefore;
// Applied: everything the socket delivered is counted (queued) once the last frame ran.
const appliedBy = performance.now();
for (let i = 0; i < 1000 && timeline.newStatusCount < total; i++) await sleep(10);
const drainMs = performance.now() - appliedBy;
(globalThis as { gc?: () => void }).gc?.();
const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
const counted = timeline.newStatusCount;
const queued = timeline.queuedIds.length;
const cursor = cursorRow(app.lastFrame() ?? '')
  .replace(/\s+/g, ' ')
  .trim()
  .slice(0, 50);

app.unmount();
root.dispose();

report(
  'tui-flood',
  [
    {
      label: 'key to frame under flood',
      value: median(latencies),
      unit: 'ms',
      note: `median; p95 ${percentile(latencies, 95).toFixed(1)}, n=${latencies.length}`,
    },
    { label: 'key to frame max', value: Math.max(...latencies), unit: 'ms', note: 'target < 50' },
    { label: 'frames during flood', value: floodFrames, note: `${(floodMs / 1000).toFixed(1)} s` },
    { label: 'events still unapplied after', value: drainMs, unit: 'ms' },
    { label: 'heap after flood', value: heapMb, unit: 'MB', note: 'after GC if --expose-gc' },
  ],
  [
    `${LOADED} loaded, ${total} events at ${RATE}/s, ${SIZE.columns}x${SIZE.rows}, FORCE_COLOR=${process.env.FORCE_COLOR}`,
    `counted ${counted} new, ${queued} ids kept in the queue; ${missed} keys without a frame`,
    `cursor ends on: ${cursor}`,
  ],
);
