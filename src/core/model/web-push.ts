import { action, makeObservable, observable, reaction, runInAction } from 'mobx';
import {
  defaultPushAlerts,
  PUSH_ALERT_TYPES,
  type PushAlerts,
  type PushAlertType,
  type PushApi,
  type PushEndpoint,
  PushSubscriptionError,
  pushApi,
} from '../api/push';
import { describeError } from '../errors';
import type { LoggerPort } from '../ports';
import type { AccountScope } from './account-scope';
import type { ScopeStoreKit } from './scope-store';

/** A browser's notification permission. */
export type PushPermission = 'granted' | 'denied' | 'default';

/**
 * What a face offers for Web Push: the browser's push service through a service worker.
 * Only the web has one; core decides when to use it.
 */
export interface PushServicePort {
  /** Service workers, PushManager and notifications all exist here. */
  readonly supported: boolean;
  permission(): PushPermission;
  requestPermission(): Promise<PushPermission>;
  /** This browser's subscription for the server's key (made, or the one it has). */
  subscribe(vapidKey: string): Promise<PushEndpoint>;
  /** Ends this browser's subscription, if it has one. */
  unsubscribe(): Promise<void>;
}

/** `off` → `subscribing` → `on` → `unsubscribing` → `off`. */
export type WebPushState = 'off' | 'subscribing' | 'on' | 'unsubscribing';

/** Why push cannot be turned on here, or null when it can. */
export type WebPushBlocker = 'unsupported' | 'no-key' | 'denied' | null;

/** The catalogue key of a failure: the spec's two push errors, or any other with its detail. */
export type WebPushErrorKey = 'push.bad_status' | 'push.bad_response' | 'push.failed';

export interface WebPushDeps {
  api: () => PushApi;
  service: PushServicePort;
  /** The instance's VAPID key ('' when it offers none). */
  vapidKey: () => string;
  /** The webPushNotifications option and the alerts, kept in the preferences. */
  enabled: () => boolean;
  setEnabled: (on: boolean) => void;
  alerts: () => PushAlerts;
  setAlerts: (alerts: PushAlerts) => void;
  logger: LoggerPort;
}

/**
 * Web Push for one signed-in account (spec part 2 §4): registers when there is a user, a
 * VAPID key, granted permission and the webPushNotifications option, and unregisters when
 * the option is turned off. The subscription carries the alerts chosen per type.
 */
export class WebPushStore {
  state: WebPushState = 'off';
  error: { key: WebPushErrorKey; detail: string } | null = null;
  /** The server's id for this token's subscription, while on. */
  subscriptionId: string | null = null;
  /** Bumped when the browser's permission may have changed (asked, or refused). */
  private permissionSeen = 0;
  private readonly disposers: Array<() => void> = [];
  private ending: Promise<void> | null = null;

  constructor(private readonly deps: WebPushDeps) {
    makeObservable<WebPushStore, 'permissionSeen'>(this, {
      state: observable,
      error: observable.ref,
      subscriptionId: observable,
      permissionSeen: observable,
      dismissError: action,
    });
    // The option turned off elsewhere (another tab, a settings import): unregister too.
    this.disposers.push(
      reaction(
        () => this.deps.enabled(),
        (on) => {
          if (!on && this.state === 'on') void this.unregister();
        },
        { name: 'web-push:option' },
      ),
    );
  }

  /** Why it cannot be on here (observable through the permission probe). */
  get blocker(): WebPushBlocker {
    void this.permissionSeen;
    if (!this.deps.service.supported) return 'unsupported';
    if (!this.deps.vapidKey()) return 'no-key';
    if (this.deps.service.permission() === 'denied') return 'denied';
    return null;
  }

  get enabled(): boolean {
    return this.deps.enabled();
  }

  get alerts(): PushAlerts {
    return this.deps.alerts();
  }

  /** Start-up: with the option on, make sure this token's subscription exists. */
  start(): Promise<void> {
    if (!this.deps.enabled() || this.blocker) return Promise.resolve();
    if (this.deps.service.permission() !== 'granted') return Promise.resolve();
    return this.register();
  }

  /** The person turns push on: ask for permission if needed, then register. */
  async enable(): Promise<void> {
    if (this.blocker) return;
    if (this.deps.service.permission() === 'default') {
      await this.deps.service.requestPermission();
      runInAction(() => {
        this.permissionSeen++;
      });
    }
    if (this.deps.service.permission() !== 'granted') return;
    this.deps.setEnabled(true);
    await this.register();
  }

  /** The person turns push off: the option goes off, the subscription ends. */
  async disable(): Promise<void> {
    this.deps.setEnabled(false);
    await this.unregister();
  }

  /** One alert type on or off; a live subscription learns it at once. */
  async setAlert(type: PushAlertType, on: boolean): Promise<void> {
    const alerts = { ...this.deps.alerts(), [type]: on };
    this.deps.setAlerts(alerts);
    if (this.state !== 'on') return;
    try {
      await this.deps.api().update(alerts);
    } catch (error) {
      this.fail(error);
    }
  }

  dismissError(): void {
    this.error = null;
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  private async register(): Promise<void> {
    if (this.state === 'subscribing') return;
    runInAction(() => {
      this.state = 'subscribing';
      this.error = null;
    });
    try {
      const endpoint = await this.deps.service.subscribe(this.deps.vapidKey());
      const record = await this.deps.api().subscribe(endpoint, this.deps.alerts());
      runInAction(() => {
        this.subscriptionId = record.id;
        this.state = 'on';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'off';
      });
      this.fail(error);
    }
  }

  /** One unregistering at a time (turning off also fires the option's reaction). */
  private unregister(): Promise<void> {
    this.ending ??= this.endSubscription().finally(() => {
      this.ending = null;
    });
    return this.ending;
  }

  private async endSubscription(): Promise<void> {
    runInAction(() => {
      this.state = 'unsubscribing';
      this.error = null;
    });
    try {
      await this.deps.api().remove();
    } catch (error) {
      this.fail(error);
    }
    try {
      await this.deps.service.unsubscribe();
    } catch (error) {
      this.deps.logger.warn('The browser kept its push subscription', error);
    }
    runInAction(() => {
      this.subscriptionId = null;
      this.state = 'off';
    });
  }

  private fail(error: unknown): void {
    this.deps.logger.warn('Push subscription failed', error);
    const key: WebPushErrorKey =
      error instanceof PushSubscriptionError
        ? error.kind === 'status'
          ? 'push.bad_status'
          : 'push.bad_response'
        : 'push.failed';
    runInAction(() => {
      this.error = { key, detail: describeError(error) };
    });
  }
}

/** Where an account keeps its push option and alerts (its own storage corner, this device). */
export const WEB_PUSH_STORAGE_KEY = 'web-push';

interface SavedPush {
  enabled: boolean;
  alerts: PushAlerts;
}

/**
 * The account's saved option (spec webPushNotifications, off) and alerts (all five on). Kept
 * out of the settings table: the web's first load would carry it (bin/web-budget.mjs), and a
 * subscription belongs to this browser and this account anyway.
 */
export function readSavedPush(stored: unknown): SavedPush {
  const raw = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  const alerts = defaultPushAlerts();
  const rawAlerts = (
    typeof raw.alerts === 'object' && raw.alerts !== null ? raw.alerts : {}
  ) as Record<string, unknown>;
  for (const type of PUSH_ALERT_TYPES) {
    if (typeof rawAlerts[type] === 'boolean') alerts[type] = rawAlerts[type];
  }
  return { enabled: raw.enabled === true, alerts };
}

/**
 * The scope kit for a face's push service (`scope.use(webPushKit(service))`, one kit per
 * service): the active account's client, the instance's key, the account's saved choice.
 */
export function webPushKit(service: PushServicePort): ScopeStoreKit<WebPushStore> {
  return {
    make: (scope: AccountScope) => {
      const saved = observable(readSavedPush(scope.storage.get(WEB_PUSH_STORAGE_KEY)), {
        alerts: observable.ref,
      });
      const change = action((next: Partial<SavedPush>) => {
        Object.assign(saved, next);
        scope.storage.set(WEB_PUSH_STORAGE_KEY, { enabled: saved.enabled, alerts: saved.alerts });
      });
      return new WebPushStore({
        api: () => pushApi(scope.client),
        service,
        vapidKey: () => scope.instance.info?.vapidKey ?? '',
        enabled: () => saved.enabled,
        setEnabled: (enabled) => change({ enabled }),
        alerts: () => saved.alerts,
        setAlerts: (alerts) => change({ alerts }),
        logger: scope.logger,
      });
    },
    dispose: (store) => store.dispose(),
  };
}
