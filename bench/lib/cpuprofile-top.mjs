#!/usr/bin/env node
// Summarizes a V8 .cpuprofile (from `node --cpu-prof` or CDP Profiler.stop): the functions
// with the most self time, and self time by file/package.
//
//   node bench/lib/cpuprofile-top.mjs FILE.cpuprofile [count] [fromMs] [toMs]
//
// fromMs/toMs limit it to a window of the recording (ms from its start; negative: from its end).
import { readFileSync } from 'node:fs';

const [file, countArg, fromArg, toArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node bench/lib/cpuprofile-top.mjs FILE.cpuprofile [count]\n');
  process.exit(2);
}
const count = Number(countArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const deltas = profile.timeDeltas ?? [];
const length = (profile.endTime - profile.startTime) / 1000;
const edge = (arg, fallback) => {
  if (arg === undefined) return fallback;
  const ms = Number(arg);
  return ms < 0 ? length + ms : ms;
};
const from = edge(fromArg, 0);
const to = edge(toArg, length);
let at = 0;
profile.samples.forEach((id, i) => {
  at += (deltas[i] ?? 0) / 1000;
  if (at < from || at > to) return;
  self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const place = (cf) => {
  const url = cf.url || '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  return pkg
    ? `npm:${pkg}`
    : url.replace(/^file:\/\//, '').replace(/^.*\/(src|dist|bench)\//, '$1/');
};
const byFn = new Map();
const byFile = new Map();
for (const [id, us] of self) {
  const cf = nodes.get(id).callFrame;
  const fn = `${cf.functionName || '(anonymous)'}  ${place(cf)}:${cf.lineNumber + 1}`;
  byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  const where = cf.url ? place(cf) : cf.functionName || '(native)';
  byFile.set(where, (byFile.get(where) ?? 0) + us);
}
const show = (title, map) => {
  process.stdout.write(`\n${title}\n`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    process.stdout.write(
      `  ${(us / 1000).toFixed(1).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}\n`,
    );
  }
};
process.stdout.write(
  `${file}: ${(total / 1000).toFixed(0)} ms sampled (${from.toFixed(0)}-${to.toFixed(0)} ms of ${length.toFixed(0)})\n`,
);
show('self time by function', byFn);
show('self time by file or package', byFile);
