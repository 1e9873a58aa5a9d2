/**
 * A shared "now" that changes once a minute (spec §9: time labels refresh every 60 s),
 * so every relative time label re-renders from one timer instead of one per status.
 *
 * Platform-free: runs on the injected clock.
 */
import { makeObservable, observable, runInAction } from 'mobx';
import type { ClockPort, TimerHandle } from '../../core/ports';

export const TIME_LABEL_REFRESH_MS = 60_000;

export class NowTicker {
  now: number;
  private timer: TimerHandle | undefined;

  constructor(private readonly clock: ClockPort) {
    this.now = clock.now();
    makeObservable(this, { now: observable });
  }

  start(): void {
    if (this.timer !== undefined) return;
    const tick = () => {
      runInAction(() => {
        this.now = this.clock.now();
      });
      this.timer = this.clock.setTimeout(tick, TIME_LABEL_REFRESH_MS);
    };
    this.timer = this.clock.setTimeout(tick, TIME_LABEL_REFRESH_MS);
  }

  /** Take a fresh reading now (e.g. after a post, so "now" is not a minute old). */
  refresh(): void {
    runInAction(() => {
      this.now = this.clock.now();
    });
  }

  stop(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
