'use strict';
/**
 * V8 flags for the long-running terminal UI, set by bin/petrel before the UI's bundle loads
 * (issue 10: RSS ≤ 60 MiB). V8 reads the first two at every garbage collection, so setting them
 * after Node started works, unlike `--max-semi-space-size`, which only Node's command line
 * can set (a launcher cannot pass it without `env -S` or a re-exec). Measured in a 120x40
 * pty against the sandbox (bench/README.md): RSS at the first frame 107 → 86 MiB, after
 * scrolling 1,000 statuses 172 → 110 MiB.
 * - The young generation stays at its start size (two 1 MiB semi-spaces) instead of
 *   doubling to 2×8 MiB while the UI starts and 2×16 MiB while it scrolls.
 * - The old generation may grow 50 % past what survived the last full collection before
 *   the next one, instead of the factor V8 picks for speed (up to 4×): every frame's
 *   garbage that outlives two young collections lands there, and by default it piled up to
 *   60 MiB (25 MiB of it live) after 600 statuses before a full collection. 20 % kept
 *   3 MiB less after 1,000 statuses but doubled the full collections of bench/tui-keypress
 *   (8 → 18, CPU +14 %); 50 %: 15 of them, CPU +9 %, key-to-frame median unchanged.
 * - TurboFan inlines at most 300 bytes of bytecode into a function it optimises, not 920
 *   (read at each compile): a compile's zone memory is smaller, and so is the peak each
 *   thread's malloc arena keeps. Node 20, three scrolls each: RSS after 1,000 statuses
 *   91.7 → 88.5 MiB; `bench/tui-keypress` and `tui-flood` key to frame unchanged (median
 *   2.6 vs 2.7 ms; under the flood 4.1-5.1 vs 4.8-5.1 ms). No inlining at all saved
 *   1.7 MiB more but made every key ~0.6 ms slower.
 * A flag the user gave Node themselves (NODE_OPTIONS, node's arguments) is left alone.
 */
const UI_HEAP_FLAGS = [
  '--semi-space-growth-factor=1',
  '--heap-growing-percent=50',
  '--max-inlined-bytecode-size-cumulative=300',
];

/**
 * V8's optimising compiler (TurboFan) is held back while the UI starts: start-up code runs
 * once, so optimising it is wasted work, and the compiler's zone memory stays resident
 * (malloc'd by its worker threads and freed into their arenas). Measured in the pty
 * (bench/README.md): RSS at the first frame 3-4 MiB lower, CPU to it not higher. The UI
 * turns it back on once its first frame is out (`optimiseAfterStart`, through the global
 * key below: src/terminal/ports/startup-compiler.ts), because key presses and scrolling do
 * gain from it.
 */
const START_FLAG = '--no-opt';

/**
 * V8's baseline compiler (Sparkplug) is held back the same way: it compiles a function's
 * bytecode to machine code once the function has run a little, which start-up code does
 * once and is done with. Measured in the pty (bench/README.md): code space at the first
 * frame ~1 MiB smaller. From the first frame on it compiles as usual (keys and scrolling
 * run the same functions again and again).
 */
const BASELINE_START_FLAG = '--no-sparkplug';
const BASELINE_RESUME_FLAG = '--sparkplug';
const RESUME_KEY = Symbol.for('petrel.optimiseAfterStart');

/**
 * yoga (Ink's layout) is WebAssembly: V8 runs it with its baseline compiler (Liftoff) and
 * compiles a function again with TurboFan, on a worker thread, once it has run enough
 * (its tiering budget, ~1.8 M "bytes executed" by default). The first frame's layout ran
 * through that budget and tiered yoga up before the frame was out: TurboFan's zone memory,
 * malloc'd on the worker and freed into its glibc arena, stayed resident (measured in the
 * pty, bench/README.md: RSS at the first frame 73-77 → 68 MiB, and steadier). The budget
 * each function starts with is raised while the UI starts, so nothing tiers up before the
 * first frame; a function that stays hot (layout on every key) still spends it and is
 * tiered up later, and from the first frame on every later budget is V8's own again.
 * `--liftoff-only` saved the same memory but made every key's layout slower for the whole
 * session (bench/tui-keypress: j 11-22 → 34-47 ms).
 */
const WASM_START_FLAG = '--wasm-tiering-budget=200000000';
/** V8's default (V8 11-12, Node 20-22). */
const WASM_RESUME_FLAG = '--wasm-tiering-budget=1800000';

/**
 * V8's mid-tier compiler (Maglev, on by default from V8 12: Node 22 and 24 on x64 and
 * arm64) is held back the same way: start-up code made hot enough for it runs once.
 * Measured on Node 24 in the pty (bench/README.md): RSS at the first frame 68.6 → 64.1 MiB.
 * Node 20's V8 has it off, and there it stays off (turning it "back on" would be new).
 */
const MAGLEV_START_FLAG = '--no-maglev';
const MAGLEV_RESUME_FLAG = '--maglev';

function maglevOnByDefault(v8Version = process.versions.v8, arch = process.arch) {
  return Number(v8Version.split('.')[0]) >= 12 && (arch === 'x64' || arch === 'arm64');
}

function setByUser(flag, given) {
  const name = flag.slice(2, flag.indexOf('='));
  return given.some((arg) => arg.includes(name) || arg.includes(name.replaceAll('-', '_')));
}

function optimisationSetByUser(given) {
  return given.some((arg) => /--(no-)?(opt|turbofan)\b/.test(arg));
}

function baselineSetByUser(given) {
  return given.some((arg) => /--(no-)?sparkplug\b/.test(arg));
}

/** Sets the flags the user did not; returns them. */
function tuneHeapForTheUi(
  set = (flags) => require('node:v8').setFlagsFromString(flags),
  given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''],
) {
  const flags = UI_HEAP_FLAGS.filter((flag) => !setByUser(flag, given));
  if (flags.length > 0) set(flags.join(' '));
  return flags;
}

/**
 * Turns the optimising, mid-tier and baseline compilers off and raises yoga's tiering budget
 * until the UI calls the function left under RESUME_KEY on globalThis (once). V8 keeps code caches only for
 * the flags they were made with, so the compile cache written at exit is made with the
 * start-up flags set again (the next start reads it with them). A flag the user chose
 * themselves is left alone.
 */
function holdOptimisationWhileStarting(
  set = (flags) => require('node:v8').setFlagsFromString(flags),
  given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''],
  target = globalThis,
  onExit = (listener) => process.once('exit', listener),
  maglev = maglevOnByDefault(),
) {
  const start = [];
  const resume = [];
  if (!optimisationSetByUser(given)) {
    start.push(START_FLAG);
    resume.push('--opt');
  }
  if (!baselineSetByUser(given)) {
    start.push(BASELINE_START_FLAG);
    resume.push(BASELINE_RESUME_FLAG);
  }
  if (maglev && !given.some((arg) => /--(no-)?maglev\b/.test(arg))) {
    start.push(MAGLEV_START_FLAG);
    resume.push(MAGLEV_RESUME_FLAG);
  }
  if (!given.some((arg) => /--wasm[-_]tiering[-_]budget/.test(arg))) {
    start.push(WASM_START_FLAG);
    resume.push(WASM_RESUME_FLAG);
  }
  if (start.length === 0) return false;
  set(start.join(' '));
  let resumed = false;
  target[RESUME_KEY] = () => {
    if (resumed) return;
    resumed = true;
    set(resume.join(' '));
  };
  // Registered before the compile cache's own exit listener (bin/petrel), so it runs first.
  onExit(() => {
    if (resumed) set(start.join(' '));
  });
  return true;
}

/**
 * The UI writes its compile cache (bin/compile-cache.cjs) as soon as its first frame is out,
 * still under the start-up flags, instead of at exit: the cache then holds the code a start
 * runs, whatever the session did next. Written at the end of a long first session, it lacked
 * much of it (V8 had dropped the bytecode of functions that ran once, at the start) and
 * every later start compiled that from source: measured in the pty (bench/README.md), the
 * first frame 68.4 MiB and 200 ms of CPU after a session that scrolled 1,000 statuses,
 * against 59.8 MiB and 140 ms. Runs before the compilers are resumed, as the key is called.
 */
function saveCacheOnceStarted(save, target = globalThis) {
  const resume = target[RESUME_KEY];
  target[RESUME_KEY] = () => {
    try {
      save();
    } finally {
      if (typeof resume === 'function') resume();
    }
  };
}

module.exports = {
  UI_HEAP_FLAGS,
  START_FLAG,
  BASELINE_START_FLAG,
  BASELINE_RESUME_FLAG,
  WASM_START_FLAG,
  WASM_RESUME_FLAG,
  MAGLEV_START_FLAG,
  MAGLEV_RESUME_FLAG,
  RESUME_KEY,
  maglevOnByDefault,
  holdOptimisationWhileStarting,
  saveCacheOnceStarted,
  tuneHeapForTheUi,
};
