import { ApiError, MalformedResponseError } from '../errors';
import { bool, isObject, obj, str } from '../normalize/read';
import type { PleromaClient } from './client';
import { defaultPushAlerts, PUSH_ALERT_TYPES, type PushAlerts } from './push-alerts';
import type { ApiContext } from './resource';

export * from './push-alerts';

/** What the browser's push service gave (`PushSubscription.toJSON()`): where to push, and the keys. */
export interface PushEndpoint {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The server's record of this token's subscription. */
export interface PushSubscriptionRecord {
  id: string;
  endpoint: string;
  alerts: PushAlerts;
  /** The server's VAPID key the subscription was made for. */
  serverKey: string;
}

/** Spec part 2 §8: the two push errors, as the spec words them. */
export const PUSH_BAD_STATUS = 'Bad status code from server.';
export const PUSH_BAD_RESPONSE = 'Bad response from server.';

/** A push call the server refused (`status`) or answered without an id (`response`). */
export class PushSubscriptionError extends Error {
  override readonly name = 'PushSubscriptionError';
  constructor(
    readonly kind: 'status' | 'response',
    options?: { cause?: unknown },
  ) {
    super(kind === 'status' ? PUSH_BAD_STATUS : PUSH_BAD_RESPONSE, options);
  }
}

function alertsOf(raw: unknown): PushAlerts {
  const wire = obj(raw);
  const alerts = defaultPushAlerts();
  for (const type of PUSH_ALERT_TYPES) alerts[type] = bool(wire[type], false);
  return alerts;
}

/** Spec: the answer must carry an id; anything else is "Bad response from server." */
function record(data: unknown): PushSubscriptionRecord {
  if (!isObject(data) || (typeof data.id !== 'string' && typeof data.id !== 'number')) {
    throw new PushSubscriptionError('response', {
      cause: new MalformedResponseError(
        'The push subscription answer has no id',
        JSON.stringify(data ?? null).slice(0, 500),
      ),
    });
  }
  return {
    id: String(data.id),
    endpoint: str(data.endpoint),
    alerts: alertsOf(data.alerts),
    serverKey: str(data.server_key),
  };
}

/** A refusal (any status) becomes "Bad status code from server."; network errors stay as they are. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ApiError) throw new PushSubscriptionError('status', { cause: error });
    throw error;
  }
}

/** `/api/v1/push/subscription` (spec part 2 §7 "Push"): one subscription per token. */
export function pushResource({ http }: ApiContext) {
  const path = '/api/v1/push/subscription';
  return {
    /** Registers (or replaces) this token's subscription. */
    subscribe: async (
      subscription: PushEndpoint,
      alerts: PushAlerts = defaultPushAlerts(),
    ): Promise<PushSubscriptionRecord> => {
      const { data } = await call(() =>
        http.request('POST', path, {
          json: {
            subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
            data: { alerts },
          },
        }),
      );
      return record(data);
    },
    /** This token's subscription; undefined when it has none (404). */
    current: async (): Promise<PushSubscriptionRecord | undefined> => {
      try {
        const { data } = await http.request('GET', path);
        return record(data);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return undefined;
        if (error instanceof ApiError) throw new PushSubscriptionError('status', { cause: error });
        throw error;
      }
    },
    /** Changes which alerts the subscription asks for. */
    update: async (alerts: PushAlerts): Promise<PushSubscriptionRecord> => {
      const { data } = await call(() => http.request('PUT', path, { json: { data: { alerts } } }));
      return record(data);
    },
    /** Removes this token's subscription (none to remove is fine). */
    remove: async (): Promise<void> => {
      try {
        await http.request('DELETE', path);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return;
        if (error instanceof ApiError) throw new PushSubscriptionError('status', { cause: error });
        throw error;
      }
    },
  };
}

export type PushApi = ReturnType<typeof pushResource>;

const made = new WeakMap<PleromaClient, PushApi>();

/** The push calls of a client, made on first use (only the web's push settings load this file). */
export function pushApi(client: PleromaClient): PushApi {
  let api = made.get(client);
  if (!api) {
    api = pushResource(client.context);
    made.set(client, api);
  }
  return api;
}
