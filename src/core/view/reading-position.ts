/**
 * The reading position of a timeline (`/api/v1/markers`), one behaviour for both faces: at
 * the session's first visit, once the timeline and the saved position are in, the view goes
 * to the last read status (if it can and the reader has not moved); after that the status
 * at the top of the view is reported (the markers store saves it 2 s after the last report
 * and only ever moves it forward). Nothing is reported before the restore, so opening a
 * timeline cannot mark everything read. A reader who acted (pressed a key, clicked, left)
 * before the saved position came in keeps their place: it arrives a round trip after the
 * timeline is drawn, and a jump then would pull what they reached for from under them.
 * Timers run on the clock port.
 */
import { reaction } from 'mobx';
import type { MarkerTimeline } from '../domain/types';
import type { MarkersStore } from '../model/markers';
import type { ClockPort, TimerHandle } from '../ports';

/** Spec §9: the visible status is determined 250 ms after mount (and then on scroll). */
export const VISIBLE_STATUS_DELAY_MS = 250;
/** Without an answer about the saved position this long, reading goes on from the top. */
export const RESTORE_WAIT_MS = 5000;

/** What a face's list offers the tracker. */
export interface ReadingView {
  /** Whether the timeline's first page is in. */
  loaded: () => boolean;
  /** The id of the status at the top of the view now (undefined: none). */
  topVisibleId: () => string | undefined;
  /**
   * Go to the saved status if it is shown and the reader has not moved; call `done(moved)`
   * when the view settled (a browser needs a frame to draw first). A view that waits before
   * moving asks `wanted()` first: false once the reader acted or the view was left.
   */
  restore: (
    lastReadId: string | undefined,
    done: (moved: boolean) => void,
    wanted: () => boolean,
  ) => void;
}

/** What `track` hands the face. */
export interface ReadingTracker {
  moved: () => void;
  acted: () => void;
  dispose: () => void;
}

export class ReadingPositions {
  /** Timelines whose position was restored in this session (later visits start at the top). */
  private readonly restored = new Set<MarkerTimeline>();

  constructor(private readonly deps: { clock: ClockPort; markers: () => MarkersStore }) {}

  /**
   * Track one visible list; call `moved()` when the reader scrolls, `acted()` when they
   * press or click anything (a restore not done yet is then dropped), `dispose()` on leaving.
   */
  track(timeline: MarkerTimeline, view: ReadingView): ReadingTracker {
    const { clock } = this.deps;
    const markers = this.deps.markers();
    let restored = this.restored.has(timeline);
    let reportTimer: TimerHandle | undefined;
    let settleTimer: TimerHandle | undefined;
    let disposed = false;
    let acted = false;

    const report = () => {
      reportTimer = undefined;
      if (!restored || disposed) return;
      const id = view.topVisibleId();
      if (id) markers.setPosition(timeline, id);
    };
    const moved = () => {
      if (reportTimer === undefined)
        reportTimer = clock.setTimeout(report, VISIBLE_STATUS_DELAY_MS);
    };
    const finish = () => {
      if (restored || disposed) return;
      restored = true;
      moved();
    };
    const restore = () => {
      if (restored || this.restored.has(timeline)) return;
      this.restored.add(timeline);
      if (acted) {
        finish();
        return;
      }
      view.restore(
        markers.lastReadId(timeline),
        (scrolled) => {
          // Let the view settle its measurements before reading positions again.
          if (scrolled) settleTimer = clock.setTimeout(finish, VISIBLE_STATUS_DELAY_MS);
          else finish();
        },
        () => !acted && !disposed,
      );
    };
    const disposeReaction = reaction(
      () => view.loaded() && (markers.state === 'loaded' || markers.state === 'failed'),
      (ready) => {
        if (ready) restore();
      },
      { fireImmediately: true, name: `reading-position:${timeline}` },
    );
    const giveUp = clock.setTimeout(finish, RESTORE_WAIT_MS);
    if (restored) moved();
    return {
      moved,
      acted: () => {
        acted = true;
      },
      dispose: () => {
        disposed = true;
        disposeReaction();
        clock.clearTimeout(giveUp);
        if (reportTimer !== undefined) clock.clearTimeout(reportTimer);
        if (settleTimer !== undefined) clock.clearTimeout(settleTimer);
      },
    };
  }

  /** Another account reads from its own positions. */
  reset(): void {
    this.restored.clear();
  }
}
