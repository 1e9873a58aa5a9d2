import { notFound, SandboxError, unprocessable } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { MediaRecord } from '../records';
import type { RouteDef } from '../router';
import { serializeAttachment } from '../serialize/attachment';
import { UPLOAD_LIMITS } from '../serialize/instance';
import { param, viewerOf } from './common';

/** Width and height from a PNG, GIF or JPEG header; 1x1 when unknown. */
function dimensions(bytes: Buffer): { width: number; height: number } {
  if (bytes.length > 24 && bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length > 10 && bytes.subarray(0, 3).toString('latin1') === 'GIF') {
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) break;
      const marker = bytes[i + 1]!;
      const len = bytes.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xc3)
        return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      i += 2 + len;
    }
  }
  return { width: 1, height: 1 };
}

function kindOf(mime: string): MediaRecord['type'] {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'unknown';
}

async function upload(ctx: RequestContext): Promise<Reply> {
  const viewer = viewerOf(ctx);
  const file = ctx.body.file('file');
  if (!file) throw unprocessable("file: can't be blank");
  if (file.size > UPLOAD_LIMITS.general) throw new SandboxError(413, 'File is too large');
  const bytes = Buffer.from(await file.arrayBuffer());
  const mime = file.type || 'application/octet-stream';
  const name = file.name || 'upload';
  const { width, height } = dimensions(bytes);
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_');
  const id = ctx.state.ids.next();
  const media = ctx.state.addMedia(
    {
      ownerId: viewer.id,
      type: kindOf(mime),
      mimeType: mime,
      path: `/media/${id}/${safe}`,
      description: ctx.body.str('description') ?? null,
      width,
      height,
      blurhash: null,
      name,
    },
    bytes,
  );
  return json(serializeAttachment(ctx.state, media));
}

function ownMedia(ctx: RequestContext): MediaRecord {
  const viewer = viewerOf(ctx);
  const m = ctx.state.media.get(param(ctx, 'id'));
  if (!m || m.ownerId !== viewer.id) throw notFound();
  return m;
}

function update(ctx: RequestContext): Reply {
  const m = ownMedia(ctx);
  if (ctx.body.has('description')) m.description = ctx.body.str('description') ?? null;
  return json(serializeAttachment(ctx.state, m));
}

export const mediaRoutes: RouteDef[] = [
  { method: 'POST', path: '/api/v1/media', access: 'user', handler: upload },
  { method: 'POST', path: '/api/v2/media', access: 'user', handler: upload },
  {
    method: 'GET',
    path: '/api/v1/media/{id}',
    access: 'user',
    handler: (ctx) => json(serializeAttachment(ctx.state, ownMedia(ctx))),
  },
  { method: 'PUT', path: '/api/v1/media/{id}', access: 'user', handler: update },
];
