#!/usr/bin/env node
// CLI start-up: wall time of `petrel timeline home --json` against the sandbox (median of 10
// after one warm-up), next to a bare `node -e 0`, the request alone (fetch from one warm
// process: the server's answer time) and `petrel --version` (pure start-up), with user+sys
// CPU from /usr/bin/time when it is there.
//
//   node bench/cli-startup.mjs
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginAlice, PETREL, run, startSandboxChild } from './lib/cli.mjs';
import { median, report } from './lib/report.mjs';

const RUNS = 10;
const CPU_RUNS = 5;
const TIME = '/usr/bin/time';

async function wall(label, command, args, options) {
  const first = await run(command, args, options); // warm-up (page cache, sandbox JIT)
  if (first.code !== 0) throw new Error(`${label} failed (${first.code}): ${first.stderr}`);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await run(command, args, options);
    if (r.code !== 0) throw new Error(`${label} failed (${r.code}): ${r.stderr}`);
    times.push(r.ms);
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times), first };
}

/** Median user+sys CPU seconds of a command, measured by GNU time (undefined without it). */
async function cpu(command, args, options) {
  if (!existsSync(TIME)) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'petrel-bench-time-'));
  try {
    const totals = [];
    for (let i = 0; i < CPU_RUNS; i++) {
      const file = join(dir, `t${i}`);
      const r = await run(TIME, ['-f', '%U %S', '-o', file, command, ...args], options);
      if (r.code !== 0) return undefined;
      const [user, sys] = readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
      totals.push(((user ?? 0) + (sys ?? 0)) * 1000);
    }
    return median(totals);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sandbox = await startSandboxChild();
let session;
try {
  session = await loginAlice(sandbox.url);
  const node = process.execPath;
  const opts = { env: session.env };
  const timelineArgs = [PETREL, 'timeline', 'home', '--json'];

  const timeline = await wall('petrel timeline home --json', node, timelineArgs, opts);
  const statuses = JSON.parse(timeline.first.stdout).length;
  const version = await wall('petrel --version', node, [PETREL, '--version'], opts);
  const bare = await wall('node -e 0', node, ['-e', '0'], opts);

  // The same request from inside one warm process: what the server itself costs.
  const url = `${sandbox.url}/api/v1/timelines/home?limit=20`;
  const headers = { authorization: `Bearer ${session.token}` };
  const fetchOnce = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.text();
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    return performance.now() - started;
  };
  await fetchOnce();
  const requestTimes = [];
  for (let i = 0; i < RUNS; i++) requestTimes.push(await fetchOnce());
  const request = median(requestTimes);

  const cpuTimeline = await cpu(node, timelineArgs, opts);
  const cpuVersion = await cpu(node, [PETREL, '--version'], opts);
  const cpuBare = await cpu(node, ['-e', '0'], opts);

  const figures = [
    {
      label: 'petrel timeline home --json',
      value: timeline.median,
      unit: 'ms',
      note: `median of ${RUNS}, min ${timeline.min.toFixed(0)}, max ${timeline.max.toFixed(0)}; ${statuses} statuses`,
    },
    { label: 'node -e 0', value: bare.median, unit: 'ms', note: `median of ${RUNS}` },
    { label: 'request alone (warm fetch)', value: request, unit: 'ms', note: `median of ${RUNS}` },
    {
      label: 'ratio petrel / (node + request)',
      value: timeline.median / (bare.median + request),
      unit: 'x',
    },
    { label: 'petrel --version', value: version.median, unit: 'ms', note: `median of ${RUNS}` },
  ];
  if (cpuTimeline !== undefined) {
    figures.push(
      {
        label: 'CPU user+sys: timeline',
        value: cpuTimeline,
        unit: 'ms',
        note: `median of ${CPU_RUNS}`,
      },
      { label: 'CPU user+sys: --version', value: cpuVersion ?? Number.NaN, unit: 'ms' },
      { label: 'CPU user+sys: node -e 0', value: cpuBare ?? Number.NaN, unit: 'ms' },
    );
  }
  const notes = [];
  if (!existsSync(TIME)) notes.push('no /usr/bin/time: CPU skipped');
  if (process.env.PETREL_BENCH_CLI) notes.push(`CLI measured: ${PETREL}`);
  report('cli-startup', figures, notes);
} finally {
  session?.cleanup();
  await sandbox.stop();
}
