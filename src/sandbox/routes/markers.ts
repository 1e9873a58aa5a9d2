import type { Reply, RequestContext } from '../http';
import { json } from '../http';
import { isoTime, type JsonObject } from '../json';
import type { RouteDef } from '../router';
import { viewerOf } from './common';

const TIMELINES = ['home', 'notifications'];

function render(ctx: RequestContext, userId: string, names: string[]): JsonObject {
  const out: JsonObject = {};
  const mine = ctx.state.markers.get(userId);
  const unread = ctx.state.notificationsFor(userId).filter((n) => !n.seen).length;
  for (const name of names) {
    const m = mine?.get(name);
    if (!m) continue;
    // Pleroma counts unread notifications only; other timelines say 0.
    out[name] = {
      last_read_id: m.lastReadId,
      pleroma: { unread_count: name === 'notifications' ? unread : 0 },
      updated_at: isoTime(m.updatedAt),
      version: m.version,
    };
  }
  return out;
}

function get(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const asked = ctx.query.list('timeline').filter((t) => TIMELINES.includes(t));
  return json(render(ctx, viewer.id, asked.length > 0 ? asked : TIMELINES));
}

/** POST home[last_read_id]=..., notifications[last_read_id]=... (form or JSON). */
function save(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const changed: string[] = [];
  for (const name of TIMELINES) {
    const id = ctx.body.sub(name).str('last_read_id');
    if (!id) continue;
    ctx.state.setMarker(viewer.id, name, id);
    changed.push(name);
  }
  return json(render(ctx, viewer.id, changed));
}

export const markerRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v1/markers', access: 'user', handler: get },
  { method: 'POST', path: '/api/v1/markers', access: 'user', handler: save },
];
