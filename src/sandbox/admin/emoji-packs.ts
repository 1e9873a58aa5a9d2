import { CUSTOM_EMOJI, emojiPath } from '../emoji';
import { json, type Reply, type RequestContext } from '../http';
import type { RouteDef } from '../router';
import { requirePrivilege } from './privileges';

/**
 * Pleroma's emoji packs: the list (`GET /api/v1/pleroma/emoji/packs`, public, paged) made
 * from the sandbox's custom emoji by pack, and the admin's reload (emoji_manage_emoji),
 * which rereads them (here: the same set) and is logged.
 */
function packs(ctx: RequestContext): Reply {
  const byPack = new Map<string, Record<string, string>>();
  for (const e of CUSTOM_EMOJI) {
    const files = byPack.get(e.pack) ?? {};
    files[e.shortcode] = emojiPath(e).replace(`/emoji/${e.pack}/`, '');
    byPack.set(e.pack, files);
  }
  const names = [...byPack.keys()].sort();
  const size = Math.max(1, ctx.query.int('page_size') ?? 50);
  const page = Math.max(1, ctx.query.int('page') ?? 1);
  const shown = names.slice((page - 1) * size, page * size);
  return json({
    count: names.length,
    packs: Object.fromEntries(
      shown.map((name) => {
        const files = byPack.get(name)!;
        return [
          name,
          {
            files,
            files_count: Object.keys(files).length,
            pack: {
              description: `The sandbox's ${name} emoji`,
              license: 'CC0',
              homepage: 'https://example.invalid/emoji',
              'can-download': true,
              'share-files': true,
            },
          },
        ];
      }),
    ),
  });
}

function reload(ctx: RequestContext): Reply {
  const actor = requirePrivilege(ctx, 'emoji_manage_emoji');
  ctx.state.moderation.record(actor, 'reload_emoji', 'reloaded the emoji');
  return json('ok');
}

export const emojiPackRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v1/pleroma/emoji/packs', access: 'public', handler: packs },
  { method: 'POST', path: '/api/v1/pleroma/admin/reload_emoji', access: 'user', handler: reload },
];
