import { isObject, num, obj, str } from '../normalize/read';
import { adminCall } from './admin-common';
import type { ApiContext } from './resource';

/** One emoji pack as the instance lists it. */
export interface EmojiPack {
  name: string;
  /** How many emoji the pack has. */
  count: number;
  description: string;
  license: string;
}

export function normalizeEmojiPacks(raw: unknown): EmojiPack[] {
  const packs = obj(obj(raw).packs);
  return Object.entries(packs).map(([name, value]) => {
    const files = obj(obj(value).files);
    const meta = obj(obj(value).pack);
    return {
      name,
      count:
        isObject(value) && typeof value.files_count === 'number'
          ? num(value.files_count)
          : Object.keys(files).length,
      description: str(meta.description),
      license: str(meta.license),
    };
  });
}

/**
 * The instance's emoji packs (`GET /api/v1/pleroma/emoji/packs`, first 50) and the admin's
 * reload (`POST /api/v1/pleroma/admin/reload_emoji`, emoji_manage_emoji): Pleroma rereads
 * its emoji directory.
 */
export function adminEmojiResource(ctx: ApiContext) {
  const { http } = ctx;
  return {
    packs: async (): Promise<EmojiPack[]> => {
      const { data } = await http.request('GET', '/api/v1/pleroma/emoji/packs', {
        query: { page: 1, page_size: 50 },
      });
      return normalizeEmojiPacks(data);
    },
    reload: (): Promise<void> =>
      adminCall('emoji_manage_emoji', async () => {
        await http.request('POST', '/api/v1/pleroma/admin/reload_emoji');
      }),
  };
}
