import type { Reply, RequestContext } from './http';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `user`: needs a signed-in user (403 otherwise); `public`: anyone. */
export type Access = 'user' | 'public';

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

/** One route: method + path pattern with `{param}` placeholders, as operations.json writes them. */
export interface RouteDef {
  method: Method;
  path: string;
  access: Access;
  handler: Handler;
  /** Set when the route is not part of Pleroma's documented API: why the sandbox has it. */
  extra?: string;
}

interface Compiled {
  route: RouteDef;
  segments: string[];
  statics: number;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Empty segments are dropped, as Phoenix does, so a trailing slash still matches. */
function segmentsOf(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/**
 * Method + path router. When several patterns match, the one with more literal segments
 * wins, so `/accounts/verify_credentials` beats `/accounts/{id}`.
 */
export class Router {
  private readonly compiled: Compiled[];

  constructor(routes: readonly RouteDef[]) {
    this.compiled = [];
    for (const route of routes) {
      this.add(route, route.path);
      // Pleroma serves every /api/v1/pleroma/* route under its older /api/pleroma/* name too.
      if (route.path.startsWith('/api/v1/pleroma/')) {
        this.add(route, route.path.replace('/api/v1/pleroma/', '/api/pleroma/'));
      }
    }
  }

  private add(route: RouteDef, path: string): void {
    const segments = segmentsOf(path);
    this.compiled.push({
      route,
      segments,
      statics: segments.filter((s) => !s.startsWith('{')).length,
    });
  }

  /** The best route for the request, or whether only the method was wrong. */
  match(method: string, path: string): RouteMatch | 'wrong-method' | null {
    const parts = segmentsOf(path);
    let best: { c: Compiled; params: Record<string, string> } | null = null;
    let pathMatched = false;
    for (const c of this.compiled) {
      if (c.segments.length !== parts.length) continue;
      const params = matchSegments(c.segments, parts);
      if (!params) continue;
      pathMatched = true;
      if (c.route.method !== method && !(method === 'HEAD' && c.route.method === 'GET')) continue;
      if (!best || c.statics > best.c.statics) best = { c, params };
    }
    if (best) return { route: best.c.route, params: best.params };
    return pathMatched ? 'wrong-method' : null;
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    const v = parts[i]!;
    if (p.startsWith('{') && p.endsWith('}')) {
      try {
        params[p.slice(1, -1)] = decodeURIComponent(v);
      } catch {
        return null;
      }
    } else if (p !== v) {
      return null;
    }
  }
  return params;
}
