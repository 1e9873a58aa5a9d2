import { notFound } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { JsonObject } from '../json';
import { paginate } from '../pagination';
import { inDirect } from '../queries';
import type { StatusRecord } from '../records';
import type { RouteDef } from '../router';
import { serializeAccount } from '../serialize/account';
import { serializeStatus } from '../serialize/status';
import { param, viewerOf } from './common';

/**
 * Mastodon conversations: direct-message threads the viewer takes part in, one per
 * thread, newest last status first. Read state and removal are per user.
 */

interface Conversation {
  id: string;
  last: StatusRecord;
  participants: string[];
}

function readSet(ctx: RequestContext, userId: string): Set<string> {
  const reads = ctx.state.conversationReads;
  const set = reads.get(userId) ?? new Set<string>();
  reads.set(userId, set);
  return set;
}

function conversationsOf(ctx: RequestContext, userId: string): Conversation[] {
  const byThread = new Map<number, Conversation>();
  for (const s of ctx.state.statusesNewestFirst()) {
    if (!inDirect(userId, s)) continue;
    const conv = byThread.get(s.threadNo);
    const people = [s.accountId, ...s.mentionIds];
    if (conv) {
      for (const p of people) if (!conv.participants.includes(p)) conv.participants.push(p);
    } else {
      byThread.set(s.threadNo, { id: String(s.threadNo), last: s, participants: people });
    }
  }
  return [...byThread.values()];
}

function render(ctx: RequestContext, c: Conversation, userId: string): JsonObject {
  const read = readSet(ctx, userId);
  return {
    accounts: c.participants
      .filter((id, i, all) => id !== userId && all.indexOf(id) === i)
      .flatMap((id) => {
        const u = ctx.state.users.get(id);
        return u ? [serializeAccount(ctx.state, u, userId)] : [];
      }),
    id: c.id,
    last_status: serializeStatus(ctx.state, c.last, userId),
    unread: c.last.accountId !== userId && !read.has(`${c.id}:${c.last.id}`),
  };
}

function list(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const page = paginate(conversationsOf(ctx, viewer.id), (c) => c.last.id, ctx.query, ctx.url);
  return json(
    page.items.map((c) => render(ctx, c, viewer.id)),
    200,
    page.link ? { link: page.link } : {},
  );
}

function find(ctx: RequestContext): Conversation {
  const viewer = viewerOf(ctx);
  const c = conversationsOf(ctx, viewer.id).find((x) => x.id === param(ctx, 'id'));
  if (!c) throw notFound();
  return c;
}

function markRead(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const c = find(ctx);
  readSet(ctx, viewer.id).add(`${c.id}:${c.last.id}`);
  return json(render(ctx, c, viewer.id));
}

export const conversationRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v1/conversations', access: 'user', handler: list },
  { method: 'POST', path: '/api/v1/conversations/{id}/read', access: 'user', handler: markRead },
  {
    method: 'GET',
    path: '/api/v1/pleroma/conversations/{id}',
    access: 'user',
    handler: (ctx) => json(render(ctx, find(ctx), viewerOf(ctx).id)),
  },
  {
    method: 'GET',
    path: '/api/v1/pleroma/conversations/{id}/statuses',
    access: 'user',
    handler: (ctx) => {
      const viewer = viewerOf(ctx);
      const c = find(ctx);
      const items = ctx.state
        .statusesNewestFirst()
        .filter((s) => String(s.threadNo) === c.id && ctx.state.canSee(viewer.id, s));
      return json(items.map((s) => serializeStatus(ctx.state, s, viewer.id)));
    },
  },
];
