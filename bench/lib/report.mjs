// Shared bits of the benchmarks: statistics, formatting and the result hand-off to run.mjs.
// Benchmarks print figures; nothing here asserts a time.
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export function median(values) {
  return percentile(values, 50);
}

/** Nearest-rank percentile (p in 0..100) of the values; NaN for none. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function fmt(value, unit) {
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value)) return `${value}`;
  if (Number.isInteger(value) && !unit) return String(value);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

/** The 1-minute load average, printed with every result (the machine is shared). */
export function load() {
  return loadavg()[0];
}

/**
 * Prints a benchmark's figures and hands them to `bench/run.mjs` (which sets
 * PETREL_BENCH_OUT) for the final table. `figures`: [{ label, value, unit?, note? }].
 */
export function report(name, figures, notes = []) {
  const width = Math.max(...figures.map((f) => f.label.length));
  const lines = [`\n${name} (load ${load().toFixed(2)})`];
  for (const f of figures) {
    lines.push(
      `  ${f.label.padEnd(width)}  ${fmt(f.value, f.unit)}${f.note ? `  (${f.note})` : ''}`,
    );
  }
  for (const note of notes) lines.push(`  note: ${note}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  const out = process.env.PETREL_BENCH_OUT;
  if (out) appendFileSync(out, `${JSON.stringify({ name, figures, notes, load: load() })}\n`);
}

/** Milliseconds since `start` (a performance.now() reading). */
export function since(start) {
  return performance.now() - start;
}
