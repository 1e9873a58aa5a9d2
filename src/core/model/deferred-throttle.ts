import type { ClockPort, TimerHandle } from '../ports';

/**
 * At most one run per window, and a call inside the window is deferred to the window's end
 * rather than dropped: a reader who reaches the bottom 300 ms after the last page gets the
 * next one at 1,000 ms without scrolling again (a dropped call left them waiting for a
 * scroll that might never come). Calls made while one is deferred share it.
 */
export class DeferredThrottle {
  private last = Number.NEGATIVE_INFINITY;
  private timer: TimerHandle | undefined;
  private settle: (() => void) | undefined;
  private waiting: Promise<void> | undefined;

  constructor(
    private readonly clock: ClockPort,
    private readonly windowMs: number,
  ) {}

  /** Runs `action` now, or once at the end of the window (shared by every call until then). */
  run(action: () => Promise<void>): Promise<void> {
    const wait = this.last + this.windowMs - this.clock.now();
    if (wait <= 0) {
      this.last = this.clock.now();
      return action();
    }
    this.waiting ??= new Promise<void>((resolve) => {
      this.settle = resolve;
      this.timer = this.clock.setTimeout(() => {
        this.timer = undefined;
        this.waiting = undefined;
        this.settle = undefined;
        this.last = this.clock.now();
        // The action reports its own failures (store state); the waiting callers just resume.
        action().then(resolve, resolve);
      }, wait);
    });
    return this.waiting;
  }

  /** The next call runs at once (an explicit retry). */
  open(): void {
    this.last = Number.NEGATIVE_INFINITY;
  }

  /** Drops a deferred run (the list was reset or disposed); its callers resume at once. */
  cancel(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = undefined;
    this.settle?.();
    this.settle = undefined;
  }
}
