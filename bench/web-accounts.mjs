#!/usr/bin/env node
// Web account switch time and JS heap with 3 signed-in accounts (issue 12), in Chromium
// against the sandbox through `petrel web`'s server. alice logs in through the form, bob and
// grace join through the account menu's "Add an account"; each has a direct status to nobody
// (a marker only their own home timeline shows). A switch is timed in the page from the
// click on the account's row in the account menu to that account's marker drawn in the home
// timeline (an article in the DOM). Ten switches after a first visit to each (scopes warm),
// median reported. Heap: the page's used JS heap after a forced GC (CDP), with one account
// signed in and with three. The terminal's figures are bench/tui-accounts.ts.
//
//   node bench/web-accounts.mjs
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importBundled, repoRoot } from './lib/bundle.mjs';
import { CHROMIUM, launchChromium } from './lib/chromium.mjs';
import { median, percentile, report } from './lib/report.mjs';

const RUNS = 10;
const USERS = ['alice', 'bob', 'grace'];
const distDir = join(repoRoot, 'dist/web');
if (!existsSync(CHROMIUM) || !existsSync(join(distDir, 'index.html'))) {
  process.stderr.write('web-accounts: needs /usr/bin/chromium and dist/web (npm run build)\n');
  process.exit(1);
}

const marker = (user) => `${user} web switch marker`;
const mib = (bytes) => bytes / 1024 / 1024;

const { startSandbox, startWebServer } = await importBundled('bench/lib/servers.ts');
const sandbox = await startSandbox({ port: 0 });
for (const user of USERS) {
  sandbox.state.createStatus(user, { status: marker(user), visibility: 'direct', silent: true });
}
const web = await startWebServer({ port: 0, apiServer: sandbox.url, distDir });
const browser = await launchChromium([]);

/** Waits for the home timeline to show the account's marker. */
async function homeShows(page, user) {
  await page
    .locator('main article', { hasText: marker(user) })
    .first()
    .waitFor({ timeout: 60_000 });
}

async function logInForm(page, user) {
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(user);
  await form.getByLabel('Password').fill('sandbox');
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/main\/friends$/);
  await homeShows(page, user);
}

/** The account menu open (its rows are the switch targets). */
async function openMenu(page) {
  const menu = page.getByRole('menu');
  if (!(await menu.isVisible())) await page.getByTestId('account-menu-button').click();
  await menu.waitFor();
}

/**
 * One switch, timed in the page: the click on the account's row to its marker in an article
 * of the home timeline.
 */
async function timedSwitch(page, user) {
  await openMenu(page);
  return page.evaluate(
    ([name, text, limit]) =>
      new Promise((resolve, reject) => {
        const row = [...document.querySelectorAll('[role="menuitemradio"]')].find((r) =>
          (r.textContent ?? '').trim().startsWith(`@${name}@`),
        );
        if (!row) {
          reject(new Error(`no account menu row for ${name}`));
          return;
        }
        const seen = () =>
          [...document.querySelectorAll('main article')].some((a) =>
            (a.textContent ?? '').includes(text),
          );
        if (seen()) {
          reject(new Error(`${name}'s marker was shown before the switch`));
          return;
        }
        const timer = setTimeout(
          () => reject(new Error(`${name}'s home was not drawn within ${limit} ms`)),
          limit,
        );
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - start);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        row.click();
      }),
    [user, marker(user), 60_000],
  );
}

async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${web.url}/login`);
  await logInForm(page, USERS[0]);
  const heapOne = await heapAfterGc(cdp);
  for (const user of USERS.slice(1)) {
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Add an account' }).click();
    await page.waitForURL(/\/login\?add=1$/);
    await logInForm(page, user);
  }
  // Every scope visited once (warm) before the timed switches.
  for (const user of USERS) {
    if (user !== USERS.at(-1)) await timedSwitch(page, user);
  }
  const times = [];
  let at = USERS.length - 1;
  for (let i = 0; i < RUNS; i++) {
    at = (at + 1) % USERS.length;
    times.push(await timedSwitch(page, USERS[at]));
  }
  const heapThree = await heapAfterGc(cdp);
  report('web-accounts', [
    {
      label: 'switch: click → home timeline drawn, median of 10',
      value: median(times),
      unit: 'ms',
    },
    { label: 'switch p90', value: percentile(times, 90), unit: 'ms' },
    { label: 'JS heap after GC, 1 account', value: mib(heapOne), unit: 'MiB' },
    { label: 'JS heap after GC, 3 accounts', value: mib(heapThree), unit: 'MiB' },
  ]);
} finally {
  await browser.close();
  await web.close();
  await sandbox.close();
}
