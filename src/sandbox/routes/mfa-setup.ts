import { randomBytes } from 'node:crypto';
import { SandboxError } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { RouteDef } from '../router';
import { verifyTotp } from '../totp';
import { param, viewerOf } from './common';

/**
 * Two-factor setup as Pleroma's /api/pleroma/accounts/mfa/* does it (spec part 2 §7): a
 * secret from setup/totp, turned on by confirm/totp with the password and a code, off by
 * DELETE totp with the password; backup_codes hands out a fresh set.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function newSecret(): string {
  return [...randomBytes(16)].map((b) => BASE32[b % 32]).join('');
}

function newCodes(): string[] {
  return Array.from({ length: 10 }, () => randomBytes(5).toString('hex'));
}

function checkPassword(ctx: RequestContext) {
  const viewer = viewerOf(ctx);
  const password = ctx.body.str('password') ?? ctx.query.str('password');
  if (password !== viewer.password) throw new SandboxError(422, 'Invalid password.');
  return viewer;
}

/** Pleroma knows `totp` only here; any other method is an unknown one (its 400). */
function totpOnly(ctx: RequestContext): void {
  if (param(ctx, 'method') !== 'totp') throw new SandboxError(400, 'undefined method');
}

function setup(ctx: RequestContext): Reply {
  totpOnly(ctx);
  const viewer = viewerOf(ctx);
  const key = newSecret();
  viewer.mfaPendingSecret = key;
  const label = encodeURIComponent(`${new URL(ctx.state.baseUrl).host}:${viewer.username}`);
  return json({ key, provisioning_uri: `otpauth://totp/${label}?secret=${key}&issuer=Petrel` });
}

function confirm(ctx: RequestContext): Reply {
  totpOnly(ctx);
  const viewer = checkPassword(ctx);
  const secret = viewer.mfaPendingSecret;
  if (!secret || !verifyTotp(secret, ctx.body.str('code') ?? '')) {
    return json({ error: 'Invalid code' }, 422);
  }
  viewer.mfa = { totpSecret: secret, backupCodes: viewer.mfa?.backupCodes ?? newCodes() };
  viewer.mfaPendingSecret = undefined;
  return json({});
}

function disable(ctx: RequestContext): Reply {
  totpOnly(ctx);
  const viewer = checkPassword(ctx);
  viewer.mfa = null;
  return json({});
}

function backupCodes(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const codes = newCodes();
  if (viewer.mfa) viewer.mfa.backupCodes = codes;
  return json({ codes });
}

export const mfaSetupRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/pleroma/accounts/mfa/setup/{method}',
    access: 'user',
    handler: setup,
  },
  {
    method: 'POST',
    path: '/api/pleroma/accounts/mfa/confirm/{method}',
    access: 'user',
    handler: confirm,
  },
  {
    method: 'DELETE',
    path: '/api/pleroma/accounts/mfa/{method}',
    access: 'user',
    handler: disable,
  },
  {
    method: 'GET',
    path: '/api/pleroma/accounts/mfa/backup_codes',
    access: 'user',
    handler: backupCodes,
  },
];
