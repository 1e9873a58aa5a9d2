import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { PleromaClient } from '../../../src/core/api/client';
import {
  defaultPushAlerts,
  PUSH_BAD_RESPONSE,
  PUSH_BAD_STATUS,
  type PushAlerts,
  pushApi,
} from '../../../src/core/api/push';
import {
  type PushPermission,
  type PushServicePort,
  WebPushStore,
} from '../../../src/core/model/web-push';
import { silentLogger } from '../../../src/core/ports';
import { FakeHttp } from '../helpers/fake-http';

/** Web Push (spec part 2 §4, §7, §8, §9) against a fake server and a fake browser. */

const ENDPOINT = 'https://push.example/send/abc';
const KEYS = { p256dh: 'BPUBLIC', auth: 'AUTH' };
const PATH = '/api/v1/push/subscription';

function browser(permission: PushPermission = 'default', answer: PushPermission = 'granted') {
  const calls: string[] = [];
  let current = permission;
  const service: PushServicePort = {
    supported: true,
    permission: () => current,
    requestPermission: async () => {
      calls.push('ask');
      current = answer;
      return current;
    },
    subscribe: async (key) => {
      calls.push(`subscribe ${key}`);
      return { endpoint: ENDPOINT, keys: KEYS };
    },
    unsubscribe: async () => {
      calls.push('unsubscribe');
    },
  };
  return { service, calls };
}

function setup(options: { permission?: PushPermission; answer?: PushPermission; key?: string }) {
  const http = new FakeHttp();
  const client = new PleromaClient({ fetch: http.fetch, baseUrl: 'https://p.example', token: 'T' });
  const prefs = observable({ enabled: false, alerts: defaultPushAlerts() });
  const { service, calls } = browser(options.permission, options.answer);
  const store = new WebPushStore({
    api: () => pushApi(client),
    service,
    vapidKey: () => options.key ?? 'BVAPID',
    enabled: () => prefs.enabled,
    setEnabled: (on) => runInAction(() => (prefs.enabled = on)),
    alerts: () => prefs.alerts,
    setAlerts: (alerts: PushAlerts) => runInAction(() => (prefs.alerts = alerts)),
    logger: silentLogger,
  });
  return { http, store, prefs, calls };
}

const answer = (alerts: PushAlerts = defaultPushAlerts()) => ({
  body: { id: '7', endpoint: ENDPOINT, alerts, server_key: 'BVAPID' },
});

describe('web push', () => {
  it('asks for permission, subscribes the browser with the VAPID key, then POSTs all five alerts', async () => {
    const { http, store, prefs, calls } = setup({});
    http.on('POST', PATH, answer());
    await store.enable();
    expect(calls).toEqual(['ask', 'subscribe BVAPID']);
    expect(store.state).toBe('on');
    expect(store.subscriptionId).toBe('7');
    expect(prefs.enabled).toBe(true);
    const [post] = http.calls('POST', PATH);
    expect(JSON.parse(post!.body!)).toEqual({
      subscription: { endpoint: ENDPOINT, keys: KEYS },
      data: { alerts: { follow: true, favourite: true, mention: true, reblog: true, move: true } },
    });
    expect(post!.headers.Authorization ?? post!.headers.authorization).toBe('Bearer T');
  });

  it('a refused permission leaves the option off and sends nothing', async () => {
    const { http, store, prefs, calls } = setup({ answer: 'denied' });
    await store.enable();
    expect(calls).toEqual(['ask']);
    expect(prefs.enabled).toBe(false);
    expect(store.blocker).toBe('denied');
    expect(http.requests).toEqual([]);
  });

  it('no VAPID key: blocked, nothing asked', async () => {
    const { store, calls } = setup({ key: '' });
    expect(store.blocker).toBe('no-key');
    await store.enable();
    expect(calls).toEqual([]);
  });

  it("the spec's errors: a refusal is 'Bad status code', an answer without id 'Bad response'", async () => {
    const refused = setup({ permission: 'granted' });
    refused.http.on('POST', PATH, { status: 403, body: { error: 'Insufficient permissions' } });
    await refused.store.enable();
    expect(refused.store.state).toBe('off');
    expect(refused.store.error?.key).toBe('push.bad_status');
    expect(refused.store.error?.detail).toBe(PUSH_BAD_STATUS);

    const odd = setup({ permission: 'granted' });
    odd.http.on('POST', PATH, { body: { endpoint: ENDPOINT } });
    await odd.store.enable();
    expect(odd.store.error?.key).toBe('push.bad_response');
    expect(odd.store.error?.detail).toBe(PUSH_BAD_RESPONSE);
  });

  it('one alert off is PUT at once; turning off DELETEs and unsubscribes the browser', async () => {
    const { http, store, prefs, calls } = setup({ permission: 'granted' });
    http.on('POST', PATH, answer());
    http.on('PUT', PATH, (request) => answer(JSON.parse(request.body!).data.alerts));
    http.on('DELETE', PATH, { body: {} });
    await store.enable();
    await store.setAlert('reblog', false);
    expect(JSON.parse(http.calls('PUT', PATH)[0]!.body!)).toEqual({
      data: { alerts: { follow: true, favourite: true, mention: true, reblog: false, move: true } },
    });
    expect(prefs.alerts.reblog).toBe(false);
    await store.disable();
    expect(http.calls('DELETE', PATH)).toHaveLength(1);
    expect(calls.at(-1)).toBe('unsubscribe');
    expect(store.state).toBe('off');
    expect(prefs.enabled).toBe(false);
  });

  it('the option turned off elsewhere unregisters; start() registers when everything is there', async () => {
    const { http, store, prefs } = setup({ permission: 'granted' });
    http.on('POST', PATH, answer());
    http.on('DELETE', PATH, { body: {} });
    await store.start();
    expect(http.calls('POST', PATH)).toHaveLength(0);
    runInAction(() => (prefs.enabled = true));
    await store.start();
    expect(store.state).toBe('on');
    runInAction(() => (prefs.enabled = false));
    await expect.poll(() => store.state).toBe('off');
    expect(http.calls('DELETE', PATH)).toHaveLength(1);
  });

  it('GET reads the current subscription; none is undefined', async () => {
    const http = new FakeHttp();
    const client = new PleromaClient({ fetch: http.fetch, baseUrl: 'https://p.example' });
    expect(await pushApi(client).current()).toBeUndefined();
    http.on('GET', PATH, answer());
    expect((await pushApi(client).current())?.id).toBe('7');
  });
});
