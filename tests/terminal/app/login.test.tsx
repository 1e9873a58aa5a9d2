import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

describe('login form', () => {
  it('prefills the server and masks the password', async () => {
    const { root } = await createTestRoot();
    const app = renderApp(root, { server: 'https://fake.test' });
    await app.press('alice', KEYS.tab, 'hunter2');
    const frame = app.frame();
    expect(frame).toContain('https://fake.test');
    expect(frame).toContain('alice');
    expect(frame).toContain('*******');
    expect(frame).not.toContain('hunter2');
  });

  it('offers the last login name (spec part 1 §4), so Tab and the password sign in', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Hello from Bob</p>' });
    const { root } = await createTestRoot({
      server,
      storage: { 'session.lastLoginName': 'alice' },
    });
    const app = renderApp(root, { server: 'https://fake.test' });
    expect(app.frame()).toContain('alice');
    await app.press(KEYS.tab, 'secret', KEYS.enter);
    await app.waitForText('Hello from Bob');
  });

  it('shows the spec message for a 400 "Invalid credentials" and refocuses the password', async () => {
    const server = new FakeServer();
    const { root } = await createTestRoot({ server });
    const app = renderApp(root, { server: 'https://fake.test' });
    await app.press('alice', KEYS.tab, 'wrong', KEYS.enter);
    const frame = await app.waitForText('Wrong username or password');
    expect(frame).not.toContain('*****');
    const tokenCalls = server.requestsTo('POST', '/oauth/token');
    expect(tokenCalls).toHaveLength(1);
    // Typing again goes to the password field and clears the error.
    await app.press('s');
    expect(app.frame()).toContain('*');
    expect(app.frame()).not.toContain('Wrong username or password');
  });

  it('says the server could not be reached on a network failure', async () => {
    const server = new FakeServer();
    server.offline = true;
    const { root } = await createTestRoot({ server });
    const app = renderApp(root, { server: 'https://fake.test' });
    await app.press('alice', KEYS.tab, 'secret', KEYS.enter);
    await app.waitForText('Failed to connect to server, try again');
  });

  it('says "An error occurred" for other server errors', async () => {
    const server = new FakeServer();
    server.failures.set('/oauth/token', { status: 500, body: { error: 'boom' } });
    const { root } = await createTestRoot({ server });
    const app = renderApp(root, { server: 'https://fake.test' });
    await app.press('alice', KEYS.tab, 'secret', KEYS.enter);
    await app.waitForText('An error occurred, please try again');
  });

  it('moves to an empty field instead of submitting', async () => {
    const server = new FakeServer();
    const { root } = await createTestRoot({ server });
    const app = renderApp(root, { server: 'https://fake.test' });
    await app.press(KEYS.enter);
    expect(server.requests).toHaveLength(0);
  });

  it('logs in and shows the home timeline', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Hello from Bob</p>' });
    const { root } = await createTestRoot({ server });
    const app = renderApp(root, { server: 'https://fake.test' });
    await app.press('alice', KEYS.tab, 'secret', KEYS.enter);
    const frame = await app.waitForText('Hello from Bob');
    expect(frame).toContain('@alice@fake.test');
    expect(frame).toContain('Home');
    expect(root.session.isSignedIn).toBe(true);
    expect(server.requestsTo('GET', '/api/v1/instance')).toHaveLength(1);
  });
});
