// A full-screen program in a pseudo-terminal made by util-linux `script` (120x40): the time
// from spawn until a text is on screen, and the resident memory (VmRSS) of the program at
// that moment. Used by tui-first-frame.mjs (Petrel) and toot-compare.mjs (Petrel and toot).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { repoRoot } from './bundle.mjs';

const TIMEOUT_MS = 20_000;
// Linux's USER_HZ (/proc/PID/stat counts CPU time in these ticks).
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

// Terminal escapes (CSI, OSC, charset and keypad selections), stripped from the output.
const ESC = '\u001b';
const ESCAPES = new RegExp(
  [
    `${ESC}\\[[0-9;?]*[ -/]*[@-~]`,
    `${ESC}\\][^\\u0007${ESC}]*(?:\\u0007|${ESC}\\\\)`,
    `${ESC}[()][0-9A-Za-z]`,
    `${ESC}[=>78]`,
  ].join('|'),
  'g',
);

export function hasScript() {
  return spawnSync('script', ['--version'], { stdio: 'ignore' }).status === 0;
}

export function quote(s) {
  return `'${s.replaceAll("'", "'\\''")}'`;
}

/** The start and end of a long screen (an Ink error screen quotes whole bundle lines). */
function clip(screen) {
  return screen.length <= 1600 ? screen : `${screen.slice(0, 800)}\n[…]\n${screen.slice(-800)}`;
}

/** The pid of `script`'s child — the program, which the shell exec'd. */
function programPid(scriptPid) {
  try {
    return readFileSync(`/proc/${scriptPid}/task/${scriptPid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .find(Boolean);
  } catch {
    return undefined;
  }
}

/** Resident memory (MiB) of `script`'s child. */
function programRss(scriptPid) {
  try {
    const pid = programPid(scriptPid);
    const kb = pid && /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {}
  return Number.NaN;
}

/**
 * CPU time (user + sys, ms) `script`'s child has used so far: on a loaded machine far steadier
 * than the wall time, which mostly measures the wait for a core.
 */
function programCpu(scriptPid) {
  try {
    const pid = programPid(scriptPid);
    const stat = pid && readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/**
 * Runs `command` (a shell command line, exec'd) in a 120x40 pty until `text` shows; resolves
 * with ms to the first output, ms to the text and the program's RSS (MiB) then. `quit` is
 * typed to leave; the process group is killed if it lingers.
 */
export function startOnce(command, text, { env, quit = 'q' } = {}) {
  return new Promise((resolve, reject) => {
    const line = `stty cols 120 rows 40; exec ${command}`;
    const started = performance.now();
    const child = spawn('script', ['-qfec', line, '/dev/null'], {
      cwd: repoRoot,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true, // its own process group, so the pty's children go with it
    });
    let screen = '';
    let firstOutput;
    let done = false;
    const finish = (error, result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stop(child, quit).then(() => (error ? reject(error) : resolve(result)));
    };
    const timer = setTimeout(
      () => finish(new Error(`"${text}" not shown within ${TIMEOUT_MS} ms:\n${clip(screen)}`)),
      TIMEOUT_MS,
    );
    child.on('error', (e) => finish(e));
    child.on('exit', (code) =>
      finish(new Error(`${command} exited (${code}) before the timeline:\n${clip(screen)}`)),
    );
    child.stdout.on('data', (data) => {
      screen += data.toString().replace(ESCAPES, '');
      if (firstOutput === undefined && screen.trim() !== '')
        firstOutput = performance.now() - started;
      if (!done && screen.replace(/\s+/g, ' ').includes(text)) {
        const timeline = performance.now() - started;
        finish(undefined, {
          firstOutput,
          timeline,
          rss: programRss(child.pid),
          cpu: programCpu(child.pid),
        });
      }
    });
  });
}

/** Quit with `quit`; then SIGTERM, then SIGKILL the child's process group if it lingers. */
function stop(child, quit) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const signal = (name) => {
      try {
        process.kill(-child.pid, name);
      } catch {}
    };
    // Petrel writes its compile cache as it exits after `q` (only on a clean exit): on a
    // loaded machine that took over a second, so a SIGTERM after 1 s left every run of a
    // benchmark without a cache (start ~3x slower than a user's second start).
    const term = setTimeout(() => signal('SIGTERM'), 6000);
    const kill = setTimeout(() => signal('SIGKILL'), 9000);
    child.once('exit', () => {
      clearTimeout(term);
      clearTimeout(kill);
      resolve();
    });
    child.stdin.write(quit, () => {});
  });
}

/**
 * Runs `command` in a 120x40 pty; once `first` is on screen, types `key` every 10 ms until
 * `reached(screen)` says the cursor is far enough down the timeline (moving through the
 * pages the program loads on the way). Resolves with ms from the first to the last and the
 * program's RSS (MiB) then; with `restMs`, also its RSS that long after the last key
 * (`rssAtRest`: what a reader who stopped there leaves resident). Only the latest output is
 * searched (a long run draws megabytes).
 */
export function scrollUntil(
  command,
  first,
  reached,
  { env, key, quit = 'q', timeoutMs = 240_000, restMs = 0 },
) {
  return new Promise((resolve, reject) => {
    const line = `stty cols 120 rows 40; exec ${command}`;
    const child = spawn('script', ['-qfec', line, '/dev/null'], {
      cwd: repoRoot,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    let recent = '';
    let shownAt;
    let reachedAt;
    let presser;
    let done = false;
    const finish = (error, result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(presser);
      stop(child, quit).then(() => (error ? reject(error) : resolve(result)));
    };
    const timer = setTimeout(
      () => finish(new Error(`not scrolled far enough within ${timeoutMs} ms:\n${clip(recent)}`)),
      timeoutMs,
    );
    child.on('error', (e) => finish(e));
    child.on('exit', (code) => finish(new Error(`${command} exited (${code}):\n${clip(recent)}`)));
    child.stdout.on('data', (data) => {
      recent = (recent + data.toString().replace(ESCAPES, '')).slice(-20_000);
      const flat = recent.replace(/\s+/g, ' ');
      if (shownAt === undefined && flat.includes(first)) {
        shownAt = performance.now();
        presser = setInterval(() => child.stdin.write(key, () => {}), 10);
      }
      if (shownAt !== undefined && !reachedAt && reached(flat)) {
        reachedAt = performance.now();
        clearInterval(presser);
        const result = { ms: reachedAt - shownAt, rss: programRss(child.pid) };
        if (restMs <= 0) return finish(undefined, result);
        clearTimeout(timer);
        setTimeout(
          () => finish(undefined, { ...result, rssAtRest: programRss(child.pid) }),
          restMs,
        );
      }
    });
  });
}
