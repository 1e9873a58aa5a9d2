/**
 * The server's theme list, `/static/styles.json` (spec part 2 §7): a map of theme name to an
 * inline theme (an object, or an array of the common colours) or to a path of a theme file
 * fetched likewise. Both are asked without cache (the fetcher's job). Only paths on the
 * server itself are followed (`/static/themes/x.json`), never another host.
 */
import { readThemeSource } from './theme-source';
import type { NamedTheme } from './theme-types';

export const STYLES_PATH = '/static/styles.json';

/** GETs a path on the server, uncached, and answers its JSON (rejects on failure). */
export type FetchJson = (path: string) => Promise<unknown>;

export interface ServerThemes {
  themes: NamedTheme[];
  /** Names whose entry was not a theme or could not be fetched. */
  failed: string[];
}

export async function loadServerThemes(fetchJson: FetchJson): Promise<ServerThemes> {
  const list = await fetchJson(STYLES_PATH);
  if (typeof list !== 'object' || list === null || Array.isArray(list)) {
    return { themes: [], failed: [] };
  }
  const entries = Object.entries(list as Record<string, unknown>);
  const read = await Promise.all(
    entries.map(async ([name, entry]): Promise<NamedTheme | undefined> => {
      try {
        const raw = typeof entry === 'string' ? await fetchLinked(fetchJson, entry) : entry;
        const source = readThemeSource(themeOf(raw));
        return source ? { name, source } : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  const themes: NamedTheme[] = [];
  const failed: string[] = [];
  read.forEach((theme, i) => {
    if (theme) themes.push(theme);
    else failed.push(entries[i]![0]);
  });
  return { themes, failed };
}

function fetchLinked(fetchJson: FetchJson, path: string): Promise<unknown> {
  if (!path.startsWith('/') || path.startsWith('//')) {
    return Promise.reject(new Error(`not a path on this server: ${path}`));
  }
  return fetchJson(path);
}

/** A linked file may hold the theme itself or, like Pleroma's files, `{source}` / `{theme}`. */
function themeOf(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const file = raw as Record<string, unknown>;
  return file.source ?? file.theme ?? raw;
}
