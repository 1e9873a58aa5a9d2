#!/usr/bin/env node
// Petrel next to toot (the anchor for the CLI and the terminal UI), in one run against
// `petrel sandbox`, interleaved (one of each per round, medians of ROUNDS):
//  - CLI: `petrel timeline home --limit 20` (human output and --json) and `toot timeline
//    --once --count 20`: wall time and max RSS (GNU time's %M);
//  - terminal UI: `petrel tui` and `toot tui` in a 120x40 pty (util-linux `script`): spawn to
//    alice's newest home status on screen, and the program's RSS at that moment.
// toot logs in with alice's token from the sandbox's password grant (what `petrel login`
// stored), written into a throwaway toot config.json (XDG_CONFIG_HOME); toot's own login
// insists on https. Without toot (`apt-get install toot`) Petrel's figures are printed alone.
//
//   node bench/toot-compare.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importBundled } from './lib/bundle.mjs';
import { loginAlice, PETREL, run, startSandboxChild } from './lib/cli.mjs';
import { hasScript, quote, scrollUntil, startOnce } from './lib/pty.mjs';
import { load, median, report } from './lib/report.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// Statuses scrolled through in each terminal UI before its RSS is read (BENCH_SCROLL=0: none).
const SCROLL = Number(process.env.BENCH_SCROLL ?? 1000);
// Seconds after the last key before each UI's RSS is read again (BENCH_REST=0: not read).
const REST = Number(process.env.BENCH_REST ?? 30);
// Another checkout's launcher, measured in the same rounds (a before/after in one run).
const BEFORE = process.env.PETREL_BENCH_BEFORE;
// The Node that runs Petrel (the sandbox and this script stay on this one): e.g. Node 24
// from tests/other-nodes.mjs's cache, where the UI restarts with fewer threads.
const NODE = process.env.BENCH_NODE ?? process.execPath;
const NO_EXTRA_CA = 'petrel timeline home --limit 20 --json, no NODE_EXTRA_CA_CERTS';
const TIME = '/usr/bin/time';

const toot = spawnSync('sh', ['-c', 'command -v toot'], { encoding: 'utf8' }).stdout.trim();
const tootVersion = toot
  ? // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own field syntax
    spawnSync('dpkg-query', ['-W', '-f=${Version}', 'toot'], { encoding: 'utf8' }).stdout.trim()
  : '';

/** A toot config logged in as alice on the sandbox. */
function tootConfig(dir, url, token) {
  const instance = new URL(url).host;
  const user = `alice@${instance}`;
  mkdirSync(join(dir, 'toot'), { recursive: true });
  writeFileSync(
    join(dir, 'toot', 'config.json'),
    JSON.stringify({
      apps: { [instance]: { instance, base_url: url, client_id: 'bench', client_secret: 'bench' } },
      users: { [user]: { instance, username: 'alice', access_token: token } },
      active_user: user,
    }),
  );
}

/** Alice's newest plain-text home status, first words (what both UIs show on screen). */
async function expectedText(url, token) {
  const res = await fetch(`${url}/api/v1/timelines/home?limit=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  for (const entry of await res.json()) {
    const shown = entry.reblog ?? entry;
    if (shown.spoiler_text) continue;
    const text = shown.content
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const prefix = /^[A-Za-z][A-Za-z ,]{9,}/.exec(text)?.[0];
    if (prefix) return prefix.slice(0, 16).trim();
  }
  throw new Error('no plain-text status among the first five of the home timeline');
}

/** Wall ms and max RSS (MiB, GNU time) of one command run to the end. */
async function timed(command, args, env, scratch) {
  const file = join(scratch, 'time');
  const viaTime = existsSync(TIME);
  const r = viaTime
    ? await run(TIME, ['-f', '%M', '-o', file, command, ...args], { env })
    : await run(command, args, { env });
  if (r.code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${r.code}): ${r.stderr}`);
  const rss = viaTime ? Number(readFileSync(file, 'utf8').trim().split('\n').pop()) / 1024 : NaN;
  return { ms: r.ms, rss, out: r.stdout };
}

/**
 * Each terminal UI once against a sandbox with SCROLL more statuses on alice's home, the
 * down key held until the oldest of them is on screen: that UI's RSS then.
 */
async function scrollBoth(node, env, scratch) {
  const { startSandbox } = await importBundled('bench/lib/servers.ts');
  const big = await startSandbox({ port: 0 });
  let login;
  try {
    const now = Date.now();
    for (let i = 0; i < SCROLL; i++) {
      big.state.createStatus('bob', {
        status: `Scroll test ${i}: ${'lorem ipsum dolor sit amet '.repeat(1 + (i % 3))}`,
        visibility: 'public',
        createdAt: now - 3_600_000 - i * 45_000,
        silent: true,
      });
    }
    login = await loginAlice(big.url);
    const first = await expectedText(big.url, login.token);
    // Petrel shows the status text in the list; toot shows "status N of M" below it.
    const last = `Scroll test ${SCROLL - 1}:`;
    const atLast = (screen) => screen.includes(last);
    const tootAtLast = (screen) =>
      [...screen.matchAll(/status (\d+) of \d+/g)].some(([, n]) => Number(n) > SCROLL);
    const petrelEnv = { ...login.env, PETREL_CACHE_DIR: env.PETREL_CACHE_DIR };
    const petrel = await scrollUntil(`${quote(node)} ${quote(PETREL)} tui`, first, atLast, {
      env: petrelEnv,
      key: 'j',
      restMs: REST * 1000,
    });
    let tootRun;
    if (toot) {
      const xdg = join(scratch, 'xdg-scroll');
      tootConfig(xdg, big.url, login.token);
      tootRun = await scrollUntil(`${quote(toot)} tui`, first, tootAtLast, {
        env: { ...login.env, XDG_CONFIG_HOME: xdg },
        key: '\u001b[B',
        restMs: REST * 1000,
      });
    }
    return { petrel, toot: tootRun, load: load() };
  } finally {
    login?.cleanup();
    await big.close();
  }
}

const sandbox = await startSandboxChild();
let session;
const scratch = mkdtempSync(join(tmpdir(), 'petrel-bench-toot-'));
try {
  session = await loginAlice(sandbox.url);
  const node = NODE;
  const env = { ...session.env, PETREL_CACHE_DIR: join(scratch, 'cache') };
  const tootEnv = { ...env, XDG_CONFIG_HOME: join(scratch, 'xdg') };
  // Its own code cache: a cache directory keeps one build's files and removes the others'.
  const beforeEnv = { ...env, PETREL_CACHE_DIR: join(scratch, 'cache-before') };
  if (toot) tootConfig(join(scratch, 'xdg'), sandbox.url, session.token);
  const text = await expectedText(sandbox.url, session.token);
  const script = hasScript();

  const cli = {
    'petrel timeline home --limit 20': [node, [PETREL, 'timeline', 'home', '--limit', '20'], env],
    'petrel timeline home --limit 20 --json': [
      node,
      [PETREL, 'timeline', 'home', '--limit', '20', '--json'],
      env,
    ],
    // Node 20 parses NODE_EXTRA_CA_CERTS's file as it starts, before any code of Petrel's,
    // whether or not a TLS connection follows (Node 22+ waits for one): the same run without
    // it shows what that costs on this machine.
    ...(process.env.NODE_EXTRA_CA_CERTS
      ? {
          [NO_EXTRA_CA]: [
            node,
            [PETREL, 'timeline', 'home', '--limit', '20', '--json'],
            { ...env, NODE_EXTRA_CA_CERTS: undefined },
          ],
        }
      : {}),
    ...(BEFORE ? { before: [node, [BEFORE, 'timeline', 'home', '--limit', '20'], beforeEnv] } : {}),
    ...(toot
      ? {
          'toot timeline --once --count 20': [
            toot,
            ['timeline', '--once', '--count', '20'],
            tootEnv,
          ],
        }
      : {}),
  };
  const tui = {
    'petrel tui': [`${quote(node)} ${quote(PETREL)} tui`, env, 'q'],
    ...(BEFORE ? { 'before tui': [`${quote(node)} ${quote(BEFORE)} tui`, beforeEnv, 'q'] } : {}),
    ...(toot ? { 'toot tui': [`${quote(toot)} tui`, tootEnv, 'q'] } : {}),
  };
  // Warm-up: compile caches, page cache, the sandbox's first answers.
  for (const [command, args, e] of Object.values(cli)) await timed(command, args, e, scratch);
  if (script)
    for (const [line, e, quit] of Object.values(tui)) await startOnce(line, text, { env: e, quit });

  const samples = {};
  const add = (name, key, value) => {
    samples[name] ??= { ms: [], rss: [], load: [] };
    samples[name][key].push(value);
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, [command, args, e]] of Object.entries(cli)) {
      const r = await timed(command, args, e, scratch);
      add(name, 'ms', r.ms);
      add(name, 'rss', r.rss);
      add(name, 'load', load());
    }
    if (!script) continue;
    for (const [name, [line, e, quit]] of Object.entries(tui)) {
      const r = await startOnce(line, text, { env: e, quit });
      add(name, 'ms', r.timeline);
      add(name, 'rss', r.rss);
      add(name, 'load', load());
    }
  }

  const scrolled = script && SCROLL > 0 ? await scrollBoth(node, env, scratch) : undefined;

  const m = (name, key) => (samples[name] ? median(samples[name][key]) : Number.NaN);
  const loadNote = (name) => `load ${median(samples[name].load).toFixed(1)}`;
  const figures = [];
  const row = (label, name, key, unit, anchor) => {
    figures.push({
      label,
      value: m(name, key),
      unit,
      note: `median of ${ROUNDS}, ${loadNote(name)}`,
    });
    if (anchor && samples[anchor]) {
      figures.push({ label: `  ${anchor}`, value: m(anchor, key), unit, note: loadNote(anchor) });
      figures.push({
        label: '  ratio Petrel / toot',
        value: m(name, key) / m(anchor, key),
        unit: 'x',
      });
    }
  };
  const tootCli = toot ? 'toot timeline --once --count 20' : undefined;
  row(
    'CLI wall: petrel timeline home --limit 20',
    'petrel timeline home --limit 20',
    'ms',
    'ms',
    tootCli,
  );
  row('CLI wall: same, --json', 'petrel timeline home --limit 20 --json', 'ms', 'ms', tootCli);
  row(
    'CLI max RSS: petrel timeline (human)',
    'petrel timeline home --limit 20',
    'rss',
    'MiB',
    tootCli,
  );
  row(
    'CLI max RSS: petrel timeline --json',
    'petrel timeline home --limit 20 --json',
    'rss',
    'MiB',
  );
  if (samples[NO_EXTRA_CA]) row('  same, without NODE_EXTRA_CA_CERTS', NO_EXTRA_CA, 'rss', 'MiB');
  if (script) {
    const tootTui = toot ? 'toot tui' : undefined;
    row('TUI start to first timeline drawn: petrel tui', 'petrel tui', 'ms', 'ms', tootTui);
    row('TUI RSS at first timeline frame: petrel tui', 'petrel tui', 'rss', 'MiB', tootTui);
  }
  if (BEFORE) {
    row('before: petrel timeline home --limit 20', 'before', 'ms', 'ms', tootCli);
    row('before: CLI max RSS', 'before', 'rss', 'MiB');
    if (script) {
      row(
        'before: petrel tui start to first timeline',
        'before tui',
        'ms',
        'ms',
        toot ? 'toot tui' : undefined,
      );
      row('before: petrel tui RSS at first frame', 'before tui', 'rss', 'MiB');
    }
  }
  if (scrolled) {
    figures.push({
      label: `TUI RSS after scrolling ${SCROLL} statuses: petrel tui`,
      value: scrolled.petrel.rss,
      unit: 'MiB',
      note: `one run, ${(scrolled.petrel.ms / 1000).toFixed(0)} s of j, load ${scrolled.load.toFixed(1)}`,
    });
    if (scrolled.toot) {
      figures.push({
        label: '  toot tui',
        value: scrolled.toot.rss,
        unit: 'MiB',
        note: `${(scrolled.toot.ms / 1000).toFixed(0)} s of down arrow`,
      });
      figures.push({
        label: '  ratio Petrel / toot',
        value: scrolled.petrel.rss / scrolled.toot.rss,
        unit: 'x',
      });
    }
    if (REST > 0) {
      figures.push({
        label: `TUI RSS ${REST} s after the scroll stopped: petrel tui`,
        value: scrolled.petrel.rssAtRest,
        unit: 'MiB',
        note: 'one run',
      });
      if (scrolled.toot) {
        figures.push({ label: '  toot tui', value: scrolled.toot.rssAtRest, unit: 'MiB' });
        figures.push({
          label: '  ratio Petrel / toot',
          value: scrolled.petrel.rssAtRest / scrolled.toot.rssAtRest,
          unit: 'x',
        });
      }
    }
  }
  const notes = [
    toot
      ? `anchor: toot ${tootVersion} (${toot}), logged in with alice's sandbox token in a throwaway config.json`
      : 'toot is not installed (apt-get install toot): Petrel figures alone, no ratios',
    script
      ? `TUI: 120x40 pty (util-linux script), waiting for "${text}"`
      : 'no util-linux script: TUI figures skipped',
    'issue goals: TUI start <= 0.8x toot, TUI RSS <= 60 MiB, CLI <= 0.5x toot, CLI RSS <= 45 MiB',
    ...(scrolled
      ? [
          `scroll: a second sandbox in this process with ${SCROLL} extra statuses by bob (alice follows him), held key until the last is on screen`,
        ]
      : []),
  ];
  if (process.env.PETREL_BENCH_CLI) notes.push(`CLI measured: ${PETREL}`);
  if (BEFORE) notes.push(`before: ${BEFORE}`);
  if (NODE !== process.execPath) notes.push(`Petrel run by ${NODE}`);
  // Node 20 reads this file at start, before any code of ours (+1.8 MiB on this machine).
  if (process.env.NODE_EXTRA_CA_CERTS) {
    notes.push(`NODE_EXTRA_CA_CERTS is set (${process.env.NODE_EXTRA_CA_CERTS})`);
  }
  report('toot-compare', figures, notes);
} finally {
  session?.cleanup();
  await sandbox.stop();
  rmSync(scratch, { recursive: true, force: true });
}
