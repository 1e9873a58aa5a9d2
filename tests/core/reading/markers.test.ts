import { describe, expect, it } from 'vitest';
import {
  LOCAL_MARKERS_KEY,
  MARKER_SAVE_DEBOUNCE_MS,
  MarkersStore,
} from '../../../src/core/model/markers';
import { memoryStorage, type StoragePort, silentLogger } from '../../../src/core/ports';
import { readFixture } from '../helpers/fixtures';
import { kit } from './support';

function setup(options: { server?: 'pleroma' | 'snac' | 'none'; storage?: StoragePort } = {}) {
  const k = kit();
  const storage = options.storage ?? memoryStorage();
  const kind = options.server ?? 'pleroma';
  if (kind === 'none') {
    k.http.on('GET', '/api/v1/markers', { status: 404, body: { error: 'Not found' } });
    k.http.on('POST', '/api/v1/markers', { status: 404, body: { error: 'Not found' } });
  } else {
    k.http.on('GET', '/api/v1/markers', {
      body: readFixture(kind === 'snac' ? 'snac2/markers_get.json' : 'soapbox/markers.json'),
    });
    k.http.on('POST', '/api/v1/markers', (request) => {
      const sent = JSON.parse(request.body!) as Record<string, { last_read_id: string }>;
      const out: Record<string, unknown> = {};
      for (const [timeline, { last_read_id }] of Object.entries(sent)) {
        out[timeline] = { last_read_id, version: 2, updated_at: '2026-11-21T12:00:02.000Z' };
      }
      return { body: out };
    });
  }
  const markers = new MarkersStore({
    client: () => k.client,
    storage,
    scheduler: k.scheduler,
    clock: k.clock,
    logger: silentLogger,
    accountKey: () => 'A1@pleroma.example',
  });
  return { ...k, markers, storage };
}

const saves = (s: ReturnType<typeof setup>) =>
  s.http.calls('POST', '/api/v1/markers').map((r) => JSON.parse(r.body!) as unknown);

describe('reading positions', () => {
  it('loads home and notifications from the server on sign-in', async () => {
    const s = setup();
    await s.markers.load();
    expect(s.markers.supported).toBe(true);
    expect(s.markers.lastReadId('home')).toBe('103206604258487607');
    expect(s.markers.marker('notifications')?.unreadCount).toBe(3);
  });

  it('reads snac markers too', async () => {
    const s = setup({ server: 'snac' });
    await s.markers.load();
    expect(s.markers.lastReadId('home')).toBe('1795278181d2c5160e00f6fcbdda3df3d66e2a13d9');
  });

  it('saves 2 s after the view last reported a position, once, with the newest', async () => {
    const s = setup();
    await s.markers.load();
    s.markers.setPosition('home', '103206604258487610');
    await s.clock.advance(1500);
    s.markers.setPosition('home', '103206604258487620');
    await s.clock.advance(1500);
    expect(saves(s)).toEqual([]);
    expect(s.markers.lastReadId('home')).toBe('103206604258487620');
    await s.clock.advance(MARKER_SAVE_DEBOUNCE_MS - 1500);
    expect(saves(s)).toEqual([{ home: { last_read_id: '103206604258487620' } }]);
    expect(s.markers.marker('home')?.version).toBe(2);
  });

  it('a position only moves forward', async () => {
    const s = setup();
    await s.markers.load();
    s.markers.setPosition('home', '103206604258487600');
    await s.clock.advance(MARKER_SAVE_DEBOUNCE_MS);
    expect(saves(s)).toEqual([]);
    expect(s.markers.lastReadId('home')).toBe('103206604258487607');
  });

  it('flush saves at once (logout, quit)', async () => {
    const s = setup();
    await s.markers.load();
    s.markers.setPosition('notifications', '35098820');
    await s.markers.flush();
    expect(saves(s)).toEqual([{ notifications: { last_read_id: '35098820' } }]);
    await s.clock.advance(MARKER_SAVE_DEBOUNCE_MS);
    expect(saves(s)).toHaveLength(1);
  });

  it('a server without markers keeps the position locally, and the next start restores it', async () => {
    const storage = memoryStorage();
    const first = setup({ server: 'none', storage });
    await first.markers.load();
    expect(first.markers.supported).toBe(false);
    expect(first.markers.lastReadId('home')).toBeUndefined();
    first.markers.setPosition('home', '0042');
    await first.clock.advance(MARKER_SAVE_DEBOUNCE_MS);
    expect(first.http.calls('POST', '/api/v1/markers')).toHaveLength(0);
    expect(storage.get<Record<string, unknown>>(LOCAL_MARKERS_KEY)).toEqual({
      'A1@pleroma.example': { home: { lastReadId: '0042', updatedAt: first.clock.now() } },
    });

    const again = setup({ server: 'none', storage });
    await again.markers.load();
    expect(again.markers.lastReadId('home')).toBe('0042');
  });

  it('on restore the server position wins over the local record', async () => {
    const storage = memoryStorage({
      [LOCAL_MARKERS_KEY]: {
        'A1@pleroma.example': { home: { lastReadId: '1', updatedAt: 0 } },
      },
    });
    const s = setup({ storage });
    await s.markers.load();
    expect(s.markers.lastReadId('home')).toBe('103206604258487607');
  });
});
