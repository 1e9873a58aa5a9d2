import { describe, expect, it } from 'vitest';
import {
  dismissNotification,
  NOTIFICATION_DISMISS_ERROR_KEY,
} from '../../../src/core/model/notification-dismiss';
import { NotificationsStore } from '../../../src/core/model/notifications';
import { defaultPreferences } from '../../../src/core/model/preferences';
import { ids, kit, wireNotification } from './support';

function setup(dismissStatus: number) {
  const k = kit();
  const held = ids(5, 1).map((id) => wireNotification(id, 'favourite'));
  k.http.on('GET', '/api/v1/notifications', (request) =>
    request.query.get('max_id') ? { body: [] } : { body: held },
  );
  k.http.on('POST', '/api/v1/notifications/0003/dismiss', {
    status: dismissStatus,
    body: dismissStatus === 200 ? {} : { error: 'Record not found' },
  });
  const store = new NotificationsStore({
    client: () => k.client,
    entities: k.entities,
    notices: k.notices,
    scheduler: k.scheduler,
    clock: k.clock,
    logger: { debug: () => {}, error: () => {}, warn: () => {} },
    notify: () => undefined,
    visibility: () => defaultPreferences().notificationVisibility,
    isLive: () => true,
    seenUpTo: () => undefined,
  });
  const dismiss = (id: string) =>
    dismissNotification({ notifications: store, client: k.client, notices: k.notices }, id);
  return { ...k, store, dismiss };
}

describe('dismissing a notification (spec part 2 §7)', () => {
  it('leaves the list at once and asks the server to dismiss it', async () => {
    const { store, http, dismiss } = setup(200);
    await store.loadInitial();
    expect(store.unseenCount).toBe(5);
    const done = dismiss('0003');
    expect(store.visibleIds).toEqual(['0005', '0004', '0002', '0001']);
    expect(store.unseenCount).toBe(4);
    await expect(done).resolves.toBe(true);
    expect(http.calls('POST', '/api/v1/notifications/0003/dismiss')).toHaveLength(1);
    expect(store.notification('0003')).toBeUndefined();
  });

  it('comes back in its place with an error notice when the server refuses', async () => {
    const { store, notices, dismiss } = setup(404);
    await store.loadInitial();
    await expect(dismiss('0003')).resolves.toBe(false);
    expect(store.visibleIds).toEqual(['0005', '0004', '0003', '0002', '0001']);
    expect(notices.notices).toHaveLength(1);
    expect(notices.notices[0]).toMatchObject({
      level: 'error',
      messageKey: NOTIFICATION_DISMISS_ERROR_KEY,
      params: { detail: expect.stringContaining('Record not found') },
    });
  });
});
