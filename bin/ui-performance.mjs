// The terminal UI bundle's `performance` (bin/build.mjs injects it into ui.cjs in place of
// the global): the bundle uses only `performance.now()` (React's scheduler when it loads,
// Ink's frame timing, the virtual list's prefetch budget). Node's global `performance` loads
// its perf_hooks machinery on first access, which the scheduler made before the first
// frame: ~0.75 MiB of RSS with `node -e` (bench/README.md). Milliseconds since this module
// loaded, from the same monotonic clock.
const origin = process.hrtime.bigint();

export const performance = {
  now: () => Number(process.hrtime.bigint() - origin) / 1e6,
  timeOrigin: Date.now(),
};
