import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { FetchInit } from '../../../src/core/ports';
import { FakeServer, respond, TOKEN } from './support/fake-server';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

const CTRL_R = '\x12';

/** A fake server whose alice has two-factor sign-in: code 123456 or recovery rec-1. */
function mfaServer() {
  const server = new FakeServer();
  const base = server.fetch;
  const challenges: URLSearchParams[] = [];
  Object.defineProperty(server, 'fetch', {
    value: async (input: string, init: FetchInit = {}) => {
      const url = new URL(input);
      if (url.pathname === '/oauth/mfa/challenge') {
        const form = new URLSearchParams(typeof init.body === 'string' ? init.body : '');
        challenges.push(form);
        const ok =
          (form.get('challenge_type') === 'totp' && form.get('code') === '123456') ||
          (form.get('challenge_type') === 'recovery' && form.get('code') === 'rec-1');
        return ok
          ? respond(200, { access_token: TOKEN, token_type: 'Bearer', scope: 'read' })
          : respond(400, { error: 'Invalid code' });
      }
      return base(input, init);
    },
  });
  const askForCode = () =>
    server.failures.set('/oauth/token', {
      status: 403,
      body: { error: 'mfa_required', mfa_token: 'mfa-1', supported_challenge_types: 'totp' },
    });
  return { server, challenges, askForCode };
}

describe('terminal login with two-factor (spec part 1 §2, §4, §8)', () => {
  it('asks for the code, clears a refused one, switches to recovery and back, cancels, then signs in', async () => {
    const { server, challenges, askForCode } = mfaServer();
    server.addStatus({ content: '<p>Hello from Bob</p>' });
    askForCode();
    const { root } = await createTestRoot({ server });
    const app = renderApp(root, { server: 'https://fake.test' });
    await app.press('alice', KEYS.tab, 'secret', KEYS.enter);
    let frame = await app.waitForText('Two-factor authentication');
    expect(frame).toContain('Authentication code');
    expect(frame).toContain('Two-factor code for @alice');

    await app.press('000000', KEYS.enter);
    frame = await app.waitForText('Invalid code');
    expect(frame).not.toContain('000000');
    expect(challenges.at(-1)?.get('mfa_token')).toBe('mfa-1');

    await app.press(CTRL_R);
    frame = await app.waitForText('Two-factor recovery');
    expect(frame).toContain('Recovery code');
    await app.press(CTRL_R);
    await app.waitForText('Two-factor authentication');

    // Cancel: back to the password form, the flow forgotten.
    await app.press(KEYS.esc);
    frame = await app.waitForText('Password');
    expect(frame).not.toContain('Two-factor');
    expect(root.session.authFlow.strategy).toBe('password');

    askForCode();
    await app.press('secret', KEYS.enter);
    await app.waitForText('Two-factor authentication');
    await app.press('123456', KEYS.enter);
    frame = await app.waitForText('Hello from Bob');
    expect(frame).toContain('@alice@fake.test');
    expect(challenges.at(-1)?.get('challenge_type')).toBe('totp');
    expect(root.session.authFlow.strategy).toBe('password');
  });

  it('signs in with a recovery code', async () => {
    const { server, challenges, askForCode } = mfaServer();
    server.addStatus({ content: '<p>Hello from Bob</p>' });
    askForCode();
    const { root } = await createTestRoot({ server });
    const app = renderApp(root, { server: 'https://fake.test' });
    await app.press('alice', KEYS.tab, 'secret', KEYS.enter);
    await app.waitForText('Two-factor authentication');
    await app.press(CTRL_R);
    await app.waitForText('Recovery code');
    await app.press('rec-1', KEYS.enter);
    await app.waitForText('Hello from Bob');
    expect(challenges.at(-1)?.get('challenge_type')).toBe('recovery');
  });

  it(':logout revokes and returns to the login form', async () => {
    const server = new FakeServer();
    server.addStatus({ content: '<p>Hello from Bob</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const app = renderApp(root, { server: 'https://fake.test' });
    await app.waitForText('Hello from Bob');
    await app.press(':', 'logout', KEYS.enter);
    const frame = await app.waitForText('Log in to a Pleroma or Mastodon server');
    expect(frame).not.toContain('Hello from Bob');
    expect(root.session.isSignedIn).toBe(false);
    expect(root.ports.secrets.get('tokens')).toEqual({});
  });
});
