#!/usr/bin/env node
// Web initial load: the entry `<script type="module" src>`, every `<link rel="modulepreload"
// href>` and stylesheet of dist/web/index.html, raw and gzip -9, against the budget the build
// enforces (bin/web-budget.mjs); the other JavaScript chunks (loaded lazily) as a separate total.
//
//   node bench/web-size.mjs
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { total, WEB_INITIAL_BUDGET_KIB, webSizes } from '../bin/web-budget.mjs';
import { repoRoot } from './lib/bundle.mjs';
import { report } from './lib/report.mjs';

const dist = join(repoRoot, 'dist/web');
if (!existsSync(join(dist, 'index.html'))) {
  process.stderr.write('web-size: dist/web/index.html is missing; run `npm run build`\n');
  process.exit(1);
}
const KiB = 1024;
const { js, css, lazy } = webSizes(dist);
const initialGzip = (total(js, 'gzip') + total(css, 'gzip')) / KiB;

report(
  'web-size',
  [
    {
      label: 'initial JS raw',
      value: total(js, 'raw') / KiB,
      unit: 'KiB',
      note: `${js.length} files`,
    },
    { label: 'initial JS gzip -9', value: total(js, 'gzip') / KiB, unit: 'KiB' },
    {
      label: 'initial CSS gzip -9',
      value: total(css, 'gzip') / KiB,
      unit: 'KiB',
      note: `raw ${(total(css, 'raw') / KiB).toFixed(1)} KiB`,
    },
    {
      label: 'initial JS + CSS gzip -9',
      value: initialGzip,
      unit: 'KiB',
      note: `budget ${WEB_INITIAL_BUDGET_KIB} KiB (the build fails above it)`,
    },
    {
      label: 'ratio to Pleroma-FE initial JS',
      value: initialGzip / 386,
      unit: 'x',
      note: 'Pleroma-FE 386 KiB gzip, from the issue (not measurable here)',
    },
    {
      label: 'lazy JS raw',
      value: total(lazy, 'raw') / KiB,
      unit: 'KiB',
      note: `${lazy.length} chunks`,
    },
    { label: 'lazy JS gzip -9', value: total(lazy, 'gzip') / KiB, unit: 'KiB' },
  ],
  [...js, ...css].map(
    (f) => `${f.href}: ${(f.raw / KiB).toFixed(1)} KiB raw, ${(f.gzip / KiB).toFixed(1)} KiB gzip`,
  ),
);
