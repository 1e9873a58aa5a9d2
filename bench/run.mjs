#!/usr/bin/env node
// `npm run bench`: builds if dist/ is missing, runs every benchmark in its own child process,
// one after another, and prints a summary table. Figures only: nothing here passes or fails
// on a time. The machine's load average is shown with each benchmark (the figures are only
// as quiet as the machine).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './lib/bundle.mjs';
import { fmt } from './lib/report.mjs';

const BENCHMARKS = [
  ['cli-startup', ['bench/cli-startup.mjs']],
  ['tui-first-frame', ['bench/tui-first-frame.mjs']],
  ['tui-post', ['bench/tui-post.mjs']],
  ['toot-compare', ['bench/toot-compare.mjs']],
  ['web-size', ['bench/web-size.mjs']],
  ['normalize', ['--expose-gc', 'bench/lib/bundle.mjs', 'bench/normalize.ts']],
  ['tui-keypress', ['bench/lib/bundle.mjs', 'bench/tui-keypress.ts']],
  ['tui-flood', ['--expose-gc', 'bench/lib/bundle.mjs', 'bench/tui-flood.ts']],
  ['tui-accounts', ['--expose-gc', 'bench/lib/bundle.mjs', 'bench/tui-accounts.ts']],
  ['web-scroll', ['bench/web-scroll.mjs']],
  ['web-first-paint', ['bench/web-first-paint.mjs']],
  ['web-flood', ['bench/web-flood.mjs']],
  ['web-accounts', ['bench/web-accounts.mjs']],
];

const only = process.argv.slice(2);
const selected = only.length > 0 ? BENCHMARKS.filter(([name]) => only.includes(name)) : BENCHMARKS;

if (
  !existsSync(join(repoRoot, 'dist/cli/main.cjs')) ||
  !existsSync(join(repoRoot, 'dist/web/index.html'))
) {
  process.stdout.write('bench: dist/ is missing, building first\n');
  const built = spawnSync(process.execPath, ['bin/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dir = mkdtempSync(join(tmpdir(), 'petrel-bench-run-'));
const out = join(dir, 'results.ndjson');
const started = Date.now();
const loadBefore = loadavg();
process.stdout.write(
  `bench: ${selected.length} benchmarks, node ${process.version}, load ${loadBefore.map((l) => l.toFixed(2)).join(' ')}\n`,
);

function runOne(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, PETREL_BENCH_OUT: out },
    });
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
}

const failures = [];
const retried = new Set();
const seconds = new Map();
for (const [name, args] of selected) {
  process.stdout.write(`\n== ${name}: node ${args.join(' ')}\n`);
  const t0 = Date.now();
  let code = await runOne(args);
  if (code !== 0) {
    // Others rebuild dist/ and edit src/ on this machine: one retry rides out a half-written build.
    process.stdout.write(`\n== ${name} failed (exit ${code}); retrying once in 5 s\n`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    retried.add(name);
    code = await runOne(args);
  }
  seconds.set(name, (Date.now() - t0) / 1000);
  if (code !== 0) failures.push([name, code]);
}

const results = existsSync(out)
  ? readFileSync(out, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
rmSync(dir, { recursive: true, force: true });

const rows = [['benchmark', 'figure', 'value', 'load']];
for (const [name] of selected) {
  const result = results.find((r) => r.name === name);
  const failed = failures.find(([n]) => n === name);
  if (!result) {
    rows.push([name, failed ? `FAILED (exit ${failed[1]})` : 'no result', '', '']);
    continue;
  }
  result.figures.forEach((f, i) => {
    rows.push([
      i === 0 ? name : '',
      f.label.trim(),
      fmt(f.value, f.unit),
      i === 0 ? result.load.toFixed(1) : '',
    ]);
  });
  if (failed) rows.push(['', `exited ${failed[1]}`, '', '']);
  if (retried.has(name)) rows.push(['', 'retried after a failed first run', '', '']);
  rows.push(['', 'benchmark wall time', fmt(seconds.get(name), 's'), '']);
}
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
const line = (r) =>
  r.map((cell, c) => (c === 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ');
process.stdout.write(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
for (const r of rows.slice(1)) process.stdout.write(`${line(r).trimEnd()}\n`);
process.stdout.write(
  `\nbench: done in ${((Date.now() - started) / 1000).toFixed(0)} s; load before ${loadBefore[0].toFixed(2)}, after ${loadavg()[0].toFixed(2)} (2 cores; figures are noisy under load)\n`,
);
process.exitCode = failures.length > 0 ? 1 : 0;
