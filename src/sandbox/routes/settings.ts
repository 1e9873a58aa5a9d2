import { notFound, SandboxError } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import { isoTime } from '../json';
import type { UserRecord } from '../records';
import type { RouteDef } from '../router';
import { viewerOf } from './common';

/** Account settings of Pleroma's /api/pleroma/* family (spec part 2, security tab). */

function checkPassword(ctx: RequestContext): UserRecord {
  const viewer = viewerOf(ctx);
  if (ctx.body.str('password') !== viewer.password)
    throw new SandboxError(403, 'Invalid password.');
  return viewer;
}

const ok = (): Reply => json({ status: 'success' });

function changePassword(ctx: RequestContext): Reply {
  const viewer = checkPassword(ctx);
  const next = ctx.body.str('new_password') ?? '';
  if (next === '' || next !== ctx.body.str('new_password_confirmation')) {
    return json({ error: 'New password does not match confirmation.' }, 400);
  }
  viewer.password = next;
  return ok();
}

function changeEmail(ctx: RequestContext): Reply {
  const viewer = checkPassword(ctx);
  const email = ctx.body.str('email') ?? '';
  // The contract: "Set to blank to remove the user's email."
  if (email !== '' && !/^[^@\s]+@[^@\s]+$/.test(email))
    return json({ error: 'Email has invalid format.' }, 400);
  viewer.email = email === '' ? null : email;
  return ok();
}

function deleteAccount(ctx: RequestContext): Reply {
  const viewer = checkPassword(ctx);
  viewer.deactivated = true;
  for (const [token, t] of ctx.state.tokens)
    if (t.userId === viewer.id) ctx.state.tokens.delete(token);
  return ok();
}

function moveAccount(ctx: RequestContext): Reply {
  const viewer = checkPassword(ctx);
  const target = ctx.state.findUserByAcct(ctx.body.str('target_account') ?? '');
  if (!target) return json({ error: 'Target account not found.' }, 404);
  if (!target.alsoKnownAs.includes(ctx.state.userUrl(viewer))) {
    return json({ error: 'Target account must have the origin in `alsoKnownAs`' }, 400);
  }
  viewer.movedToId = target.id;
  return ok();
}

function aliases(ctx: RequestContext): Reply {
  return json({ aliases: viewerOf(ctx).alsoKnownAs });
}

function changeAlias(add: boolean) {
  return (ctx: RequestContext): Reply => {
    const viewer = viewerOf(ctx);
    const other = ctx.state.findUserByAcct(ctx.body.str('alias') ?? ctx.query.str('alias') ?? '');
    if (!other) throw notFound();
    const url = ctx.state.userUrl(other);
    if (add) {
      if (!viewer.alsoKnownAs.includes(url)) viewer.alsoKnownAs.push(url);
    } else {
      if (!viewer.alsoKnownAs.includes(url))
        return json({ error: 'Account has no such alias.' }, 404);
      viewer.alsoKnownAs = viewer.alsoKnownAs.filter((a) => a !== url);
    }
    return ok();
  };
}

function notificationSettings(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const read = (k: string): boolean | undefined => ctx.query.bool(k) ?? ctx.body.bool(k);
  const current = viewer.notificationSettings ?? { blockFromStrangers: false, hideContents: false };
  viewer.notificationSettings = {
    blockFromStrangers: read('block_from_strangers') ?? current.blockFromStrangers,
    hideContents: read('hide_notification_contents') ?? current.hideContents,
  };
  return ok();
}

/** Imports take a `list` of accounts (one acct per line); unknown ones are skipped. */
function importList(kind: 'follow' | 'block' | 'mute') {
  return async (ctx: RequestContext): Promise<Reply> => {
    const viewer = viewerOf(ctx);
    const file = ctx.body.file('list');
    const text = file ? await file.text() : (ctx.body.str('list') ?? '');
    for (const line of text.split(/\r?\n/)) {
      const acct = line.split(',')[0]?.trim();
      const u = acct ? ctx.state.findUserByAcct(acct) : undefined;
      if (!u || u.id === viewer.id) continue;
      if (kind === 'follow') ctx.state.follow(viewer.id, u.id);
      else if (kind === 'mute') ctx.state.mute(viewer.id, u.id);
      else {
        const blocks = ctx.state.blocks;
        blocks.set(viewer.id, (blocks.get(viewer.id) ?? new Set()).add(u.id));
      }
    }
    return json('job started');
  };
}

function backups(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  return json(ctx.state.backups.get(viewer.id) ?? []);
}

function createBackup(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const list = ctx.state.backups.get(viewer.id) ?? [];
  list.unshift({
    content_type: 'application/zip',
    file_size: 0,
    inserted_at: isoTime(Date.now()),
    processed: true,
    processed_number: 0,
    state: 'complete',
    url: `${ctx.state.baseUrl}/media/backups/${viewer.username}.zip`,
  });
  ctx.state.backups.set(viewer.id, list);
  return json(list);
}

export const settingsRoutes: RouteDef[] = [
  { method: 'POST', path: '/api/pleroma/change_password', access: 'user', handler: changePassword },
  { method: 'POST', path: '/api/pleroma/change_email', access: 'user', handler: changeEmail },
  { method: 'POST', path: '/api/pleroma/delete_account', access: 'user', handler: deleteAccount },
  { method: 'POST', path: '/api/pleroma/disable_account', access: 'user', handler: deleteAccount },
  { method: 'POST', path: '/api/pleroma/move_account', access: 'user', handler: moveAccount },
  { method: 'GET', path: '/api/pleroma/aliases', access: 'user', handler: aliases },
  { method: 'PUT', path: '/api/pleroma/aliases', access: 'user', handler: changeAlias(true) },
  { method: 'DELETE', path: '/api/pleroma/aliases', access: 'user', handler: changeAlias(false) },
  {
    method: 'PUT',
    path: '/api/pleroma/notification_settings',
    access: 'user',
    handler: notificationSettings,
  },
  {
    method: 'POST',
    path: '/api/pleroma/follow_import',
    access: 'user',
    handler: importList('follow'),
  },
  {
    method: 'POST',
    path: '/api/pleroma/blocks_import',
    access: 'user',
    handler: importList('block'),
  },
  {
    method: 'POST',
    path: '/api/pleroma/mutes_import',
    access: 'user',
    handler: importList('mute'),
  },
  { method: 'GET', path: '/api/v1/pleroma/backups', access: 'user', handler: backups },
  { method: 'POST', path: '/api/v1/pleroma/backups', access: 'user', handler: createBackup },
];
