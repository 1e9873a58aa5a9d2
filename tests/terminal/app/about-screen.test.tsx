import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { FetchResponse } from '../../../src/core/ports';
import { FakeServer, respond } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

function html(text: string): FetchResponse {
  return { ...respond(200, null), text: async () => text };
}

/** A server with Pleroma-FE's configuration, its own panel and its terms. */
function instanceServer(): FakeServer {
  const server = new FakeServer();
  server.addStatus({ content: '<p>Existing post</p>' });
  server.instance.description = '<p>A small <em>test</em> instance</p>';
  server.extraHandlers.push((_method, url) => {
    switch (url.pathname) {
      case '/static/config.json':
        return respond(200, {});
      case '/api/pleroma/frontend_configurations':
        return respond(200, {
          pleroma_fe: { showInstanceSpecificPanel: true, showFeaturesPanel: true },
        });
      case '/instance/panel.html':
        return html('<p>Welcome to <b>Fake</b>\u001b[31m<script>alert(1)</script></p>');
      case '/static/terms-of-service.html':
        return html('<h2>Rules</h2><p>Be kind to each other.</p>');
      default:
        return undefined;
    }
  });
  return server;
}

describe('the about screen in the terminal', () => {
  it('g I shows the instance, its panel, features, terms and both versions, sanitized', async () => {
    const { root } = await createTestRoot({ server: instanceServer(), signedIn: true });
    const app = renderApp(root, { size: { columns: 100, rows: 40 } });
    await app.waitForText('Existing post');
    await app.press('g', 'I');
    await app.waitForText('Be kind to each other.');
    const frame = app.frame();
    expect(frame).toContain('A small test instance');
    expect(frame).toContain('About this instance');
    expect(frame).toContain('Welcome to Fake');
    expect(frame).toContain('Features');
    expect(frame).toContain('Terms of service');
    expect(frame).toContain('Server: 2.7.2 (compatible; Pleroma 2.6.0)');
    expect(frame).toMatch(/Petrel \d+\.\d+\.\d+/);
    // The panel's escape sequence and script reach the screen as nothing.
    expect(frame).not.toContain('\u001b[31m');
    expect(frame).not.toContain('alert(1)');

    // The reader's setting hides the panel here too.
    root.preferences.set({ hideInstancePanel: true });
    await app.waitFor((f) => !f.includes('Welcome to Fake'), 'panel hidden');
    expect(app.frame()).toContain('Be kind to each other.');

    await app.press(KEYS.esc);
    await app.waitFor((f) => f.includes('Existing post') && !f.includes('Be kind'), 'closed');
  });

  it(':about opens it, and ? lists its key', async () => {
    const { root } = await createTestRoot({ server: instanceServer(), signedIn: true });
    const app = renderApp(root, { size: { columns: 120, rows: 60 } });
    await app.waitForText('Existing post');
    await app.press(':', 'about', KEYS.enter);
    await app.waitForText('Be kind to each other.');
    await app.press(KEYS.esc);
    await app.waitFor((f) => !f.includes('Be kind'), 'closed');
    await app.press('?');
    await app.waitForText('About the instance');
    expect(app.frame()).toMatch(/g ?I\s+About the instance/);
  });
});
