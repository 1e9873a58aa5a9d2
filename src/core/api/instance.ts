import type { Instance, InstanceEmoji } from '../domain/types';
import { MalformedResponseError } from '../errors';
import { normalizeInstance, normalizeInstanceEmoji } from '../normalize';
import { isObject, mapValid, obj, str, strings } from '../normalize/read';
import { type ApiContext, expectList, expectObject } from './resource';

/** One custom emoji of the server's packs. */
export interface PackEmoji {
  readonly shortcode: string;
  readonly url: string;
  readonly tags: readonly string[];
}

/** What the server says about itself: instance, nodeinfo, custom emoji (no token needed). */
export function instanceResource({ http }: ApiContext) {
  return {
    fetch: async (): Promise<Instance> => {
      const { data } = await http.request('GET', '/api/v1/instance', { auth: false });
      const instance = normalizeInstance(data);
      if (!instance) throw new MalformedResponseError('The instance answer was not an object', '');
      return instance;
    },
    nodeinfo: async (): Promise<Record<string, unknown>> => {
      const { data } = await http.request('GET', '/nodeinfo/2.0.json', { auth: false });
      return expectObject(data, 'nodeinfo');
    },
    customEmojis: async (): Promise<InstanceEmoji[]> => {
      const { data } = await http.request('GET', '/api/v1/custom_emojis', { auth: false });
      return mapValid(expectList(data, 'custom emoji'), normalizeInstanceEmoji);
    },
    /** Pleroma's `/api/pleroma/emoji.json`: shortcode → image_url and tags (`pack:{name}`). */
    pleromaEmoji: async (): Promise<PackEmoji[]> => {
      const { data } = await http.request('GET', '/api/pleroma/emoji.json', { auth: false });
      const map = expectObject(data, 'emoji');
      const out: PackEmoji[] = [];
      for (const [shortcode, raw] of Object.entries(map)) {
        // Older servers answer shortcode → URL string; newer ones an object.
        const url = typeof raw === 'string' ? raw : str(obj(raw).image_url);
        if (!shortcode || !url) continue;
        out.push({ shortcode, url, tags: isObject(raw) ? strings(raw.tags) : [] });
      }
      return out;
    },
  };
}
