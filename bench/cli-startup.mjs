#!/usr/bin/env node
// CLI start-up: wall time of `petrel timeline home --json` against the sandbox, next to
//  - `node -e 0` (Node's own start),
//  - the request alone: node:http from a warm process, on a new connection each time as a CLI
//    run makes one (the server's answer time; the issue's formula is `node -e 0` + this),
//  - a bare script: a 10-line CommonJS file that makes the same request with node:http and
//    prints the JSON (what any Node program doing this pays, first-use costs included),
//  - `petrel --version` (pure start-up) and the timeline without the compile cache.
// Runs are interleaved (one of each per round, medians of ROUNDS), so drifting machine load
// hits every command alike. User+sys CPU comes from /usr/bin/time when it is there.
//
//   node bench/cli-startup.mjs
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginAlice, PETREL, run, startSandboxChild } from './lib/cli.mjs';
import { median, report } from './lib/report.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
// Another checkout's launcher, measured in the same rounds (a before/after in one run).
const BEFORE = process.env.PETREL_BENCH_BEFORE;
const CPU_RUNS = 5;
const TIME = '/usr/bin/time';

/** A Node program that makes the same request and prints the answer as JSON, nothing else. */
function bareScript(dir, url, token) {
  const file = join(dir, 'bare.cjs');
  writeFileSync(
    file,
    `const http = require('node:http');
http.get(${JSON.stringify(url)}, { headers: { authorization: ${JSON.stringify(`Bearer ${token}`)} } }, (res) => {
  let body = '';
  res.setEncoding('utf8');
  res.on('data', (chunk) => { body += chunk; });
  res.on('end', () => { process.stdout.write(JSON.stringify(JSON.parse(body), null, 2) + '\\n'); });
});
`,
  );
  return file;
}

/** Median user+sys CPU ms of a command, measured by GNU time (undefined without it). */
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
const scratch = mkdtempSync(join(tmpdir(), 'petrel-bench-cli-'));
try {
  session = await loginAlice(sandbox.url);
  const node = process.execPath;
  const url = `${sandbox.url}/api/v1/timelines/home?limit=20`;
  const env = { ...session.env, PETREL_CACHE_DIR: join(scratch, 'cache') };
  const noCache = { ...env, PETREL_NO_COMPILE_CACHE: '1' };
  const commands = {
    timeline: [node, [PETREL, 'timeline', 'home', '--json'], { env }],
    nodeBare: [node, ['-e', '0'], { env }],
    script: [node, [bareScript(scratch, url, session.token)], { env }],
    version: [node, [PETREL, '--version'], { env }],
    uncached: [node, [PETREL, 'timeline', 'home', '--json'], { env: noCache }],
  };
  if (BEFORE) {
    const beforeEnv = { ...session.env, PETREL_CACHE_DIR: join(scratch, 'cache-before') };
    commands.before = [node, [BEFORE, 'timeline', 'home', '--json'], { env: beforeEnv }];
  }

  // The first run of a command writes its compile cache: timed on its own.
  const first = await run(...commands.timeline);
  if (first.code !== 0) throw new Error(`petrel timeline failed (${first.code}): ${first.stderr}`);
  const statuses = JSON.parse(first.stdout).length;
  for (const [name, command] of Object.entries(commands)) {
    const r = await run(...command);
    if (r.code !== 0) throw new Error(`${name} failed (${r.code}): ${r.stderr}`);
  }
  const times = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, command] of Object.entries(commands)) {
      const r = await run(...command);
      if (r.code !== 0) throw new Error(`${name} failed (${r.code}): ${r.stderr}`);
      times[name].push(r.ms);
    }
  }
  const m = Object.fromEntries(Object.entries(times).map(([name, list]) => [name, median(list)]));

  // The same request from inside one warm process: what the server itself costs.
  const headers = { authorization: `Bearer ${session.token}` };
  const requestOnce = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      get(url, { headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`GET ${url}: ${res.statusCode}`)),
        );
      }).on('error', reject);
    });
  for (let i = 0; i < 5; i++) await requestOnce();
  const requestTimes = [];
  for (let i = 0; i < ROUNDS; i++) requestTimes.push(await requestOnce());
  const request = median(requestTimes);

  const cpuTimeline = await cpu(...commands.timeline);
  const cpuBare = await cpu(...commands.nodeBare);
  const cpuScript = await cpu(...commands.script);

  const spread = (list) =>
    `min ${Math.min(...list).toFixed(0)}, max ${Math.max(...list).toFixed(0)}`;
  const figures = [
    {
      label: 'petrel timeline home --json',
      value: m.timeline,
      unit: 'ms',
      note: `median of ${ROUNDS} interleaved, ${spread(times.timeline)}; ${statuses} statuses`,
    },
    { label: 'node -e 0', value: m.nodeBare, unit: 'ms' },
    {
      label: 'request alone',
      value: request,
      unit: 'ms',
      note: 'node:http, new connection, warm process',
    },
    {
      label: 'ratio petrel / (node + request)',
      value: m.timeline / (m.nodeBare + request),
      unit: 'x',
      note: 'the issue asks for at most 1.4',
    },
    { label: 'bare node:http script, same request', value: m.script, unit: 'ms' },
    { label: 'ratio petrel / bare script', value: m.timeline / m.script, unit: 'x' },
    ...(BEFORE
      ? [
          { label: 'before: timeline home --json', value: m.before, unit: 'ms', note: BEFORE },
          {
            label: 'before: ratio / (node + request)',
            value: m.before / (m.nodeBare + request),
            unit: 'x',
          },
        ]
      : []),
    { label: 'petrel --version', value: m.version, unit: 'ms' },
    {
      label: 'timeline, first run (writes the cache)',
      value: first.ms,
      unit: 'ms',
      note: 'one run',
    },
    { label: 'timeline, PETREL_NO_COMPILE_CACHE=1', value: m.uncached, unit: 'ms' },
  ];
  if (cpuTimeline !== undefined) {
    figures.push(
      {
        label: 'CPU user+sys: timeline',
        value: cpuTimeline,
        unit: 'ms',
        note: `median of ${CPU_RUNS}`,
      },
      { label: 'CPU user+sys: node -e 0', value: cpuBare ?? Number.NaN, unit: 'ms' },
      { label: 'CPU user+sys: bare script', value: cpuScript ?? Number.NaN, unit: 'ms' },
    );
  }
  const notes = [];
  if (!existsSync(TIME)) notes.push('no /usr/bin/time: CPU skipped');
  if (process.env.PETREL_BENCH_CLI) notes.push(`CLI measured: ${PETREL}`);
  report('cli-startup', figures, notes);
} finally {
  session?.cleanup();
  await sandbox.stop();
  rmSync(scratch, { recursive: true, force: true });
}
