import type { PushEndpoint } from '../../core/api/push';
import type { PushPermission, PushServicePort } from '../../core/model/web-push';
import { registerPushWorker } from '../pwa/shell-worker';

/**
 * The app's one service worker (web/pwa: the shell's, which imports src/web/public/push-sw.js),
 * scoped to the whole app.
 */
function base(): string {
  return import.meta.env.BASE_URL;
}

/** base64url (a VAPID key) → bytes, as `pushManager.subscribe` wants them. */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const padded = key
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(held: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!held || held.byteLength !== key.byteLength) return false;
  const bytes = new Uint8Array(held);
  return bytes.every((byte, i) => byte === key[i]);
}

function endpointOf(subscription: PushSubscription): PushEndpoint {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * The browser's push service for `user`: registers the worker (its URL names the user, so a
 * click opens their notifications), subscribes with the server's VAPID key.
 */
export function browserPush(user: () => string): PushServicePort {
  const supported =
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined';
  const registration = async (): Promise<ServiceWorkerRegistration> => {
    return registerPushWorker(`?user=${encodeURIComponent(user())}`);
  };
  return {
    supported,
    permission: () => (supported ? (Notification.permission as PushPermission) : 'denied'),
    requestPermission: async () => (await Notification.requestPermission()) as PushPermission,
    subscribe: async (vapidKey) => {
      const worker = await registration();
      const key = vapidKeyBytes(vapidKey);
      const existing = await worker.pushManager.getSubscription();
      if (existing && sameKey(existing.options.applicationServerKey, key)) {
        return endpointOf(existing);
      }
      // Made for another server's key: a subscription has one key, so it starts over.
      await existing?.unsubscribe();
      const made = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      return endpointOf(made);
    },
    unsubscribe: async () => {
      const worker = await navigator.serviceWorker.getRegistration(base());
      const existing = await worker?.pushManager.getSubscription();
      await existing?.unsubscribe();
    },
  };
}
