import { escapeHtml } from '../html';
import { html, type Reply, type RequestContext } from '../http';
import type { RouteDef } from '../router';

const WHY =
  "Pleroma's OStatus remote-follow and remote-interaction pages (HTML, not in the API description)";

/** `POST /main/ostatus` (nickname, profile): Pleroma asks the visitor for their own account. */
function remoteFollow(ctx: RequestContext): Reply {
  const nickname = ctx.body.str('nickname') ?? '';
  const user = [...ctx.state.users.values()].find(
    (u) => u.domain === null && u.username === nickname,
  );
  if (!user) return html('<h1>Remote follow</h1><p>Could not find user</p>', 404);
  const name = escapeHtml(user.username);
  return html(
    `<h1>Remote follow</h1><p data-nickname="${name}">Follow ${name}: enter your account (you@your.server)</p>` +
      `<form method="POST" action="/ostatus_subscribe"><input name="profile" value="${escapeHtml(ctx.body.str('profile') ?? '')}"></form>`,
  );
}

/** `GET /main/ostatus?status_id=…|nickname=…`: interact with a status or user from elsewhere. */
function remoteInteraction(ctx: RequestContext): Reply {
  const statusId = ctx.query.str('status_id');
  const nickname = ctx.query.str('nickname');
  const what = statusId ? `status ${escapeHtml(statusId)}` : `user ${escapeHtml(nickname ?? '')}`;
  return html(
    `<h1>Remote interaction</h1><p data-status-id="${escapeHtml(statusId ?? '')}">Interact with ${what} from your own server</p>`,
  );
}

export const ostatusRoutes: RouteDef[] = [
  { method: 'POST', path: '/main/ostatus', access: 'public', handler: remoteFollow, extra: WHY },
  {
    method: 'GET',
    path: '/main/ostatus',
    access: 'public',
    handler: remoteInteraction,
    extra: WHY,
  },
];
