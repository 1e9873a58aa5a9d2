import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { MarkersStore } from '../../../src/core/model/markers';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import {
  RESTORE_WAIT_MS,
  ReadingPositions,
  VISIBLE_STATUS_DELAY_MS,
} from '../../../src/core/view/reading-position';

/** Just what the tracker reads and writes of the markers store. */
function fakeMarkers(saved?: string) {
  const markers = observable(
    {
      state: 'loading' as 'loading' | 'loaded' | 'failed',
      reported: [] as string[],
      lastReadId: (_timeline: string) => saved,
      setPosition(_timeline: string, id: string) {
        this.reported.push(id);
      },
    },
    { setPosition: true },
  );
  return markers;
}

describe('the reading position, on the clock port', () => {
  it('restores once a session, then reports 250 ms after the reader moved', async () => {
    const clock = new FakeClock();
    const markers = fakeMarkers('s2');
    const positions = new ReadingPositions({
      clock,
      markers: () => markers as unknown as MarkersStore,
    });
    let top = 's1';
    const restoredTo: (string | undefined)[] = [];
    const view = {
      loaded: () => true,
      topVisibleId: () => top,
      restore: (id: string | undefined, done: (moved: boolean) => void) => {
        restoredTo.push(id);
        top = id ?? top;
        done(true);
      },
    };
    const first = positions.track('home', view);
    first.moved();
    await clock.advance(VISIBLE_STATUS_DELAY_MS);
    expect(markers.reported).toEqual([]); // nothing before the restore
    runInAction(() => {
      markers.state = 'loaded';
    });
    expect(restoredTo).toEqual(['s2']);
    await clock.advance(2 * VISIBLE_STATUS_DELAY_MS);
    expect(markers.reported).toEqual(['s2']);
    first.dispose();

    // A later visit starts where it is and restores nothing.
    const second = positions.track('home', view);
    top = 's5';
    second.moved();
    await clock.advance(VISIBLE_STATUS_DELAY_MS);
    expect(restoredTo).toEqual(['s2']);
    expect(markers.reported).toEqual(['s2', 's5']);
    second.dispose();
  });

  it('gives up waiting for the saved position after 5 s and leaves no timers', async () => {
    const clock = new FakeClock();
    const markers = fakeMarkers();
    const positions = new ReadingPositions({
      clock,
      markers: () => markers as unknown as MarkersStore,
    });
    const tracker = positions.track('home', {
      loaded: () => true,
      topVisibleId: () => 's9',
      restore: () => {},
    });
    await clock.advance(RESTORE_WAIT_MS + VISIBLE_STATUS_DELAY_MS);
    expect(markers.reported).toEqual(['s9']);
    tracker.dispose();
    expect(clock.pendingTimers).toBe(0);
  });

  it('keeps the place of a reader who acted before the saved position came in', async () => {
    const clock = new FakeClock();
    const markers = fakeMarkers('s2');
    const positions = new ReadingPositions({
      clock,
      markers: () => markers as unknown as MarkersStore,
    });
    const restoredTo: (string | undefined)[] = [];
    const tracker = positions.track('home', {
      loaded: () => true,
      topVisibleId: () => 's1',
      restore: (id) => {
        restoredTo.push(id);
      },
    });
    tracker.acted(); // a click or a key while the markers are still on their way
    runInAction(() => {
      markers.state = 'loaded';
    });
    expect(restoredTo).toEqual([]);
    tracker.moved();
    await clock.advance(VISIBLE_STATUS_DELAY_MS);
    expect(markers.reported).toEqual(['s1']); // reading goes on from where the reader is
    tracker.dispose();
  });

  it('tells a view that waits a frame that the restore is no longer wanted', () => {
    const clock = new FakeClock();
    const markers = fakeMarkers('s2');
    runInAction(() => {
      markers.state = 'loaded';
    });
    const positions = new ReadingPositions({
      clock,
      markers: () => markers as unknown as MarkersStore,
    });
    let wanted: (() => boolean) | undefined;
    const tracker = positions.track('home', {
      loaded: () => true,
      topVisibleId: () => 's1',
      restore: (_id, _done, stillWanted) => {
        wanted = stillWanted;
      },
    });
    expect(wanted?.()).toBe(true);
    tracker.acted();
    expect(wanted?.()).toBe(false);
    tracker.dispose();
  });
});
