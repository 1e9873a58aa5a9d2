import { ApiError, MalformedResponseError } from '../errors';
import { isObject, obj, str, strings } from '../normalize/read';
import type { HttpClient } from './http';

/** Where Pleroma-FE's sticker packs are listed (spec part 1 §7): pack name → folder. */
export const STICKERS_INDEX_PATH = '/static/stickers.json';

/** One sticker: its file name in the pack and where its image is. */
export interface Sticker {
  /** The file name in the pack (`petrel.png`); also the uploaded file's name. */
  readonly file: string;
  /** The name shown and typed (`petrel`): the file name without its extension. */
  readonly name: string;
  /** Absolute URL of the image, on the server's own origin. */
  readonly url: string;
}

/** One pack, as `pack.json` describes it. */
export interface StickerPack {
  /** The key in `stickers.json` (`PACK` in `PACK/NAME`). */
  readonly name: string;
  readonly title: string;
  readonly author: string;
  readonly license: string;
  /** Absolute URL of the tab icon, or null when the pack names none. */
  readonly tabIcon: string | null;
  readonly stickers: readonly Sticker[];
}

/**
 * Every sticker pack the server offers, sorted by title as Pleroma-FE does. A server without
 * the index (404, or a page that is not JSON) has no stickers: an empty list. A pack whose
 * `pack.json` fails is left out; only the index itself may throw (a server failure).
 */
export async function fetchStickerPacks(http: HttpClient): Promise<StickerPack[]> {
  let index: unknown;
  try {
    ({ data: index } = await http.request('GET', STICKERS_INDEX_PATH, { auth: false }));
  } catch (error) {
    if (error instanceof MalformedResponseError) return [];
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return [];
    throw error;
  }
  if (!isObject(index)) return [];
  const packs = await Promise.all(
    Object.entries(index).map(async ([name, rawPath]) => {
      const folder = folderOf(str(rawPath));
      if (!name || folder === null) return null;
      try {
        const { data } = await http.request('GET', `${folder}pack.json`, { auth: false });
        return packOf(http, name, folder, data);
      } catch {
        return null;
      }
    }),
  );
  return packs
    .filter((p): p is StickerPack => p !== null && p.stickers.length > 0)
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** A folder path on the server's origin ending in `/`; null for anything else. */
function folderOf(path: string): string | null {
  if (path === '' || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return null;
  const rooted = path.startsWith('/') ? path : `/${path}`;
  return rooted.endsWith('/') ? rooted : `${rooted}/`;
}

function packOf(http: HttpClient, name: string, folder: string, raw: unknown): StickerPack {
  const meta = obj(raw);
  const fileUrl = (file: string) => http.url(`${folder}${encodeURIComponent(file)}`);
  const files = strings(meta.stickers).filter((f) => f !== '' && !f.includes('/'));
  const icon = str(meta.tabIcon);
  return {
    name,
    title: str(meta.title) || name,
    author: str(meta.author),
    license: str(meta.license),
    tabIcon: icon && !icon.includes('/') ? fileUrl(icon) : null,
    stickers: files.map((file) => ({
      file,
      name: file.replace(/\.[^.]+$/, ''),
      url: fileUrl(file),
    })),
  };
}
