#!/usr/bin/env node
// Web client in Chromium (issue 14, "Must show": the web's first-paint time): first paint and
// first contentful paint (the browser's paint timing entries) of /main/public, signed out,
// in three cases: no theme chosen (theme.css's dark default), the light default chosen by
// the browser's `prefers-color-scheme`, and a chosen theme (its variables cached in
// localStorage, applied by index.html's inline script before the app's module runs). Each
// case is a fresh page load, NAVIGATIONS times; medians are printed. The sandbox and
// `petrel web`'s server run in this process.
//
//   node bench/web-first-paint.mjs
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importBundled, repoRoot } from './lib/bundle.mjs';
import { CHROMIUM, launchChromium } from './lib/chromium.mjs';
import { median } from './lib/report.mjs';

const NAVIGATIONS = Number(process.env.BENCH_NAVIGATIONS ?? 7);
const PATH = '/main/public';

if (!existsSync(CHROMIUM)) {
  process.stderr.write('web-first-paint: /usr/bin/chromium is missing\n');
  process.exit(1);
}
const distDir = join(repoRoot, 'dist/web');
if (!existsSync(join(distDir, 'index.html'))) {
  process.stderr.write('web-first-paint: dist/web is missing; run `npm run build`\n');
  process.exit(1);
}

const { startSandbox, startWebServer } = await importBundled('bench/lib/servers.ts');
const sandbox = await startSandbox({ port: 0 });
const web = await startWebServer({ port: 0, apiServer: sandbox.url, distDir });
const browser = await launchChromium();

/** One case: fresh contexts (no HTTP cache), the paint entries and the first status. */
async function measure(colorScheme, themeVariables) {
  const paints = { fp: [], fcp: [], status: [] };
  for (let i = 0; i < NAVIGATIONS; i++) {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      colorScheme,
    });
    if (themeVariables) {
      await context.addInitScript((vars) => {
        localStorage.setItem('petrel:theme-variables', vars);
      }, JSON.stringify(themeVariables));
    }
    const page = await context.newPage();
    await page.goto(`${web.url}${PATH}`);
    await page.waitForSelector('article.status', { state: 'visible', timeout: 30_000 });
    const times = await page.evaluate(() => {
      const entry = (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
      return { fp: entry('first-paint'), fcp: entry('first-contentful-paint') };
    });
    const status = await page.evaluate(() => performance.now());
    paints.fp.push(times.fp);
    paints.fcp.push(times.fcp);
    paints.status.push(status);
    await context.close();
  }
  return {
    firstPaintMs: Math.round(median(paints.fp)),
    firstContentfulPaintMs: Math.round(median(paints.fcp)),
    statusSeenByMs: Math.round(median(paints.status)),
  };
}

try {
  const chosen = { '--bg': '#0f1d2a', '--fg': '#1c2b38', '--text': '#d8d8d8', '--link': '#e2b188' };
  const results = {
    'dark default': await measure('dark'),
    'light default (prefers-color-scheme)': await measure('light'),
    'chosen theme (cached variables)': await measure('dark', chosen),
  };
  process.stdout.write(`web first paint, ${NAVIGATIONS} loads each (medians, ms)\n`);
  for (const [name, r] of Object.entries(results)) {
    process.stdout.write(
      `  ${name.padEnd(40)} first paint ${r.firstPaintMs}  first contentful paint ${r.firstContentfulPaintMs}  status seen by ${r.statusSeenByMs}\n`,
    );
  }
} finally {
  await browser.close();
  await web.close();
  await sandbox.close();
}
