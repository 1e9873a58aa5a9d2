import { describe, expect, it } from 'vitest';
import { PleromaClient } from '../../../src/core/api/client';
import { signUpAppToken } from '../../../src/core/model/app-token';
import { AuthFlow } from '../../../src/core/model/auth-flow';
import { EntityStore } from '../../../src/core/model/entities';
import { PasswordResetStore } from '../../../src/core/model/password-reset';
import { RegistrationStore } from '../../../src/core/model/registration';
import {
  birthdayCutoff,
  humanizeRegistrationErrors,
  type SignUpRules,
} from '../../../src/core/model/registration-rules';
import { SessionStore } from '../../../src/core/model/session';
import { memoryStorage, silentLogger } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { FakeHttp } from '../helpers/fake-http';

/**
 * Issue 12, spec part 1 §4 state machines in core: the auth flow (password → totp ⇄
 * recovery, cancel, reset on success), the two-factor step against a scripted server,
 * sign-up (pending / success / failure with a new captcha; birthday cut-off on a fake
 * clock) and password reset (idle / pending / success / throttled / error).
 */

const SERVER = 'https://pleroma.example';
const ALICE = { id: '1', username: 'dana', acct: 'dana', display_name: '', url: `${SERVER}/@dana` };

function mfaServer() {
  const http = new FakeHttp();
  http.on('POST', '/api/v1/apps', { body: { client_id: 'cid', client_secret: 'secret' } });
  http.on('POST', '/oauth/token', {
    status: 403,
    body: { error: 'mfa_required', mfa_token: 'mfa-tok', supported_challenge_types: 'totp' },
  });
  http.on('POST', '/oauth/mfa/challenge', (req) => {
    const form = new URLSearchParams(req.body);
    const good =
      (form.get('challenge_type') === 'totp' && form.get('code') === '123456') ||
      (form.get('challenge_type') === 'recovery' && form.get('code') === 'rec-1');
    return good
      ? { body: { access_token: 'user-token', scope: 'read' } }
      : { status: 400, body: { error: 'Invalid code' } };
  });
  http.on('GET', '/api/v1/accounts/verify_credentials', { body: ALICE });
  const entities = new EntityStore();
  const secrets = memoryStorage();
  const session = new SessionStore({
    fetch: http.fetch,
    storage: memoryStorage(),
    secrets,
    logger: silentLogger,
    account: (id) => entities.account(id),
    enter: (signedIn) => {
      if (signedIn.account) entities.ingest({ accounts: [signedIn.account], statuses: [] });
    },
    clientName: 'Petrel tests',
  });
  return { http, session, secrets };
}

describe('auth flow (spec part 1 §4)', () => {
  it('starts at password; totp ⇄ recovery; cancel drops the mfa token', () => {
    const flow = new AuthFlow();
    expect(flow.strategy).toBe('password');
    flow.switchToRecovery(); // not from password
    expect(flow.strategy).toBe('password');
    flow.requireMfa('tok', 'dana');
    expect([flow.strategy, flow.mfaToken, flow.awaitingCode]).toEqual(['totp', 'tok', true]);
    flow.switchToRecovery();
    expect(flow.strategy).toBe('recovery');
    flow.switchToTotp();
    expect(flow.strategy).toBe('totp');
    flow.cancel();
    expect([flow.strategy, flow.mfaToken, flow.awaitingCode]).toEqual(['password', null, false]);
    // Token mode: cancel returns to the token description, not a password form.
    const tokenMode = new AuthFlow('token');
    tokenMode.requireMfa('t');
    tokenMode.cancel();
    expect(tokenMode.strategy).toBe('token');
  });

  it('mfa_required shows the code form; a refused code keeps it; recovery signs in and resets', async () => {
    const { http, session, secrets } = mfaServer();
    expect(await session.login(SERVER, 'dana', 'pw')).toBe(false);
    expect(session.loginError).toBeNull();
    expect(session.authFlow.strategy).toBe('totp');
    expect(session.authFlow.mfaToken).toBe('mfa-tok');

    expect(await session.verifyMfa('999999')).toBe(false);
    expect(session.loginError).toMatchObject({ code: 'mfa_invalid', detail: 'Invalid code' });
    expect(session.authFlow.awaitingCode).toBe(true);

    session.authFlow.switchToRecovery();
    expect(await session.verifyMfa(' rec-1 ')).toBe(true);
    const challenge = new URLSearchParams(http.calls('POST', '/oauth/mfa/challenge').at(-1)!.body);
    expect(Object.fromEntries(challenge)).toEqual({
      client_id: 'cid',
      client_secret: 'secret',
      mfa_token: 'mfa-tok',
      code: 'rec-1',
      challenge_type: 'recovery',
    });
    expect(session.isSignedIn).toBe(true);
    expect(session.authFlow.strategy).toBe('password');
    expect(session.authFlow.mfaToken).toBeNull();
    expect(secrets.get<Record<string, string>>('tokens')).toEqual({
      'dana@pleroma.example': 'user-token',
    });
  });

  it('password_reset_required is its own error (the faces go to password reset)', async () => {
    const { http, session } = mfaServer();
    http.on('POST', '/oauth/token', {
      status: 403,
      body: { error: 'Password reset is required', identifier: 'password_reset_required' },
    });
    expect(await session.login(SERVER, 'dana', 'pw')).toBe(false);
    expect(session.loginError?.code).toBe('password_reset_required');
    expect(session.authFlow.strategy).toBe('password');
  });
});

const RULES: SignUpRules = {
  open: true,
  emailRequired: false,
  reasonRequired: false,
  birthdayRequired: true,
  birthdayMinAge: 18,
};

function signUp(rules: SignUpRules = RULES) {
  const http = new FakeHttp();
  const clock = new FakeClock(Date.parse('2026-03-01T12:00:00'));
  let captchas = 0;
  http.on('GET', '/api/pleroma/captcha', () => {
    captchas++;
    return { body: { type: 'native', token: `tok-${captchas}`, url: 'data:x', answer_data: 'ad' } };
  });
  const client = new PleromaClient({ fetch: http.fetch, baseUrl: SERVER });
  const adopted: string[] = [];
  const store = new RegistrationStore({
    client: () => client,
    rules: () => rules,
    now: () => clock.now(),
    adoptToken: async (token) => {
      adopted.push(token);
      return true;
    },
    logger: silentLogger,
  });
  return { http, clock, store, adopted, captchas: () => captchas };
}

describe('registration (spec part 1 §4, §5)', () => {
  it('birthday cut-off is today minus the minimum age, moving with the clock', async () => {
    const { clock, store } = signUp();
    expect(store.birthdayMax).toBe('2008-03-01');
    store.set('birthday', '2008-03-02');
    expect(store.problemOf('birthday')).toEqual({ kind: 'too_young', cutoff: '2008-03-01' });
    await clock.advance(24 * 3600_000);
    expect(store.birthdayMax).toBe('2008-03-02');
    expect(store.problemOf('birthday')).toBeUndefined();
    expect(birthdayCutoff(new Date(2024, 1, 29), 1)).toBe('2023-02-28');
  });

  it('errors show once touched; confirmation missing and mismatch differ; submit blocked while invalid', async () => {
    const { store, http } = signUp({ ...RULES, birthdayRequired: false, emailRequired: true });
    expect(store.problemOf('username')).toBeUndefined();
    expect(store.canSubmit).toBe(false);
    store.set('username', '   ');
    expect(store.problemOf('username')).toEqual({ kind: 'required' });
    store.set('password', 'a');
    store.touch('confirm');
    expect(store.problemOf('confirm')).toEqual({ kind: 'required' });
    store.set('confirm', 'b');
    expect(store.problemOf('confirm')).toEqual({ kind: 'mismatch' });
    expect(await store.submit()).toBeNull();
    expect(store.problemOf('email')).toEqual({ kind: 'required' });
    expect(http.calls('POST', '/api/v1/accounts')).toHaveLength(0);
  });

  it('failure keeps "Field name. message." errors and fetches a new captcha; success signs in', async () => {
    const { store, http, adopted, captchas } = signUp();
    await store.loadCaptcha();
    let answer: unknown = {
      status: 400,
      body: { error: '{"ap_id":["has already been taken"],"captcha_solution":["is wrong"]}' },
    };
    http.on('POST', '/api/v1/accounts', () => answer as { status: number; body: unknown });
    for (const [f, v] of Object.entries({
      username: ' neo ',
      fullname: ' Neo ',
      password: 'pw',
      confirm: 'pw',
      birthday: '1990-01-01',
      language: 'en, ,de',
      captcha: 'xyz',
    }))
      store.set(f as never, v);
    expect(await store.submit()).toBeNull();
    expect(store.state).toBe('failure');
    expect(store.serverErrors).toEqual([
      'Username. has already been taken.',
      'Captcha solution. is wrong.',
    ]);
    expect(captchas()).toBe(2);
    expect(store.values.username).toBe(' neo ');
    const sent = JSON.parse(http.calls('POST', '/api/v1/accounts')[0]!.body!);
    expect(sent).toMatchObject({
      nickname: 'neo',
      username: 'neo',
      fullname: 'Neo',
      locale: 'en_US',
      agreement: true,
      language: ['en', 'de'],
      birthday: '1990-01-01',
      captcha_solution: 'xyz',
      captcha_token: 'tok-1',
      captcha_answer_data: 'ad',
    });
    expect(sent.email).toBeUndefined();
    // The new captcha needs a new answer.
    expect(store.canSubmit).toBe(false);
    store.set('captcha', 'abc');
    answer = { body: { access_token: 'new-token' } };
    expect(await store.submit()).toEqual({ kind: 'signed-in' });
    expect(store.state).toBe('success');
    expect(adopted).toEqual(['new-token']);
  });

  it('carries an app token (client_credentials), asked once for every try of the form', async () => {
    const mfa = mfaServer();
    const server = mfa.http;
    let grants = 0;
    server.on('POST', '/oauth/token', (req) => {
      const form = new URLSearchParams(req.body);
      if (form.get('grant_type') !== 'client_credentials') return { status: 400, body: {} };
      grants++;
      return { body: { access_token: `app-token-${grants}`, scope: 'read' } };
    });
    let refuse = true;
    server.on('POST', '/api/v1/accounts', () =>
      refuse
        ? { status: 400, body: { error: '{"ap_id":["has already been taken"]}' } }
        : { body: { access_token: 'new-token' } },
    );
    const client = new PleromaClient({ fetch: server.fetch, baseUrl: SERVER });
    const store = new RegistrationStore({
      client: () => client,
      rules: () => ({ ...RULES, birthdayRequired: false }),
      now: () => 0,
      adoptToken: async () => true,
      logger: silentLogger,
      appToken: () => signUpAppToken(mfa.session, SERVER, client, silentLogger),
    });
    for (const [f, v] of Object.entries({ username: 'neo', fullname: 'Neo', password: 'p' }))
      store.set(f as never, v);
    store.set('confirm', 'p');
    expect(await store.submit()).toBeNull();
    refuse = false;
    expect(await store.submit()).toEqual({ kind: 'signed-in' });
    const sent = server.calls('POST', '/api/v1/accounts');
    expect(sent.map((r) => r.headers.Authorization)).toEqual([
      'Bearer app-token-1',
      'Bearer app-token-1',
    ]);
    // The app is registered once and kept for the sign-in that follows.
    expect(server.calls('POST', '/api/v1/apps')).toHaveLength(1);
    const grant = new URLSearchParams(server.calls('POST', '/oauth/token')[0]!.body);
    expect(grant.get('client_id')).toBe('cid');
  });

  it('sends the sign-up without a token when the server gives no app token', async () => {
    const mfa = mfaServer();
    mfa.http.on('POST', '/oauth/token', { status: 401, body: { error: 'invalid_client' } });
    mfa.http.on('POST', '/api/v1/accounts', {
      status: 403,
      body: { error: 'Invalid credentials' },
    });
    const client = new PleromaClient({ fetch: mfa.http.fetch, baseUrl: SERVER });
    const store = new RegistrationStore({
      client: () => client,
      rules: () => ({ ...RULES, birthdayRequired: false }),
      now: () => 0,
      adoptToken: async () => true,
      logger: silentLogger,
      appToken: () => signUpAppToken(mfa.session, SERVER, client, silentLogger),
    });
    for (const f of ['username', 'fullname', 'password', 'confirm'] as const) store.set(f, 'x');
    expect(await store.submit()).toBeNull();
    expect(store.serverErrors).toEqual(['Invalid credentials']);
    expect(mfa.http.calls('POST', '/api/v1/accounts')[0]!.headers.Authorization).toBeUndefined();
  });

  it('humanizes other error shapes', () => {
    expect(humanizeRegistrationErrors({ error: { invite_token: ['is invalid'] } })).toEqual([
      'Invite token. is invalid.',
    ]);
    // Each message on its own line in the spec's "Field name. message." form.
    expect(
      humanizeRegistrationErrors({ errors: { email: ['is invalid', 'is too long.'] } }),
    ).toEqual(['Email. is invalid.', 'Email. is too long.']);
    expect(humanizeRegistrationErrors({ error: 'Registrations are closed' })).toEqual([
      'Registrations are closed',
    ]);
  });
});

describe('password reset (spec part 1 §4, §8)', () => {
  it('idle → pending → success on 204; throttled on 429; error otherwise; dismiss → idle', async () => {
    const http = new FakeHttp();
    let status = 204;
    http.on('POST', '/auth/password', () => ({
      status,
      body: status === 204 ? '' : { error: 'x' },
    }));
    const client = new PleromaClient({ fetch: http.fetch, baseUrl: SERVER });
    const reset = new PasswordResetStore(() => client, silentLogger);
    expect(reset.state).toBe('idle');
    const pending = reset.request('a@b.example');
    expect(reset.state).toBe('pending');
    expect(await pending).toBe('success');
    expect(http.calls('POST', '/auth/password')[0]!.query.get('email')).toBe('a@b.example');
    status = 429;
    expect(await reset.request('a@b.example')).toBe('throttled');
    status = 500;
    expect(await reset.request('a@b.example')).toBe('error');
    reset.dismiss();
    expect(reset.state).toBe('idle');
  });
});
