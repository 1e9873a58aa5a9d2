import { action, makeObservable, observable } from 'mobx';
import type { ClockPort, TimerHandle } from '../../../core';

/** Spec part 1 §9: time labels refresh every 60 s. */
export const TIME_LABEL_REFRESH_MS = 60_000;

/**
 * An observable "now" that moves every `intervalMs` on the injected clock, so relative
 * time labels re-render together (and tests move them with a fake clock).
 */
export class Ticker {
  now: number;
  private timer: TimerHandle | undefined;

  constructor(
    private readonly clock: ClockPort,
    private readonly intervalMs = TIME_LABEL_REFRESH_MS,
  ) {
    this.now = clock.now();
    makeObservable<Ticker, 'tick'>(this, { now: observable, tick: action });
  }

  start(): void {
    if (this.timer !== undefined) return;
    this.schedule();
  }

  dispose(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.timer = this.clock.setTimeout(() => {
      this.tick();
      this.schedule();
    }, this.intervalMs);
  }

  private tick(): void {
    this.now = this.clock.now();
  }
}
