import type { ClockPort, TimerHandle } from '../ports';

/** A disposable repeating job. */
export interface ScheduledJob {
  readonly name: string;
  dispose(): void;
}

/**
 * Runs periodic jobs on an injectable clock (tests pass a fake one). A job's next run is
 * scheduled only after the previous one settles, so slow servers never pile requests up.
 */
export class Scheduler {
  private readonly jobs = new Set<ScheduledJob>();

  constructor(private readonly clock: ClockPort) {}

  every(name: string, intervalMs: number, run: () => void | Promise<void>): ScheduledJob {
    let timer: TimerHandle | undefined;
    let disposed = false;
    const tick = async () => {
      timer = undefined;
      try {
        await run();
      } catch {
        // The job reports its own failures (notices); the schedule keeps going.
      }
      if (!disposed) timer = this.clock.setTimeout(() => void tick(), intervalMs);
    };
    timer = this.clock.setTimeout(() => void tick(), intervalMs);
    const job: ScheduledJob = {
      name,
      dispose: () => {
        disposed = true;
        if (timer !== undefined) this.clock.clearTimeout(timer);
        this.jobs.delete(job);
      },
    };
    this.jobs.add(job);
    return job;
  }

  /** Run once after a delay; disposable like a job. */
  after(name: string, delayMs: number, run: () => void): ScheduledJob {
    let disposed = false;
    const timer = this.clock.setTimeout(() => {
      this.jobs.delete(job);
      if (!disposed) run();
    }, delayMs);
    const job: ScheduledJob = {
      name,
      dispose: () => {
        disposed = true;
        this.clock.clearTimeout(timer);
        this.jobs.delete(job);
      },
    };
    this.jobs.add(job);
    return job;
  }

  get activeJobs(): string[] {
    return [...this.jobs].map((job) => job.name);
  }

  dispose(): void {
    for (const job of [...this.jobs]) job.dispose();
  }
}
