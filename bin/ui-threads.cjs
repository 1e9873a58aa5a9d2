'use strict';
/**
 * The terminal UI runs for hours, and most of what it keeps resident beyond its own heap is
 * per thread: V8 compiles and collects on a pool of worker threads (four by default), and
 * glibc gives each thread that allocates its own malloc arena, which keeps the peak of
 * what that thread ever used (TurboFan's zone memory, mostly). Both can only be chosen
 * before Node starts: `--v8-pool-size` on Node's command line, `MALLOC_ARENA_MAX` in the
 * environment glibc reads at start. So on a Node that can replace its own process
 * (`process.execve`: Node 22.15+, 23.11+, 24), a UI run starts Node again, in the same
 * process (same pid, terminal and descriptors; nothing of the first start stays resident),
 * with two worker threads and two arenas, and with TurboFan compiling on the main thread
 * (`--no-concurrent-recompilation`): its zone memory then comes from the main arena, reused
 * from one compile to the next, instead of staying resident in a worker's.
 *
 * Measured in the 120x40 pty against the sandbox (bench/README.md, "Terminal memory, third
 * pass"): RSS after scrolling 1,000 statuses 8-11 MiB lower on Node 22 and 24; the second
 * start costs one bare Node start (~20 ms; the UI's start 101 -> 111 ms on Node 24).
 * Compiling on the main thread: after 1,000 statuses ~3 MiB less again (two scrolls each:
 * Node 22 90.1 -> 86.7 MiB, Node 24 97.0 -> 94.3); `bench/tui-keypress` on Node 24, key to
 * frame median 1.67 -> 1.74 ms, p95 2.4-2.8 -> 5.4 ms (now and then a compile runs before a
 * frame; the target is 16 ms).
 * Node 20 cannot do this without leaving the launcher alive as a parent (measured: more
 * memory held than saved), so there it runs as before.
 *
 * A user's own `--v8-pool-size` (node's arguments or NODE_OPTIONS), concurrent
 * recompilation choice or `MALLOC_ARENA_MAX` is kept; `PETREL_UI_THREADS=default` turns the
 * restart off.
 */

const POOL_FLAG = '--v8-pool-size=2';
const COMPILER_FLAG = '--no-concurrent-recompilation';
const ARENAS = '2';
/** Names the restart added to the environment, removed again once it is done. */
const ADDED_KEY = 'PETREL_UI_ADDED_ENV';

/** This Node process as restartWithFewerThreads sees it (tests give their own, whole). */
function thisProcess() {
  return {
    execve: process.execve,
    platform: process.platform,
    execPath: process.execPath,
    execArgv: process.execArgv,
    env: process.env,
  };
}

/**
 * Starts Node again with fewer threads when it can and should; returns only when it does
 * not (on success `execve` never returns).
 */
function restartWithFewerThreads(script, argv, host = thisProcess()) {
  const { execve, platform, execPath, execArgv, env } = host;
  if (typeof execve !== 'function' || platform === 'win32') return 'unsupported';
  if (env.PETREL_UI_THREADS === 'default') return 'turned off';
  const given = [...execArgv, env.NODE_OPTIONS ?? ''];
  if (given.some((arg) => /--v8[-_]pool[-_]size/.test(arg))) return 'already set';
  const flags = [POOL_FLAG];
  if (!given.some((arg) => /--(no[-_])?concurrent[-_]recompilation\b/.test(arg))) {
    flags.push(COMPILER_FLAG);
  }
  const next = { ...env };
  const added = [];
  if (next.MALLOC_ARENA_MAX === undefined) {
    next.MALLOC_ARENA_MAX = ARENAS;
    added.push('MALLOC_ARENA_MAX');
  }
  if (added.length > 0) next[ADDED_KEY] = added.join(',');
  try {
    execve.call(process, execPath, [execPath, ...execArgv, ...flags, script, ...argv], next);
  } catch {
    // Not replaced (an unusual system refusing execve): run as we are.
    return 'failed';
  }
  return 'restarted';
}

/**
 * In the restarted UI: takes out of the environment what the restart added (glibc has read
 * it), so that the programs the UI starts (the editor, the opener) get the user's own.
 */
function forgetAddedEnvironment(env = process.env) {
  const added = env[ADDED_KEY];
  if (added === undefined) return [];
  const names = added.split(',').filter((name) => name === 'MALLOC_ARENA_MAX');
  for (const name of names) delete env[name];
  delete env[ADDED_KEY];
  return names;
}

module.exports = {
  POOL_FLAG,
  COMPILER_FLAG,
  ARENAS,
  ADDED_KEY,
  restartWithFewerThreads,
  forgetAddedEnvironment,
};
