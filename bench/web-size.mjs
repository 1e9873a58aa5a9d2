#!/usr/bin/env node
// Web initial JavaScript: the entry `<script type="module" src>` and every
// `<link rel="modulepreload" href>` of dist/web/index.html, raw and gzip -9; the other
// JavaScript chunks in dist/web/assets (loaded lazily) as a separate total.
//
//   node bench/web-size.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib/bundle.mjs';
import { report } from './lib/report.mjs';

const dist = join(repoRoot, 'dist/web');
const indexFile = join(dist, 'index.html');
if (!existsSync(indexFile)) {
  process.stderr.write('web-size: dist/web/index.html is missing; run `npm run build`\n');
  process.exit(1);
}
const html = readFileSync(indexFile, 'utf8');

function attr(tag, name) {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

const initial = [];
for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
  if (attr(tag, 'type') === 'module' && attr(tag, 'src')) initial.push(attr(tag, 'src'));
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
  if (attr(tag, 'rel') === 'modulepreload' && attr(tag, 'href')) initial.push(attr(tag, 'href'));
}
const css = [...html.matchAll(/<link\b[^>]*>/gi)]
  .map(([tag]) => tag)
  .filter((tag) => attr(tag, 'rel') === 'stylesheet' && attr(tag, 'href'))
  .map((tag) => attr(tag, 'href'));

const sizes = (href) => {
  const bytes = readFileSync(join(dist, href.replace(/^\//, '')));
  return { href, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
const KiB = 1024;

const initialSizes = initial.map(sizes);
const initialSet = new Set(initial.map((href) => href.replace(/^\//, '')));
const lazy = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.m?js$/.test(name) && !initialSet.has(`assets/${name}`))
  .map((name) => sizes(`assets/${name}`));
const cssSizes = css.map(sizes);

report(
  'web-size',
  [
    {
      label: 'initial JS raw',
      value: sum(initialSizes, 'raw') / KiB,
      unit: 'KiB',
      note: `${initialSizes.length} files`,
    },
    { label: 'initial JS gzip -9', value: sum(initialSizes, 'gzip') / KiB, unit: 'KiB' },
    {
      label: 'lazy JS raw',
      value: sum(lazy, 'raw') / KiB,
      unit: 'KiB',
      note: `${lazy.length} chunks`,
    },
    { label: 'lazy JS gzip -9', value: sum(lazy, 'gzip') / KiB, unit: 'KiB' },
    {
      label: 'initial CSS gzip -9',
      value: sum(cssSizes, 'gzip') / KiB,
      unit: 'KiB',
      note: `raw ${(sum(cssSizes, 'raw') / KiB).toFixed(1)} KiB`,
    },
  ],
  initialSizes.map(
    (f) => `${f.href}: ${(f.raw / KiB).toFixed(1)} KiB raw, ${(f.gzip / KiB).toFixed(1)} KiB gzip`,
  ),
);
