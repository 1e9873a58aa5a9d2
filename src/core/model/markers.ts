import { action, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { Marker, Markers, MarkerTimeline } from '../domain/types';
import { NotSupportedError } from '../errors';
import type { ClockPort, LoggerPort, StoragePort } from '../ports';
import type { ScheduledJob, Scheduler } from '../schedule/scheduler';
import { compareIds } from './ids';

/** A reading position is saved this long after the view last reported one. */
export const MARKER_SAVE_DEBOUNCE_MS = 2000;
/** Storage key of the local fallback: `{ [accountKey]: { home?: LocalMarker, ... } }`. */
export const LOCAL_MARKERS_KEY = 'markers.local';

export const MARKER_TIMELINES: readonly MarkerTimeline[] = ['home', 'notifications'];

/** A reading position remembered on this machine. */
export interface LocalMarker {
  lastReadId: string;
  /** Unix milliseconds. */
  updatedAt: number;
}

type LocalRecord = Partial<Record<MarkerTimeline, LocalMarker>>;

export interface MarkersDeps {
  client: () => PleromaClient;
  storage: StoragePort;
  scheduler: Scheduler;
  clock: ClockPort;
  logger: LoggerPort;
  /** Whose positions these are (`alice@host`); null when signed out. */
  accountKey: () => string | null;
  /** False when the server's capabilities say it keeps no markers: only the local record is used. */
  serverHasMarkers?: () => boolean;
}

/**
 * Reading positions for home and notifications (`/api/v1/markers`). Views report where the
 * reader is with `setPosition`; it is saved 2 s after the last report. A server without
 * markers (404/405/501) gets a local record in the storage port instead; on restore the
 * server's position wins when it has one.
 */
export class MarkersStore {
  /** What the server holds (or held after our last save). */
  server: Markers = {};
  /** What this machine remembers (always written, so a server without markers loses nothing). */
  local: LocalRecord = {};
  /** Null until the first answer; false once the server said it has no markers. */
  supported: boolean | null = null;
  state: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  /** Positions reported but not saved yet. */
  pending: Partial<Record<MarkerTimeline, string>> = {};
  saving = false;

  private saveJob: ScheduledJob | undefined;

  constructor(private readonly deps: MarkersDeps) {
    makeObservable(this, {
      server: observable.ref,
      local: observable.ref,
      supported: observable,
      state: observable,
      pending: observable.ref,
      saving: observable,
      setPosition: action,
      reset: action,
    });
  }

  /** The last read id of a timeline: a pending report, else the server's, else the local one. */
  lastReadId(timeline: MarkerTimeline): string | undefined {
    return (
      this.pending[timeline] ??
      this.server[timeline]?.lastReadId ??
      this.local[timeline]?.lastReadId
    );
  }

  /** The server's marker with its unread count (Pleroma), when there is one. */
  marker(timeline: MarkerTimeline): Marker | undefined {
    return this.server[timeline];
  }

  /** On sign-in: fetch both markers; a server without them falls back to the local record. */
  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
      this.local = this.readLocal();
    });
    if (this.deps.serverHasMarkers?.() === false) {
      // Known beforehand: no request that can only fail.
      runInAction(() => {
        this.supported = false;
        this.state = 'loaded';
      });
      return;
    }
    try {
      const markers = await this.deps.client().markers.fetch([...MARKER_TIMELINES]);
      runInAction(() => {
        this.server = markers;
        this.supported = true;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        if (error instanceof NotSupportedError) {
          this.supported = false;
          this.state = 'loaded';
        } else {
          this.state = 'failed';
        }
      });
      this.deps.logger.warn('Reading positions could not be loaded', error);
    }
  }

  /**
   * The view reports the newest status the reader has reached. Positions only move
   * forward: scrolling back down into older posts does not unread the newer ones.
   */
  setPosition(timeline: MarkerTimeline, statusId: string): void {
    const current = this.lastReadId(timeline);
    if (current !== undefined && compareIds(statusId, current) <= 0) return;
    this.pending = { ...this.pending, [timeline]: statusId };
    this.saveJob?.dispose();
    this.saveJob = this.deps.scheduler.after('markers:save', MARKER_SAVE_DEBOUNCE_MS, () => {
      void this.flush();
    });
  }

  /** Save pending positions now (the debounce calls it; logout and quit may too). */
  async flush(): Promise<void> {
    this.saveJob?.dispose();
    this.saveJob = undefined;
    const positions = this.pending;
    if (Object.keys(positions).length === 0) return;
    this.writeLocal(positions);
    runInAction(() => {
      this.pending = {};
      this.saving = true;
    });
    if (this.supported === false) {
      runInAction(() => {
        this.saving = false;
      });
      return;
    }
    try {
      const saved = await this.deps.client().markers.save(positions);
      runInAction(() => {
        this.server = { ...this.server, ...saved, ...markersFrom(positions, saved, this.now()) };
        this.supported = true;
      });
    } catch (error) {
      runInAction(() => {
        if (error instanceof NotSupportedError) this.supported = false;
      });
      this.deps.logger.warn('Reading position could not be saved', error);
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Logout: forget what was loaded (the local record stays for next time). */
  reset(): void {
    this.saveJob?.dispose();
    this.saveJob = undefined;
    this.server = {};
    this.local = {};
    this.pending = {};
    this.supported = null;
    this.state = 'idle';
  }

  private now(): number {
    return this.deps.clock.now();
  }

  private readLocal(): LocalRecord {
    const key = this.deps.accountKey();
    if (!key) return {};
    return this.deps.storage.get<Record<string, LocalRecord>>(LOCAL_MARKERS_KEY)?.[key] ?? {};
  }

  private writeLocal(positions: Partial<Record<MarkerTimeline, string>>): void {
    const key = this.deps.accountKey();
    if (!key) return;
    const all = this.deps.storage.get<Record<string, LocalRecord>>(LOCAL_MARKERS_KEY) ?? {};
    const mine: LocalRecord = { ...all[key] };
    for (const timeline of MARKER_TIMELINES) {
      const id = positions[timeline];
      if (id) mine[timeline] = { lastReadId: id, updatedAt: this.now() };
    }
    this.deps.storage.set(LOCAL_MARKERS_KEY, { ...all, [key]: mine });
    runInAction(() => {
      this.local = mine;
    });
  }
}

/**
 * A server that saved but answered without the marker (some answer `{}`) still holds the
 * position we sent: record it so the view does not fall back to an older one.
 */
function markersFrom(
  positions: Partial<Record<MarkerTimeline, string>>,
  saved: Markers,
  now: number,
): Markers {
  const out: Markers = {};
  for (const timeline of MARKER_TIMELINES) {
    const id = positions[timeline];
    if (!id || saved[timeline]) continue;
    out[timeline] = {
      timeline,
      lastReadId: id,
      version: 0,
      updatedAt: new Date(now).toISOString(),
      unreadCount: null,
    };
  }
  return out;
}
