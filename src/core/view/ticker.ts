/**
 * A shared "now" that moves once a minute on the injected clock (spec part 1 §9: time
 * labels refresh every 60 s), so every relative time label re-renders from one timer
 * instead of one per status, and tests move it with a fake clock. Both faces use it.
 */
import { action, makeObservable, observable } from 'mobx';
import type { ClockPort, TimerHandle } from '../ports';

/** Spec part 1 §9: time labels refresh every 60 s. */
export const TIME_LABEL_REFRESH_MS = 60_000;

export class NowTicker {
  now: number;
  private timer: TimerHandle | undefined;

  constructor(
    private readonly clock: ClockPort,
    private readonly intervalMs = TIME_LABEL_REFRESH_MS,
  ) {
    this.now = clock.now();
    makeObservable(this, { now: observable, refresh: action });
  }

  start(): void {
    if (this.timer !== undefined) return;
    this.schedule();
  }

  /** Take a fresh reading now (e.g. after a post, so "now" is not a minute old). */
  refresh(): void {
    this.now = this.clock.now();
  }

  stop(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.timer = this.clock.setTimeout(() => {
      this.refresh();
      this.schedule();
    }, this.intervalMs);
  }
}
