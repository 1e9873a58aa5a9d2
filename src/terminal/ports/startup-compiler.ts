/**
 * bin/petrel holds V8's optimising compiler back while the terminal UI starts (start-up
 * code runs once; bin/ui-heap.cjs says why) and leaves a function to turn it back on under
 * this global key; the same call writes the compile cache of what the start ran. The UI
 * calls `optimiseAfterStart` once its first frame is out. Without the launcher (tests,
 * `node dist/...`), there is nothing to turn back on.
 */
const RESUME_KEY = Symbol.for('petrel.optimiseAfterStart');

export function optimiseAfterStart(): void {
  const holder = globalThis as unknown as Record<symbol, unknown>;
  const resume = holder[RESUME_KEY];
  if (typeof resume !== 'function') return;
  delete holder[RESUME_KEY];
  resume();
}
