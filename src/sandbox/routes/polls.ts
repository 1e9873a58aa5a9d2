import { notFound, unprocessable } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { PollRecord } from '../records';
import type { RouteDef } from '../router';
import { serializePoll } from '../serialize/poll';
import { param, viewerOf } from './common';

function visiblePoll(ctx: RequestContext): PollRecord {
  const poll = ctx.state.polls.get(param(ctx, 'id'));
  const status = poll ? ctx.state.statuses.get(poll.statusId) : undefined;
  if (!poll || !status || !ctx.state.canSee(ctx.viewer?.id ?? null, status)) throw notFound();
  return poll;
}

function vote(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const poll = visiblePoll(ctx);
  if (ctx.state.statuses.get(poll.statusId)?.accountId === viewer.id) {
    throw unprocessable("Poll's author can't vote");
  }
  const choices = ctx.body.list('choices').map(Number);
  ctx.state.vote(viewer.id, poll.id, choices);
  return json(serializePoll(ctx.state, poll, viewer.id));
}

export const pollRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/v1/polls/{id}',
    access: 'public',
    handler: (ctx) => json(serializePoll(ctx.state, visiblePoll(ctx), ctx.viewer?.id ?? null)),
  },
  { method: 'POST', path: '/api/v1/polls/{id}/votes', access: 'user', handler: vote },
];
