import { reaction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { createRootStore, type RootStore } from '../../src/core/model/root';
import { QUEUE_KEEPS, type TimelineStore } from '../../src/core/model/timeline';
import { memoryStorage, silentLogger } from '../../src/core/ports';
import { STREAM_BATCH_MAX, STREAM_FRAME_MS } from '../../src/core/realtime/realtime';
import { FakeClock } from '../../src/core/schedule/fake-clock';
import { FakeHttp, settle } from './helpers/fake-http';
import { type FakeSocket, fakeSockets } from './helpers/fake-socket';
import { idRange, wireStatus } from './helpers/fake-timeline-client';

// A server floods the public stream: whatever arrives within one frame is applied in one
// MobX action, so views render once per frame however many events came.

const SERVER = 'https://pleroma.example';
const disposers: Array<() => void> = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
});

interface Flood {
  root: RootStore;
  clock: FakeClock;
  timeline: TimelineStore;
  socket: FakeSocket;
  /** How often a reaction on what the views show ran. */
  runs: () => number;
}

/** The public timeline loaded with 0001–0020, its stream joined, the reader scrolled down. */
async function flooded(atTop = false): Promise<Flood> {
  const clock = new FakeClock();
  const http = new FakeHttp().on('GET', '/api/v1/timelines/public', {
    body: idRange(20, 1).map((id) => wireStatus(id)),
  });
  const { factory, sockets } = fakeSockets();
  const root = createRootStore(
    {
      fetch: http.fetch,
      socket: factory,
      storage: memoryStorage(),
      secrets: memoryStorage(),
      clock,
      logger: silentLogger,
    },
    { streaming: true },
  );
  disposers.push(() => root.dispose());
  root.session.connectTo(SERVER);
  const { timeline } = root.openTimeline({ type: 'public' });
  await settle();
  expect(timeline.visibleIds).toHaveLength(20);
  const socket = sockets[0]!;
  socket.open();
  timeline.setViewport({ atTop });
  let runs = 0;
  const stop = reaction(
    () => [timeline.newStatusCount, timeline.statuses.length, timeline.queuedIds],
    () => {
      runs += 1;
    },
  );
  disposers.push(stop);
  return { root, clock, timeline, socket, runs: () => runs };
}

/** `count` new ids above the loaded ones, oldest first as a server streams them. */
function newIds(count: number): string[] {
  return idRange(1000 + count - 1, 1000).reverse();
}

describe('a stream flood', () => {
  it('1,000 events within one frame: one store update, one reaction run, a bounded queue', async () => {
    const h = await flooded();
    const ids = newIds(1000);
    for (const id of ids) h.socket.emit('update', wireStatus(id));
    expect(h.runs()).toBe(0);
    await h.clock.advance(STREAM_FRAME_MS);
    expect(h.runs()).toBe(1);
    expect(h.timeline.newStatusCount).toBe(1000);
    // The newest are kept, newest first; the rest only counted.
    expect(h.timeline.queuedIds).toHaveLength(QUEUE_KEEPS);
    expect(h.timeline.queuedIds).toEqual(ids.slice(-QUEUE_KEEPS).reverse());
    // The reader's list did not move.
    expect(h.timeline.visibleIds).toEqual(idRange(20, 1));
  });

  it('stays bounded over many frames, and "show new" shows the newest', async () => {
    const h = await flooded();
    const ids = newIds(3000);
    for (let frame = 0; frame < 10; frame++) {
      for (const id of ids.slice(frame * 300, frame * 300 + 300)) {
        h.socket.emit('update', wireStatus(id));
      }
      await h.clock.advance(STREAM_FRAME_MS);
      expect(h.timeline.queuedIds.length).toBeLessThanOrEqual(QUEUE_KEEPS);
    }
    expect(h.runs()).toBe(10);
    expect(h.timeline.newStatusCount).toBe(3000);
    h.timeline.showNew();
    expect(h.timeline.newStatusCount).toBe(0);
    expect(h.timeline.visibleIds[0]).toBe(ids.at(-1));
    expect(h.timeline.visibleIds).toEqual(ids.slice(-QUEUE_KEEPS).reverse());
  });

  it('at the top the flood is shown in one frame, newest first', async () => {
    const h = await flooded(true);
    const ids = newIds(1000);
    for (const id of ids) h.socket.emit('update', wireStatus(id));
    await h.clock.advance(STREAM_FRAME_MS);
    expect(h.runs()).toBe(1);
    expect(h.timeline.newStatusCount).toBe(0);
    expect(h.timeline.visibleIds.slice(0, 3)).toEqual(ids.slice(-3).reverse());
  });

  it('a status deleted in the frame it arrived never shows; deletes and edits apply in order', async () => {
    const h = await flooded();
    const seen = new Set<string>();
    const stop = reaction(
      () => [...h.timeline.queuedIds, ...h.timeline.visibleIds],
      (ids) => {
        for (const id of ids) seen.add(id);
      },
    );
    h.socket.emit('update', wireStatus('1001'));
    h.socket.emit('update', wireStatus('1002'));
    h.socket.emit('update', wireStatus('1003', '1002')); // a repeat of 1002
    h.socket.emit('delete', '1002');
    h.socket.emit('delete', '0020');
    h.socket.emit('status.update', { ...wireStatus('0019'), content: '<p>edit one</p>' });
    h.socket.emit('status.update', { ...wireStatus('0019'), content: '<p>edit two</p>' });
    h.socket.emit('update', wireStatus('1004'));
    await h.clock.advance(STREAM_FRAME_MS);
    stop();
    expect(h.runs()).toBe(1);
    expect(seen.has('1002')).toBe(false);
    expect(seen.has('1003')).toBe(false);
    expect(h.timeline.queuedIds).toEqual(['1004', '1001']);
    expect(h.timeline.newStatusCount).toBe(2);
    // A shown status that is deleted keeps its row, as the deleted placeholder (spec part 2 §4).
    expect(h.timeline.visibleIds.slice(0, 2)).toEqual(['0020', '0019']);
    expect(h.root.entities.status('0020')?.deleted).toBe(true);
    expect(h.root.entities.status('0019')?.content).toBe('<p>edit two</p>');
  });

  it('when frames stop coming, a full batch is applied at once (memory stays bounded)', async () => {
    const h = await flooded();
    for (const id of newIds(STREAM_BATCH_MAX)) h.socket.emit('update', wireStatus(id));
    expect(h.runs()).toBe(1);
    expect(h.timeline.newStatusCount).toBe(STREAM_BATCH_MAX);
    await h.clock.advance(STREAM_FRAME_MS);
    expect(h.runs()).toBe(1);
  });

  it('events waiting for a frame are dropped on logout (dispose)', async () => {
    const h = await flooded();
    for (const id of newIds(10)) h.socket.emit('update', wireStatus(id));
    h.root.realtime.dispose();
    await h.clock.advance(STREAM_FRAME_MS);
    expect(h.timeline.newStatusCount).toBe(0);
  });
});
