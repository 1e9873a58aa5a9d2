// Normalizing and storing 10,000 statuses: `normalizeStatuses` + `EntityStore.ingest` (the
// path of every fetched page) on varied wire statuses built from the real captures. Time is
// the median of 5 runs, each into a fresh store; heap growth is measured with forced GC
// before and after one more run (the wire input stays alive throughout, so it is not counted).
//
//   node --expose-gc bench/lib/bundle.mjs bench/normalize.ts
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { EntityStore, normalizeStatuses } from '../src/core';
import { median, report } from './lib/report.mjs';
import { buildWireStatuses } from './lib/wire-statuses';

const COUNT = 10_000;
const RUNS = 5;
const MiB = 1024 * 1024;

function getGc(): () => void {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
const gc = getGc();
const fullGc = () => {
  gc();
  gc();
};

const wire = buildWireStatuses(COUNT);
const repeats = wire.filter((s) => s.reblog).length;

const totals: number[] = [];
const normalizeTimes: number[] = [];
const ingestTimes: number[] = [];
let stored = 0;
for (let run = 0; run < RUNS; run++) {
  const store = new EntityStore();
  fullGc();
  const t0 = performance.now();
  const page = normalizeStatuses(wire, 'bench.example');
  const t1 = performance.now();
  store.ingest(page.bundle);
  const t2 = performance.now();
  normalizeTimes.push(t1 - t0);
  ingestTimes.push(t2 - t1);
  totals.push(t2 - t0);
  if (page.ids.length !== COUNT) throw new Error(`normalized ${page.ids.length} of ${COUNT}`);
  stored = store.statuses.size;
}

fullGc();
const before = process.memoryUsage().heapUsed;
const kept = new EntityStore();
kept.ingest(normalizeStatuses(wire, 'bench.example').bundle);
fullGc();
const growth = (process.memoryUsage().heapUsed - before) / MiB;

report(
  'normalize',
  [
    {
      label: 'normalize + ingest 10,000',
      value: median(totals),
      unit: 'ms',
      note: `median of ${RUNS}, min ${Math.min(...totals).toFixed(0)}, max ${Math.max(...totals).toFixed(0)}`,
    },
    { label: '  normalizeStatuses', value: median(normalizeTimes), unit: 'ms' },
    { label: '  EntityStore.ingest', value: median(ingestTimes), unit: 'ms' },
    {
      label: 'heap growth (store kept)',
      value: growth,
      unit: 'MiB',
      note: `${((growth * MiB) / stored / 1024).toFixed(2)} KiB per stored status`,
    },
  ],
  [
    `${COUNT} wire statuses (${repeats} repeats) → ${stored} stored statuses, ${kept.accounts.size} accounts`,
  ],
);
