import { createHash, randomInt } from 'node:crypto';
import { errorReply, json, type Reply, type RequestContext } from '../http';
import type { RouteDef } from '../router';
import { BIRTHDAY_MIN_AGE } from '../serialize/instance';
import { randomToken } from '../state';

/**
 * Registration, its captcha and the password-reset mail, as Pleroma answers them. The
 * rules switch on with quirks (README): registrations-closed, account-activation-required,
 * account-approval-required, birthday-required, kocaptcha, native-captcha, no-mailer.
 */

/** Password resets allowed in RESET_WINDOW_MS before the route answers 429. */
export const RESET_LIMIT = 3;
const RESET_WINDOW_MS = 60_000;
const CAPTCHA_LETTERS = 'abcdefghjkmnpqrstuvwxyz';

function captchaWord(): string {
  let word = '';
  for (let i = 0; i < 5; i++) word += CAPTCHA_LETTERS[randomInt(CAPTCHA_LETTERS.length)];
  return word;
}

/** The answer drawn as text in an SVG (a person reads it; tests read the hook instead). */
function captchaSvg(answer: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" fill="#eef"/><text x="20" y="34" font-family="monospace" font-size="28" fill="#224">${answer}</text></svg>`;
}

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

function captcha(ctx: RequestContext): Reply {
  const quirks = ctx.state.quirks;
  const kind = quirks.has('kocaptcha')
    ? 'kocaptcha'
    : quirks.has('native-captcha')
      ? 'native'
      : null;
  if (!kind) return json({ type: 'none' });
  const token = randomToken();
  const answer = captchaWord();
  ctx.state.captchas.set(token, answer);
  const url =
    kind === 'kocaptcha'
      ? `${ctx.state.baseUrl}/captcha/${token}.svg`
      : `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
  // kocaptcha hands out the md5 of the answer; native an opaque value. Both come back.
  const answerData = kind === 'kocaptcha' ? md5(answer) : randomToken();
  return json({ type: kind, token, url, answer_data: answerData, seconds_valid: 300 });
}

function captchaImage(ctx: RequestContext): Reply {
  const token = (ctx.pathParams.file ?? '').replace(/\.svg$/, '');
  const answer = ctx.state.captchas.get(token);
  if (!answer) return errorReply(404, 'Record not found');
  return { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: captchaSvg(answer) };
}

/** Pleroma sends field errors as a JSON object encoded in the `error` string. */
function fieldErrors(errors: Record<string, string[]>): Reply {
  return json({ error: JSON.stringify(errors) }, 400);
}

function tooYoung(birthday: string): boolean {
  const now = new Date();
  const cutoff = new Date(now.getFullYear() - BIRTHDAY_MIN_AGE, now.getMonth(), now.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  const cut = `${cutoff.getFullYear()}-${pad(cutoff.getMonth() + 1)}-${pad(cutoff.getDate())}`;
  return birthday > cut;
}

/** POST /api/v1/accounts: registration (signed in at once unless a rule keeps it waiting). */
function register(ctx: RequestContext): Reply {
  const p = ctx.body;
  const state = ctx.state;
  const quirks = state.quirks;
  // Pleroma's AccountController.create: only with an app token (client_credentials); no
  // token, or a user's, is 403 "Invalid credentials".
  const app = ctx.token && ctx.token.userId === null ? ctx.token.appId : null;
  if (!app) return errorReply(403, 'Invalid credentials');
  if (quirks.has('registrations-closed') && !p.str('token')) {
    return errorReply(403, 'Invalid token');
  }
  if (quirks.has('kocaptcha') || quirks.has('native-captcha')) {
    const token = p.str('captcha_token') ?? '';
    const answer = state.captchas.get(token);
    state.captchas.delete(token); // single use, right or wrong
    const solution = (p.str('captcha_solution') ?? '').trim().toLowerCase();
    if (!answer || solution !== answer) return fieldErrors({ captcha: ['Invalid CAPTCHA'] });
  }
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const username = p.str('username') ?? p.str('nickname') ?? '';
  if (!/^[A-Za-z0-9_]{1,30}$/.test(username)) add('ap_id', 'has invalid format');
  else if (state.findUserByAcct(username)) add('ap_id', 'has already been taken');
  const password = p.str('password') ?? '';
  if (password === '') add('password', "can't be blank");
  if (p.bool('agreement') === false) add('agreement', 'must be accepted');
  const email = p.str('email')?.trim() || null;
  if (quirks.has('account-activation-required') && !email) add('email', "can't be blank");
  const reason = p.str('reason')?.trim() ?? '';
  if (quirks.has('account-approval-required') && reason === '') add('reason', "can't be blank");
  const birthday = p.str('birthday') ?? null;
  if (quirks.has('birthday-required')) {
    if (!birthday) add('birthday', "can't be blank");
    else if (tooYoung(birthday)) add('birthday', `must be at least ${BIRTHDAY_MIN_AGE} years old`);
  }
  if (Object.keys(errors).length > 0) return fieldErrors(errors);
  const user = state.registerUser({
    username,
    password,
    email,
    displayName: p.str('fullname') ?? username,
    note: p.str('bio') ?? '',
    birthday,
  });
  if (quirks.has('account-activation-required')) {
    // Pleroma: the e-mail waits for its confirmation (admins may resend it).
    user.confirmed = false;
    return json({
      identifier: 'missing_confirmed_email',
      message: 'You have been registered. Please check your email for further instructions.',
    });
  }
  if (quirks.has('account-approval-required')) {
    user.approved = false;
    user.registrationReason = reason;
    return json({
      identifier: 'awaiting_approval',
      message: "You have been registered. You'll be able to log in once your account is approved.",
    });
  }
  const token = state.issueToken(app, user.id, 'read write follow push');
  return json({
    access_token: token.token,
    created_at: Math.floor(token.createdAt / 1000),
    id: token.id,
    me: state.userUrl(user),
    refresh_token: token.refreshToken,
    scope: token.scopes,
    token_type: 'Bearer',
  });
}

/**
 * POST /auth/password?email=…: 204 whether or not the address is known (Pleroma does not
 * tell); more than RESET_LIMIT requests within a minute answer 429.
 */
function passwordReset(ctx: RequestContext): Reply {
  const state = ctx.state;
  if (state.quirks.has('no-mailer')) return errorReply(400, 'Password reset is not available');
  const target = ctx.query.str('email') ?? ctx.body.str('email') ?? ctx.query.str('nickname');
  if (!target) return errorReply(400, 'Missing email or nickname');
  const now = Date.now();
  const recent = state.passwordResetTimes.filter((t) => now - t < RESET_WINDOW_MS);
  state.passwordResetTimes.splice(0, state.passwordResetTimes.length, ...recent);
  if (recent.length >= RESET_LIMIT) return errorReply(429, 'Throttled');
  state.passwordResetTimes.push(now);
  return { status: 204, headers: {}, body: '' };
}

/** Test hook: a captcha's answer (tests cannot read the image). */
function captchaAnswer(ctx: RequestContext): Reply {
  const answer = ctx.state.captchas.get(ctx.pathParams.token ?? '');
  return answer ? json({ answer }) : errorReply(404, 'Record not found');
}

export const signUpRoutes: RouteDef[] = [
  { method: 'POST', path: '/api/v1/accounts', access: 'public', handler: register },
  { method: 'GET', path: '/api/v1/pleroma/captcha', access: 'public', handler: captcha },
  { method: 'GET', path: '/api/pleroma/captcha', access: 'public', handler: captcha },
  {
    method: 'GET',
    path: '/captcha/{file}',
    access: 'public',
    handler: captchaImage,
    extra: 'the kocaptcha image (a captcha service in real life)',
  },
  {
    method: 'POST',
    path: '/auth/password',
    access: 'public',
    handler: passwordReset,
    extra: "Pleroma's password-reset request (a browser route, not in the API contract)",
  },
];

/** Hook routes (secret-guarded like the other /__sandbox/ routes). */
export const signUpHookRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/__sandbox/captchas/{token}',
    access: 'public',
    handler: captchaAnswer,
    extra: 'sandbox test hook',
  },
];
