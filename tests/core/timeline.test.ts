import { runInAction } from 'mobx';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TimelineKind } from '../../src/core/api/client';
import { ApiError } from '../../src/core/errors';
import { EntityStore } from '../../src/core/model/entities';
import { SHOW_NEW_KEEPS, TimelineStore } from '../../src/core/model/timeline';
import { normalizeStatuses } from '../../src/core/normalize';
import { silentLogger } from '../../src/core/ports';
import { FakeClock } from '../../src/core/schedule/fake-clock';
import {
  deferred,
  FakeTimelineClient,
  idCursors,
  idRange,
  statusPage,
  wireStatus,
} from './helpers/fake-timeline-client';

let clock: FakeClock;
let client: FakeTimelineClient;
let entities: EntityStore;

beforeEach(() => {
  clock = new FakeClock();
  client = new FakeTimelineClient();
  entities = new EntityStore();
});

function timeline(kind: TimelineKind = { type: 'home' }): TimelineStore {
  return new TimelineStore(kind, {
    client: () => client.asClient(),
    entities,
    clock,
    logger: silentLogger,
  });
}

/** Store statuses the way a stream event does, then hand their ids to the timeline. */
function stream(store: TimelineStore, ids: string[]): void {
  entities.ingest(normalizeStatuses(ids.map((id) => wireStatus(id))).bundle);
  store.receive(ids);
}

/** A loaded timeline showing these ids. */
async function loaded(ids: string[], kind?: TimelineKind): Promise<TimelineStore> {
  client.answer(statusPage(ids));
  const store = timeline(kind);
  await store.loadInitial();
  return store;
}

describe('initial load', () => {
  it('loads the first page and shows it', async () => {
    client.answer(statusPage(['0030', '0020', '0010']));
    const store = timeline();
    expect(store.state).toBe('idle');
    const loading = store.loadInitial();
    expect(store.state).toBe('loading');
    await loading;
    expect(store.state).toBe('loaded');
    expect(store.visibleIds).toEqual(['0030', '0020', '0010']);
    expect(store.statuses.map((s) => s.content)).toEqual([
      '<p>post 0030</p>',
      '<p>post 0020</p>',
      '<p>post 0010</p>',
    ]);
    expect(client.calls[0]!.params).toEqual({ limit: 20 });
    expect(store.bottomedOut).toBe(false);
  });

  it('an empty first page is bottomed out', async () => {
    const store = await loaded([]);
    expect(store.state).toBe('loaded');
    expect(store.bottomedOut).toBe(true);
  });

  it('a failed load says why and can be retried', async () => {
    client.answer(new ApiError(500, { error: 'Internal server error' }, 'boom'));
    const store = timeline();
    await expect(store.loadInitial()).rejects.toBeInstanceOf(ApiError);
    expect(store.state).toBe('failed');
    expect(store.error).toBe('Internal server error (HTTP 500)');
    client.answer(statusPage(['0001']));
    await store.loadInitial();
    expect(store.state).toBe('loaded');
    expect(store.error).toBeNull();
    expect(store.visibleIds).toEqual(['0001']);
  });

  it('keeps the server order of a first page (favourites are ordered by when they were saved)', async () => {
    const store = await loaded(['0003', '0009', '0005'], { type: 'favourites' });
    expect(store.visibleIds).toEqual(['0003', '0009', '0005']);
  });

  it('keeps statuses that streamed in while the first page was on its way', async () => {
    const answer = deferred<ReturnType<typeof statusPage>>();
    client.answer(answer.promise);
    const store = timeline();
    const loading = store.loadInitial();
    stream(store, ['0100']);
    answer.resolve(statusPage(['0050', '0040']));
    await loading;
    expect(store.visibleIds).toEqual(['0100', '0050', '0040']);
    expect(store.newStatusCount).toBe(0);
  });
});

describe('new statuses', () => {
  it('are counted and queued when the view is not at the top', async () => {
    const store = await loaded(['0010']);
    store.setLive(true);
    store.setViewport({ atTop: false });
    stream(store, ['0011']);
    stream(store, ['0012']);
    expect(store.newStatusCount).toBe(2);
    expect(store.queuedIds).toEqual(['0012', '0011']);
    expect(store.visibleIds).toEqual(['0010']);
  });

  it('show at once when the list is empty', async () => {
    const store = await loaded([]);
    store.setViewport({ atTop: false });
    stream(store, ['0011']);
    expect(store.visibleIds).toEqual(['0011']);
    expect(store.newStatusCount).toBe(0);
  });

  const autoShowCases = [
    { name: 'live, at top, not paused, focused', view: {}, shown: true },
    { name: 'not live (polling)', view: { live: false }, shown: false },
    { name: 'scrolled down', view: { atTop: false }, shown: false },
    { name: 'paused', view: { paused: true }, shown: false },
    { name: 'unfocused with pause-on-unfocused', view: { focused: false }, shown: false },
    {
      name: 'unfocused without pause-on-unfocused',
      view: { focused: false, pauseOnUnfocused: false },
      shown: true,
    },
  ];

  it.each(autoShowCases)('auto-show: $name → shown: $shown', async ({ view, shown }) => {
    const store = await loaded(['0010']);
    const v = {
      live: true,
      atTop: true,
      paused: false,
      focused: true,
      pauseOnUnfocused: true,
      ...view,
    };
    runInAction(() => {
      store.pauseOnUnfocused = v.pauseOnUnfocused;
    });
    store.setLive(v.live);
    store.setPaused(v.paused);
    store.setViewport({ atTop: v.atTop, focused: v.focused });
    stream(store, ['0011']);
    if (shown) {
      expect(store.visibleIds).toEqual(['0011', '0010']);
      expect(store.newStatusCount).toBe(0);
    } else {
      expect(store.visibleIds).toEqual(['0010']);
      expect(store.newStatusCount).toBe(1);
    }
  });

  it('queued statuses show when the view comes back to the top or is unpaused', async () => {
    const store = await loaded(['0010']);
    store.setLive(true);
    store.setViewport({ atTop: false });
    stream(store, ['0011']);
    store.setViewport({ atTop: true });
    expect(store.visibleIds).toEqual(['0011', '0010']);

    store.setPaused(true);
    stream(store, ['0012']);
    expect(store.newStatusCount).toBe(1);
    store.setPaused(false);
    expect(store.visibleIds).toEqual(['0012', '0011', '0010']);
    expect(store.newStatusCount).toBe(0);
  });

  it('"show new" puts the queue on top and keeps 50', async () => {
    const store = await loaded(idRange(40, 1));
    store.setViewport({ atTop: false });
    stream(store, idRange(60, 41));
    expect(store.newStatusCount).toBe(20);
    store.showNew();
    expect(store.newStatusCount).toBe(0);
    expect(store.visibleIds).toHaveLength(SHOW_NEW_KEEPS);
    expect(store.visibleIds).toEqual(idRange(60, 11));
    // The list was cut, so there is more below again.
    expect(store.bottomedOut).toBe(false);
  });

  it('ignores ids it already holds (shown or queued)', async () => {
    const store = await loaded(['0010', '0009']);
    store.setViewport({ atTop: false });
    stream(store, ['0011']);
    stream(store, ['0011', '0010']);
    expect(store.newStatusCount).toBe(1);
    store.showNew();
    expect(store.visibleIds).toEqual(['0011', '0010', '0009']);
  });
});

describe('loadNewer', () => {
  it('asks for statuses above the newest held one (min_id) and queues them', async () => {
    const store = await loaded(['0010']);
    store.setViewport({ atTop: false });
    stream(store, ['0012']);
    client.answer(statusPage(['0014', '0013', '0012']));
    await store.loadNewer();
    expect(client.calls[1]!.params.cursor).toEqual({ minId: '0012' });
    expect(store.queuedIds).toEqual(['0014', '0013', '0012']);
    expect(store.flushMarker).toBeNull();
  });

  it('a full page (20 or more) sets the flush marker and is not auto-shown; reload clears it', async () => {
    const store = await loaded(['0010']);
    store.setLive(true);
    client.answer(statusPage(idRange(40, 21)));
    await store.loadNewer();
    expect(store.flushMarker).toBe('0040');
    expect(store.newStatusCount).toBe(20);
    expect(store.visibleIds).toEqual(['0010']);

    client.answer(statusPage(idRange(45, 26)));
    await store.reload();
    expect(client.calls.at(-1)!.params.cursor).toBeUndefined();
    expect(store.flushMarker).toBeNull();
    expect(store.newStatusCount).toBe(0);
    expect(store.visibleIds).toEqual(idRange(45, 26));
  });

  it('does nothing before the timeline is loaded', async () => {
    const store = timeline();
    await store.loadNewer();
    expect(client.calls).toHaveLength(0);
  });

  it('a failed poll keeps what is shown and records the error', async () => {
    const store = await loaded(['0010']);
    client.answer(new ApiError(502, '<html>Bad Gateway</html>', 'The server answered HTTP 502'));
    await store.loadNewer();
    expect(store.visibleIds).toEqual(['0010']);
    expect(store.error).toContain('502');
    expect(store.loadingNewer).toBe(false);
  });
});

describe('loadOlder', () => {
  it('appends the page below the oldest shown status', async () => {
    const store = await loaded(['0030', '0020']);
    client.answer(statusPage(['0019', '0018']));
    await store.loadOlder();
    expect(client.calls[1]!.params.cursor).toEqual({ maxId: '0020' });
    expect(store.visibleIds).toEqual(['0030', '0020', '0019', '0018']);
  });

  it('bottoms out on an empty page and then stops asking', async () => {
    const store = await loaded(['0030']);
    client.answer(statusPage([]));
    await store.loadOlder();
    expect(store.bottomedOut).toBe(true);
    await clock.advance(5000);
    await store.loadOlder();
    expect(client.calls).toHaveLength(2);
  });

  it('is throttled to one fetch per second', async () => {
    const store = await loaded(['0030']);
    client.answer(statusPage(['0029']), statusPage(['0028']));
    await store.loadOlder();
    void store.loadOlder();
    void store.loadOlder();
    expect(client.calls).toHaveLength(2);
    expect(store.visibleIds).toEqual(['0030', '0029']);
    await clock.advance(1000);
    expect(client.calls).toHaveLength(3);
    expect(store.visibleIds).toEqual(['0030', '0029', '0028']);
  });

  it('defers a call inside the throttle window instead of dropping it', async () => {
    const store = await loaded(['0030']);
    client.answer(statusPage(['0029']), statusPage(['0028']));
    await store.loadOlder();
    // The reader reaches the bottom again 300 ms after the page came, then stops scrolling.
    await clock.advance(300);
    const deferred = store.loadOlder();
    expect(client.calls).toHaveLength(2);
    await clock.advance(699);
    expect(client.calls).toHaveLength(2);
    // At 1,000 ms the next page comes without any further scroll.
    await clock.advance(1);
    await deferred;
    expect(client.calls).toHaveLength(3);
    expect(client.calls[2]!.params.cursor).toEqual({ maxId: '0029' });
    expect(store.visibleIds).toEqual(['0030', '0029', '0028']);
  });

  it('drops a deferred call when the timeline is reset', async () => {
    const store = await loaded(['0030']);
    client.answer(statusPage(['0029']));
    await store.loadOlder();
    const deferred = store.loadOlder();
    store.reset();
    await deferred;
    await clock.advance(5000);
    expect(client.calls).toHaveLength(2);
  });

  it('a failure offers a retry that fetches at once', async () => {
    const store = await loaded(['0030']);
    client.answer(new ApiError(500, {}, 'The server answered HTTP 500'), statusPage(['0029']));
    await store.loadOlder();
    expect(store.olderFailed).toBe(true);
    expect(store.loadingOlder).toBe(false);
    await store.retryOlder();
    expect(client.calls).toHaveLength(3);
    expect(store.olderFailed).toBe(false);
    expect(store.visibleIds).toEqual(['0030', '0029']);
  });
});

describe('remove', () => {
  it('removes a deleted status from the shown list and the queue, with its repeats', async () => {
    // 0030 shown, a repeat of it (0031) shown, another repeat (0033) queued.
    const { ids, bundle } = normalizeStatuses([
      wireStatus('0031', '0030'),
      wireStatus('0030'),
      wireStatus('0020'),
    ]);
    client.answer({ ids, bundle, links: {}, cursors: idCursors(ids) });
    const store = timeline();
    await store.loadInitial();
    store.setViewport({ atTop: false });
    entities.ingest(normalizeStatuses([wireStatus('0033', '0030'), wireStatus('0032')]).bundle);
    store.receive(['0033', '0032']);
    expect(store.newStatusCount).toBe(2);

    store.remove('0030');
    expect(store.visibleIds).toEqual(['0020']);
    expect(store.queuedIds).toEqual(['0032']);
    expect(store.newStatusCount).toBe(1);
  });

  it('removing a status that is only repeated here removes the repeat', async () => {
    const { ids, bundle } = normalizeStatuses([wireStatus('0031', '0005'), wireStatus('0020')]);
    client.answer({ ids, bundle, links: {}, cursors: idCursors(ids) });
    const store = timeline();
    await store.loadInitial();
    store.remove('0005');
    expect(store.visibleIds).toEqual(['0020']);
  });
});

describe('a deleted status (spec part 2 §4: deletion marks the status deleted)', () => {
  it('keeps its row, and its repeats, as placeholders; the queue lets them go', async () => {
    const { ids, bundle } = normalizeStatuses([
      wireStatus('0031', '0030'),
      wireStatus('0030'),
      wireStatus('0020'),
    ]);
    client.answer({ ids, bundle, links: {}, cursors: idCursors(ids) });
    const store = timeline();
    await store.loadInitial();
    store.setViewport({ atTop: false });
    entities.ingest(normalizeStatuses([wireStatus('0033', '0030'), wireStatus('0032')]).bundle);
    store.receive(['0033', '0032']);

    entities.markDeleted('0030');
    store.markDeleted('0030');
    // The reader still sees where they were: both rows stay, marked deleted.
    expect(store.statuses.map((s) => [s.id, s.deleted])).toEqual([
      ['0031', true],
      ['0030', true],
      ['0020', false],
    ]);
    // Nobody saw the queued repeat: it never shows.
    expect(store.queuedIds).toEqual(['0032']);
    store.showNew();
    expect(store.statuses.map((s) => s.id)).toEqual(['0032', '0031', '0030', '0020']);
  });
});

describe('watching', () => {
  it('counts views and each stop function works once', () => {
    const store = timeline();
    const stopA = store.watch();
    const stopB = store.watch();
    expect(store.watchers).toBe(2);
    stopA();
    stopA();
    expect(store.watchers).toBe(1);
    stopB();
    expect(store.watchers).toBe(0);
  });
});

describe('reset', () => {
  it('forgets the list and its load state, so the next open loads afresh', async () => {
    const store = await loaded(['0030', '0020']);
    stream(store, ['0040']);
    store.reset();
    expect(store.state).toBe('idle');
    expect(store.visibleIds).toEqual([]);
    expect(store.queuedIds).toEqual([]);
    expect(store.error).toBeNull();
    client.answer(statusPage(['0050']));
    await store.loadInitial();
    expect(store.visibleIds).toEqual(['0050']);
  });
});
