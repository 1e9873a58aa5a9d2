import { describe, expect, it } from 'vitest';
import {
  BACKEND_CONFIG_PATH,
  INSTANCE_PANEL_PATH,
  ShellDocumentsStore,
  STATIC_CONFIG_PATH,
  TERMS_PATH,
} from '../../../src/core/model/shell-documents';
import { settle } from '../helpers/fake-http';
import { kit } from '../reading/support';

/** A handler whose answer waits until the test releases it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

function setup() {
  const k = kit();
  const logged: string[] = [];
  const logger = {
    debug: (m: string) => logged.push(`debug ${m}`),
    warn: (m: string) => logged.push(`warn ${m}`),
    error: (m: string) => logged.push(`error ${m}`),
  };
  const store = new ShellDocumentsStore({ client: () => k.client, logger });
  const paths = () => k.http.requests.map((r) => r.path);
  return { ...k, store, logged, paths };
}

const html = (body: string) => ({ status: 200, body, headers: { 'content-type': 'text/html' } });

describe('start-up order of the instance documents (spec part 1 §7)', () => {
  it('asks both configurations at once, then the panel, then the terms', async () => {
    const { http, store, paths } = setup();
    const backend = gate();
    http.on('GET', STATIC_CONFIG_PATH, { status: 200, body: { showFeaturesPanel: false } });
    http.on('GET', BACKEND_CONFIG_PATH, async () => {
      await backend.opened;
      return {
        status: 200,
        body: { pleroma_fe: { showInstanceSpecificPanel: true, showFeaturesPanel: true } },
      };
    });
    const panel = gate();
    http.on('GET', INSTANCE_PANEL_PATH, async () => {
      await panel.opened;
      return html('<p>Welcome</p>');
    });
    http.on('GET', TERMS_PATH, html('<h2>Terms</h2>'));

    const done = store.start();
    await settle();
    expect(paths()).toEqual([STATIC_CONFIG_PATH, BACKEND_CONFIG_PATH]);
    backend.open();
    await settle();
    // The backend's configuration wins over the static one (as Pleroma-FE merges them).
    expect(store.showFeaturesPanel).toBe(true);
    expect(paths()).toEqual([STATIC_CONFIG_PATH, BACKEND_CONFIG_PATH, INSTANCE_PANEL_PATH]);
    expect(store.showInstancePanel).toBe(false);
    panel.open();
    await done;
    expect(paths()).toEqual([
      STATIC_CONFIG_PATH,
      BACKEND_CONFIG_PATH,
      INSTANCE_PANEL_PATH,
      TERMS_PATH,
    ]);
    expect(store.showInstancePanel).toBe(true);
    expect(store.panelHtml).toBe('<p>Welcome</p>');
    expect(store.termsHtml).toBe('<h2>Terms</h2>');
    expect(store.state).toBe('loaded');
    // Once only.
    await store.start();
    expect(paths()).toHaveLength(4);
  });

  it('logs failures only: no panel, no terms, the static config warns', async () => {
    const { http, store, logged } = setup();
    http.on('GET', STATIC_CONFIG_PATH, { status: 500, body: 'oops' });
    http.on('GET', BACKEND_CONFIG_PATH, {
      status: 200,
      body: { pleroma_fe: { showInstanceSpecificPanel: true } },
    });
    http.on('GET', INSTANCE_PANEL_PATH, html('   \n'));
    await store.start();
    expect(store.showInstancePanel).toBe(false);
    expect(store.panelHtml).toBeNull();
    expect(store.termsHtml).toBeNull();
    expect(store.state).toBe('loaded');
    expect(logged).toContain('warn Static configuration failed to load');
    expect(logged).toContain('debug Terms of service failed to load');
  });
});
