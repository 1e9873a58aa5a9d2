/**
 * The web client's own router (issue 10, the web's first load): react-router was ~12.6 KiB
 * gzip of the first load for what the app uses of it (one layout with one level of routes,
 * links, params, the search string, a redirect, back and forward); this one is ~2 KiB. It
 * keeps react-router's behaviour where the app relies on it: route ranking, case-insensitive
 * matching, decoded params, the sub-path base, history state kept across reloads, and
 * navigations rendered in a transition (the old screen stays until a lazy one has loaded).
 * This file: where the app is and how it moves (the History API, or memory in tests).
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** What the navigation carried (`navigate(to, { state })`), kept by the history entry. */
  state: unknown;
  /** The history entry's own id. */
  key: string;
}

/** Where to go: a path (`/a?b#c`; `?b` keeps the pathname) or its parts. */
export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface History {
  readonly location: Location;
  readonly action: NavigationType;
  push(to: Path, state: unknown): void;
  replace(to: Path, state: unknown): void;
  go(delta: number): void;
  /** The href of a path as the browser sees it (the base path in front). */
  createHref(to: Path): string;
  listen(listener: () => void): () => void;
}

export function createPath({ pathname, search, hash }: Path): string {
  return (
    pathname +
    (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
    (hash && hash !== '#' ? hash : '')
  );
}

export function parsePath(path: string): Path {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

/** `to` as a whole path from `from`: absolute, or relative to its pathname. */
export function resolveTo(to: To, from: Path): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  let pathname = parts.pathname ?? '';
  if (pathname === '') pathname = from.pathname;
  else if (!pathname.startsWith('/')) {
    const segments = from.pathname.replace(/\/+$/, '').split('/');
    for (const segment of pathname.split('/')) {
      if (segment === '..') segments.length > 1 && segments.pop();
      else if (segment !== '.') segments.push(segment);
    }
    pathname = segments.join('/') || '/';
  }
  const keepsSearch = typeof to === 'string' ? to === '' || to.startsWith('#') : false;
  return {
    pathname,
    search: parts.search ?? (keepsSearch ? from.search : ''),
    hash: parts.hash ?? '',
  };
}

const newKey = (): string => Math.random().toString(36).slice(2, 10);

type Listeners = Set<() => void>;

function notify(listeners: Listeners): void {
  for (const listener of listeners) listener();
}

/**
 * The browser's history under `basename` (`/pleroma/petrel` when the app is served there).
 * Entries hold `{ usr, key, idx }` as react-router's did, so entries made before keep
 * their state; the media viewer pushes a copy of the current one for the same address.
 */
export function createBrowserHistory(basename = ''): History {
  const base = basename.replace(/\/+$/, '');
  const listeners: Listeners = new Set();
  let action: NavigationType = 'POP';
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = (window.history.state ?? {}) as { usr?: unknown; key?: string };
    const inBase =
      base === ''
        ? pathname
        : pathname.toLowerCase().startsWith(base.toLowerCase())
          ? pathname.slice(base.length)
          : null;
    return {
      // Outside the base nothing matches (react-router rendered nothing there either).
      pathname: inBase === null ? '' : inBase.startsWith('/') ? inBase : `/${inBase}`,
      search,
      hash,
      state: entry.usr ?? null,
      key: entry.key ?? 'default',
    };
  };
  let location = read();
  const idx = (): number => ((window.history.state ?? {}) as { idx?: number }).idx ?? 0;
  if (window.history.state?.idx === undefined) {
    window.history.replaceState({ ...window.history.state, idx: 0 }, '');
  }
  window.addEventListener('popstate', () => {
    const next = read();
    // The media viewer's own entry (same address, same key): nothing moved for the router.
    if (next.key === location.key && createPath(next) === createPath(location)) return;
    action = 'POP';
    location = next;
    notify(listeners);
  });
  const createHref = (to: Path): string => base + createPath(to);
  const write = (to: Path, state: unknown, kind: 'PUSH' | 'REPLACE'): void => {
    const key = newKey();
    const entry = { usr: state ?? null, key, idx: kind === 'PUSH' ? idx() + 1 : idx() };
    if (kind === 'PUSH') window.history.pushState(entry, '', createHref(to));
    else window.history.replaceState(entry, '', createHref(to));
    action = kind;
    location = { ...to, state: state ?? null, key };
    notify(listeners);
  };
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (to, state) => write(to, state, 'PUSH'),
    replace: (to, state) => write(to, state, 'REPLACE'),
    go: (delta) => window.history.go(delta),
    createHref,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history in memory (tests): the entries given, at the last one. */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const listeners: Listeners = new Set();
  const entries: Location[] = initialEntries.map((path, i) => ({
    ...parsePath(path),
    state: null,
    key: i === 0 ? 'default' : newKey(),
  }));
  let index = entries.length - 1;
  let action: NavigationType = 'POP';
  const write = (to: Path, state: unknown, kind: 'PUSH' | 'REPLACE'): void => {
    const entry = { ...to, state: state ?? null, key: newKey() };
    if (kind === 'PUSH') {
      index += 1;
      entries.splice(index, entries.length, entry);
    } else entries[index] = entry;
    action = kind;
    notify(listeners);
  };
  return {
    get location() {
      return entries[index] as Location;
    },
    get action() {
      return action;
    },
    push: (to, state) => write(to, state, 'PUSH'),
    replace: (to, state) => write(to, state, 'REPLACE'),
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      notify(listeners);
    },
    createHref: createPath,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
