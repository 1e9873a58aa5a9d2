/**
 * Route matching as react-router ranks it (see history.ts for why the app has its own
 * router): each pattern scores by its segments (static 10, `:param` 3, empty 1, a `*` splat
 * -2 on top of the segment count) and the best score wins, ties going to the earlier
 * route; `:name?` stands for both the pattern with and without that segment. Matching
 * ignores case and a trailing slash; params come decoded.
 */

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch<R> {
  route: R;
  params: Params;
}

interface Ranked<R> {
  route: R;
  pattern: RegExp;
  names: string[];
  score: number;
  order: number;
}

const PARAM = /^:[\w-]+$/;

function score(path: string): number {
  const segments = path.split('/');
  const splat = segments.includes('*');
  return segments
    .filter((s) => s !== '*')
    .reduce(
      (sum, s) => sum + (PARAM.test(s) ? 3 : s === '' ? 1 : 10),
      segments.length - (splat ? 2 : 0),
    );
}

/** `/admin/:tab?` as `/admin` and `/admin/:tab`. */
function explode(path: string): string[] {
  const at = path.search(/\/:[\w-]+\?(?=\/|$)/);
  if (at < 0) return [path];
  const end = path.indexOf('?', at);
  const head = path.slice(0, at);
  const segment = path.slice(at, end);
  return explode(path.slice(end + 1)).flatMap((rest) => [
    head + rest || '/',
    head + segment + rest,
  ]);
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[.*+^${}()|[\]\\]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  if (path.endsWith('*')) {
    names.push('*');
    return { pattern: new RegExp(`^${source === '/' ? '' : source}(?:\\/(.*))?\\/*$`, 'i'), names };
  }
  return { pattern: new RegExp(`^${source === '/' ? '' : source}\\/*$`, 'i'), names };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Routes ranked once, to match many pathnames. */
export function rankRoutes<R>(routes: readonly R[], pathOf: (route: R) => string): Ranked<R>[] {
  return routes
    .flatMap((route, order) =>
      explode(pathOf(route)).map((path) => ({
        route,
        ...compile(path),
        score: score(path),
        order,
      })),
    )
    .sort((a, b) => b.score - a.score || a.order - b.order);
}

/** The best route for `pathname`, with its params. */
export function matchRanked<R>(
  ranked: readonly Ranked<R>[],
  pathname: string,
): RouteMatch<R> | null {
  for (const { route, pattern, names } of ranked) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      const value = found[i + 1];
      if (value !== undefined) params[name] = decode(value);
      else if (name === '*') params[name] = '';
    });
    return { route, params };
  }
  return null;
}

/** One-off: the best of `routes` (objects with a `path`) for `pathname`. */
export function matchRoutes<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R> | null {
  return matchRanked(
    rankRoutes(routes, (r) => r.path),
    pathname,
  );
}
