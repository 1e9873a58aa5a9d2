import { notFound } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import { compareIds } from '../ids';
import type { ChatRecord } from '../records';
import type { RouteDef } from '../router';
import { serializeChat, serializeChatMessage } from '../serialize/chat';
import { edgePage, param, viewerOf } from './common';

function ownChat(ctx: RequestContext): ChatRecord {
  return ctx.state.chats.ownChat(viewerOf(ctx).id, param(ctx, 'id'));
}

function list(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const chats = ctx.state.chats;
  return json(chats.chatsOf(viewer.id).map((c) => serializeChat(ctx.state, chats, c)));
}

/** GET /api/v2/pleroma/chats: the same list, paged by Link header over chat ids. */
function listV2(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const chats = ctx.state.chats;
  const sorted = chats.chatsOf(viewer.id).sort((a, b) => compareIds(b.id, a.id));
  return edgePage(
    ctx,
    sorted,
    (c) => c.id,
    (c) => serializeChat(ctx.state, chats, c),
  );
}

function byAccount(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const other = ctx.state.users.get(param(ctx, 'id'));
  if (!other) throw notFound();
  const chat = ctx.state.chats.chatWith(viewer.id, other.id);
  return json(serializeChat(ctx.state, ctx.state.chats, chat));
}

function messages(ctx: RequestContext): Reply {
  const chat = ownChat(ctx);
  const chats = ctx.state.chats;
  return edgePage(
    ctx,
    chats.messagesOf(chat),
    (m) => m.id,
    (m) => serializeChatMessage(ctx.state, chats, chat, m),
  );
}

function post(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const chat = ownChat(ctx);
  const header = ctx.req.headers['idempotency-key'];
  const key = typeof header === 'string' && header !== '' ? header : undefined;
  const { message } = ctx.state.chats.send(viewer.id, chat.recipientId, {
    content: ctx.body.str('content') ?? '',
    mediaId: ctx.body.str('media_id') ?? null,
    idempotencyKey: key,
  });
  return json(serializeChatMessage(ctx.state, ctx.state.chats, chat, message));
}

function remove(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const chat = ownChat(ctx);
  const m = ctx.state.chats.messages.get(param(ctx, 'message_id'));
  if (!m || m.authorId !== viewer.id || !ctx.state.chats.messagesOf(chat).includes(m))
    throw notFound();
  const body = serializeChatMessage(ctx.state, ctx.state.chats, chat, m);
  ctx.state.chats.messages.delete(m.id);
  return json(body);
}

/** Marks read up to last_read_id (or everything). */
function read(ctx: RequestContext): Reply {
  const chat = ownChat(ctx);
  const newest = ctx.state.chats.messagesOf(chat)[0];
  chat.lastReadId = ctx.body.str('last_read_id') ?? newest?.id ?? chat.lastReadId;
  return json(serializeChat(ctx.state, ctx.state.chats, chat));
}

function readOne(ctx: RequestContext): Reply {
  const chat = ownChat(ctx);
  const m = ctx.state.chats.messages.get(param(ctx, 'message_id'));
  if (!m) throw notFound();
  if (chat.lastReadId === null || compareIds(m.id, chat.lastReadId) > 0) chat.lastReadId = m.id;
  return json(serializeChatMessage(ctx.state, ctx.state.chats, chat, m));
}

export const chatRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v1/pleroma/chats', access: 'user', handler: list },
  { method: 'GET', path: '/api/v2/pleroma/chats', access: 'user', handler: listV2 },
  {
    method: 'POST',
    path: '/api/v1/pleroma/chats/by-account-id/{id}',
    access: 'user',
    handler: byAccount,
  },
  {
    method: 'GET',
    path: '/api/v1/pleroma/chats/{id}',
    access: 'user',
    handler: (ctx) => json(serializeChat(ctx.state, ctx.state.chats, ownChat(ctx))),
  },
  { method: 'GET', path: '/api/v1/pleroma/chats/{id}/messages', access: 'user', handler: messages },
  { method: 'POST', path: '/api/v1/pleroma/chats/{id}/messages', access: 'user', handler: post },
  {
    method: 'DELETE',
    path: '/api/v1/pleroma/chats/{id}/messages/{message_id}',
    access: 'user',
    handler: remove,
  },
  { method: 'POST', path: '/api/v1/pleroma/chats/{id}/read', access: 'user', handler: read },
  {
    method: 'POST',
    path: '/api/v1/pleroma/chats/{id}/messages/{message_id}/read',
    access: 'user',
    handler: readOne,
  },
];
