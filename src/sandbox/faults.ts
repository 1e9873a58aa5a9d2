import type { Params } from './params';

/**
 * Injected failures for the client's error-path tests: the next `times` requests matching
 * method + path answer `status` with the raw `body` (status 0 destroys the socket instead).
 * A `hold` fault answers as usual, but only once the test releases it (`release()`, or
 * `POST /__sandbox/faults/release`): the client's "still loading" moment, for as long as
 * the test needs it.
 */
export interface Fault {
  method: string;
  /** Exact path, or a prefix ending in `*`. */
  path: string;
  status: number;
  body: string;
  headers: Record<string, string>;
  delayMs: number;
  times: number;
  /** Held until released, then answered by the real route (status and body unused). */
  hold: boolean;
}

export class FaultTable {
  private faults: Fault[] = [];
  private waiting: Array<() => void> = [];

  add(p: Params): Fault {
    const headers: Record<string, string> = {};
    const rawHeaders = p.raw('headers');
    if (rawHeaders && typeof rawHeaders === 'object' && !Array.isArray(rawHeaders)) {
      for (const [k, v] of Object.entries(rawHeaders)) headers[k.toLowerCase()] = String(v);
    }
    const fault: Fault = {
      method: (p.str('method') ?? '*').toUpperCase(),
      path: p.str('path') ?? '*',
      status: p.int('status') ?? 500,
      body: p.str('body') ?? '',
      headers,
      delayMs: Math.max(0, p.int('delayMs') ?? 0),
      times: p.int('times') ?? 1,
      hold: p.bool('hold') ?? false,
    };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
    this.release();
  }

  /** Waits for the next `release()` (a held request). */
  held(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Lets every held request go on to its route; how many there were. */
  release(): number {
    const waiting = this.waiting.splice(0);
    for (const go of waiting) go();
    return waiting.length;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** Takes one use of the first matching fault. */
  take(method: string, path: string): Fault | null {
    const i = this.faults.findIndex(
      (f) =>
        (f.method === '*' || f.method === method) &&
        (f.path === path || (f.path.endsWith('*') && path.startsWith(f.path.slice(0, -1)))),
    );
    if (i < 0) return null;
    const f = this.faults[i]!;
    f.times -= 1;
    if (f.times <= 0) this.faults.splice(i, 1);
    return f;
  }
}
