import { reaction } from 'mobx';
import type { TimelineKind, TimelineParams } from '../api/client';
import type { StreamSpec } from '../realtime/realtime';
import { TimelineStore } from './timeline';
import { type TimelineDeps, timelineKey } from './timeline-source';

/** Spec part 1 §9: timelines poll every 10 s when streaming is off or down. */
export const TIMELINE_POLL_MS = 10_000;

/** Which stream feeds a timeline live, if any. */
export function streamFor(kind: TimelineKind): StreamSpec | undefined {
  switch (kind.type) {
    case 'home':
      return { stream: 'user' };
    case 'public':
      return { stream: kind.local ? 'public:local' : 'public' };
    case 'tag':
      return { stream: 'hashtag', arg: kind.tag };
    case 'list':
      return { stream: 'list', arg: kind.id };
    case 'direct':
      return { stream: 'direct' };
    default:
      return undefined;
  }
}

/**
 * Spec-free choice: how many timelines no view shows stay cached (a tag or profile visited
 * a moment ago opens at once); older ones are dropped, so visiting a thousand tags keeps
 * memory bounded.
 */
export const TIMELINES_KEPT = 20;

/**
 * Keeps one TimelineStore per timeline key, so every view of "home" shares one queue.
 * Home and watched timelines always stay; others are kept least-recently-used.
 */
export class TimelineRegistry {
  private readonly timelines = new Map<string, TimelineStore>();
  private readonly disposers = new Map<string, () => void>();

  constructor(
    private readonly deps: TimelineDeps,
    private readonly isLive: (spec: StreamSpec) => boolean,
  ) {}

  get(kind: TimelineKind, params: TimelineParams = {}): TimelineStore {
    const key = timelineKey(kind);
    let timeline = this.timelines.get(key);
    if (timeline) {
      // Most recently used goes last (a Map keeps insertion order).
      this.timelines.delete(key);
      this.timelines.set(key, timeline);
      return timeline;
    }
    timeline = new TimelineStore(kind, this.deps, params);
    this.timelines.set(key, timeline);
    const spec = streamFor(kind);
    if (spec) {
      const store = timeline;
      this.disposers.set(
        key,
        reaction(
          () => this.isLive(spec),
          (live) => store.setLive(live),
          { fireImmediately: true, name: `live:${key}` },
        ),
      );
    }
    this.evict();
    return timeline;
  }

  /** The ids every kept timeline holds (the entity sweep keeps these). */
  references(): string[] {
    return this.all().flatMap((t) => [...t.visibleIds, ...t.queuedIds]);
  }

  private evict(): void {
    const idle = this.all().filter((t) => t.watchers === 0 && t.kind.type !== 'home');
    for (const timeline of idle.slice(0, Math.max(0, idle.length - TIMELINES_KEPT))) {
      this.disposers.get(timeline.key)?.();
      this.disposers.delete(timeline.key);
      this.timelines.delete(timeline.key);
    }
  }

  all(): TimelineStore[] {
    return [...this.timelines.values()];
  }

  /** Timelines some view shows and no stream keeps fresh: these poll. */
  needingPoll(): TimelineStore[] {
    return this.all().filter((t) => t.watchers > 0 && !t.live && t.state === 'loaded');
  }

  forStream(spec: StreamSpec): TimelineStore[] {
    return this.all().filter((t) => {
      const s = streamFor(t.kind);
      return s !== undefined && s.stream === spec.stream && (s.arg ?? '') === (spec.arg ?? '');
    });
  }

  /**
   * Drop what one account posted or repeated from the home timeline, if it is kept (an
   * unfollow, spec part 2 §4). Other timelines keep them.
   */
  removeAuthoredFromHome(accountId: string): void {
    const home = this.timelines.get(timelineKey({ type: 'home' }));
    if (!home) return;
    const statuses = this.deps.entities;
    for (const id of [...home.visibleIds, ...home.queuedIds]) {
      if (statuses.status(id)?.accountId === accountId) home.remove(id);
    }
  }

  removeEverywhere(statusId: string): void {
    for (const timeline of this.timelines.values()) timeline.remove(statusId);
  }

  /** A status was deleted: every timeline shows its placeholder (and drops it from queues). */
  markDeleted(statusId: string): void {
    for (const timeline of this.timelines.values()) timeline.markDeleted(statusId);
  }

  /** Logout clears every timeline (spec §4). */
  reset(): void {
    for (const dispose of this.disposers.values()) dispose();
    this.disposers.clear();
    this.timelines.clear();
  }
}
