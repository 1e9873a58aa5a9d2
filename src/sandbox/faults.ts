import type { Params } from './params';

/**
 * Injected failures for the client's error-path tests: the next `times` requests matching
 * method + path answer `status` with the raw `body` (status 0 destroys the socket instead).
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
}

export class FaultTable {
  private faults: Fault[] = [];

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
    };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
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
