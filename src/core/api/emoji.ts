import { isObject, obj, str, strings } from '../normalize/read';
import type { HttpClient } from './http';
import { expectObject } from './resource';

/** One custom emoji of the server's packs. */
export interface PackEmoji {
  readonly shortcode: string;
  readonly url: string;
  readonly tags: readonly string[];
}

/**
 * Pleroma's `/api/pleroma/emoji.json` (spec part 2 §7): shortcode → image_url and tags
 * (`pack:{name}`). Apart from the instance resource: only the emoji catalogue, loaded when a
 * post form first wants emoji, calls it.
 */
export async function fetchPackEmoji(http: HttpClient): Promise<PackEmoji[]> {
  const { data } = await http.request('GET', '/api/pleroma/emoji.json', { auth: false });
  const out: PackEmoji[] = [];
  for (const [shortcode, raw] of Object.entries(expectObject(data, 'emoji'))) {
    // Older servers answer shortcode → URL string; newer ones an object.
    const url = typeof raw === 'string' ? raw : str(obj(raw).image_url);
    if (shortcode && url)
      out.push({ shortcode, url, tags: isObject(raw) ? strings(raw.tags) : [] });
  }
  return out;
}
