#!/usr/bin/env node
// The web client's frames under a stream flood, in Chromium: the sandbox (in-process) and
// `petrel web`'s server run here; alice logs in through the form and opens /main/public (the
// local timeline, streamed), then 1,000 new public statuses by bob a second arrive on the
// page's streaming socket for 10 s, each its own message. The socket is the sandbox's, passed
// through Playwright's routeWebSocket, which adds the flood: messages built by the sandbox's
// own serializer beforehand (the sandbox answers each status with a scan of its state, too
// slow to stream 1,000 a second from here), with fresh ids. In the page a
// requestAnimationFrame loop stamps every frame; the figures are the frame intervals during
// the flood (median, p95, max, how many over 50 ms: the issue's ceiling) and the long tasks
// (PerformanceObserver). The client batches stream events per frame (core's STREAM_FRAME_MS).
// The terminal's equivalent is bench/tui-flood.ts.
//
//   node bench/web-flood.mjs
//   FLOOD_RATE=500 FLOOD_SECONDS=3 node bench/web-flood.mjs
//   BENCH_CPU_PROFILE=FILE.cpuprofile node bench/web-flood.mjs   (the page's CPU profile of the
//   flood; summarize: node bench/lib/cpuprofile-top.mjs FILE)
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { importBundled, repoRoot } from './lib/bundle.mjs';
import { median, percentile, report } from './lib/report.mjs';

const RATE = Number(process.env.FLOOD_RATE ?? 1000);
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const FRAME_CEILING_MS = 50;
const PATH = '/main/public';
const CHROMIUM = '/usr/bin/chromium';
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;

if (!existsSync(CHROMIUM)) {
  process.stderr.write('web-flood: /usr/bin/chromium is missing (apt-get install chromium)\n');
  process.exit(1);
}
const distDir = join(repoRoot, 'dist/web');
if (!existsSync(join(distDir, 'index.html'))) {
  process.stderr.write('web-flood: dist/web is missing; run `npm run build`\n');
  process.exit(1);
}

// Runs in the page before its scripts: a frame stamp per animation frame, long tasks.
function pageProbe() {
  const w = window;
  w.__flood = { frames: [], longTasks: [] };
  const tick = (t) => {
    w.__flood.frames.push(t);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.__flood.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
}

const { startSandbox, startWebServer, serializeStatus } =
  await importBundled('bench/lib/servers.ts');
const sandbox = await startSandbox({ port: 0 });
const web = await startWebServer({ port: 0, apiServer: sandbox.url, distDir });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

/** The flood's socket messages: a few real statuses by bob as templates, each with a new id. */
function floodMessages(count) {
  const templates = [0, 1, 2, 3].map((i) =>
    serializeStatus(
      sandbox.state,
      sandbox.state.createStatus('bob', {
        status: `Flood ${'lorem ipsum dolor sit amet '.repeat(1 + i)}#flood`,
        visibility: 'public',
        silent: true,
      }),
      null,
    ),
  );
  const from = Date.now() + 60_000;
  return Array.from({ length: count }, (_, i) => {
    const id = sandbox.state.ids.next(from + i);
    const status = { ...templates[i % templates.length], id, uri: `${sandbox.url}/objects/${id}` };
    return JSON.stringify({
      event: 'update',
      payload: JSON.stringify({ ...status, content: `<p>Flood ${i}: ${status.content}</p>` }),
      stream: ['public:local'],
    });
  });
}
const messages = floodMessages(RATE * SECONDS);

try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(pageProbe);
  // The web's streaming setting is off by default (spec part 2 §3): on, as a person who
  // watches the timeline live has it (the stored preference; e2e/streaming.ts does the same).
  await context.addInitScript(() => {
    const key = 'petrel:preferences';
    let stored = {};
    try {
      stored = JSON.parse(localStorage.getItem(key) ?? '{}') ?? {};
    } catch {}
    if (!('streaming' in stored)) {
      localStorage.setItem(key, JSON.stringify({ ...stored, streaming: true, _set: true }));
    }
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  // The page's streaming socket, passed through to the sandbox; the flood is sent on it.
  let probeSeen;
  const probeArrived = new Promise((resolve) => (probeSeen = resolve));
  const sockets = [];
  await context.routeWebSocket(/\/api\/v1\/streaming/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      ws.send(message);
      if (String(message).includes('flood-probe')) probeSeen();
    });
    sockets.push(ws);
  });

  await page.goto(`${web.url}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/main\/friends$/);
  await page.goto(`${web.url}${PATH}`);
  await page.waitForSelector('article.status', { state: 'visible', timeout: 30_000 });
  // The local stream is joined when a status posted now arrives on the page's socket.
  const probeTimer = setInterval(
    () => sandbox.state.createStatus('bob', { status: 'flood-probe', visibility: 'public' }),
    250,
  );
  const noProbe = setTimeout(
    () => probeSeen(new Error('no stream: the page never joined it')),
    30_000,
  );
  const joined = await probeArrived;
  clearInterval(probeTimer);
  clearTimeout(noProbe);
  if (joined instanceof Error) throw joined;

  // The same page for 3 s without a flood: the machine's own frame noise, for comparison.
  const quietFrom = await page.evaluate(() => performance.now());
  await page.evaluate(() => new Promise((r) => setTimeout(r, 3000)));
  const quietTo = await page.evaluate(() => performance.now());

  const cdp = CPU_PROFILE ? await context.newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  // The flood: as many statuses as the rate says by now, topped up every 10 ms.
  const startedInPage = await page.evaluate(() => performance.now());
  const started = Date.now();
  let sent = 0;
  const flood = sockets.at(-1);
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = Date.now() - started;
      const due = Math.min(RATE * SECONDS, Math.floor((elapsed * RATE) / 1000));
      for (let i = sent; i < due; i++) flood.send(messages[i]);
      sent = due;
      if (elapsed >= SECONDS * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  const floodMs = Date.now() - started;
  if (cdp) writeFileSync(CPU_PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  const endedInPage = await page.evaluate(() => performance.now());
  // Let the last batch be drawn, then read the stamps of the flood's window.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  const probe = await page.evaluate(() => window.__flood);
  const frames = probe.frames.filter((t) => t >= startedInPage && t <= endedInPage);
  const intervals = frames.slice(1).map((t, i) => t - frames[i]);
  const quietFrames = probe.frames.filter((t) => t >= quietFrom && t <= quietTo);
  const quiet = quietFrames.slice(1).map((t, i) => t - quietFrames[i]);
  const longTasks = probe.longTasks.filter(
    (task) => task.start >= startedInPage && task.start <= endedInPage,
  );
  const statuses = await page.evaluate(() => document.querySelectorAll('article.status').length);
  // What the reader is told arrived: "Show new (N)" (or Reload after a flush, spec §2).
  const control = await page.evaluate(
    () => document.querySelector('.load-new, .up-to-date')?.textContent ?? 'none',
  );

  report(
    'web-flood',
    [
      {
        label: 'frame interval median',
        value: median(intervals),
        unit: 'ms',
        note: `${intervals.length} frames`,
      },
      {
        label: 'frame interval p95',
        value: percentile(intervals, 95),
        unit: 'ms',
        note: `goal < ${FRAME_CEILING_MS} ms`,
      },
      { label: 'frame interval max', value: Math.max(...intervals), unit: 'ms' },
      {
        label: 'without the flood: p95, max',
        value: percentile(quiet, 95),
        unit: 'ms',
        note: `max ${Math.max(...quiet).toFixed(0)} ms, ${quiet.filter((ms) => ms > FRAME_CEILING_MS).length} of ${quiet.length} over ${FRAME_CEILING_MS} ms in 3 s before it: the machine's noise`,
      },
      {
        label: `frames over ${FRAME_CEILING_MS} ms`,
        value: intervals.filter((ms) => ms > FRAME_CEILING_MS).length,
      },
      {
        label: 'long tasks',
        value: longTasks.length,
        note: `${longTasks.reduce((sum, task) => sum + task.duration, 0).toFixed(0)} ms in all`,
      },
      {
        label: 'events sent',
        value: sent,
        note: `${((sent / floodMs) * 1000).toFixed(0)}/s over ${(floodMs / 1000).toFixed(1)} s`,
      },
    ],
    [
      `${PATH}, 1400x900, reader at the top; ${RATE} public statuses/s by bob for ${SECONDS} s (FLOOD_RATE, FLOOD_SECONDS)`,
      `timeline control afterwards: ${control}; ${statuses} status articles in the DOM afterwards (the list is virtualized)${problems.length ? `; page errors: ${problems.join(' | ')}` : ''}`,
    ],
  );
} finally {
  await browser.close();
  await web.close();
  await sandbox.close();
}
