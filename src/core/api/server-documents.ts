import { ApiError, MalformedResponseError } from '../errors';
import { arr, isObject, obj, str } from '../normalize/read';
import type { HttpClient } from './http';

/** Nodeinfo discovery (`/.well-known/nodeinfo`, https://nodeinfo.diaspora.software/protocol). */
export const NODEINFO_DISCOVERY_PATH = '/.well-known/nodeinfo';
/** Where Pleroma keeps nodeinfo 2.0 (the spec's route), asked when discovery is absent. */
export const NODEINFO_FALLBACK_PATH = '/nodeinfo/2.0.json';

const SCHEMA_REL = /^https?:\/\/nodeinfo\.diaspora\.software\/ns\/schema\/(\d+(?:\.\d+)*)$/;

/** The raw documents capabilities are computed from; null where the server gave none. */
export interface ServerDocuments {
  instance: Record<string, unknown> | null;
  nodeinfo: Record<string, unknown> | null;
}

/**
 * The path (with query) of the newest nodeinfo schema the discovery document links to;
 * null when it links to none. Only the path is kept: it is asked of the server's own
 * origin, so a link to another host is never followed there. (Behind the web client's
 * proxy the links name the upstream server; their paths still reach it through the proxy.)
 */
export function nodeinfoPath(discovery: unknown, base: string): string | null {
  let best: { version: number[]; href: string } | null = null;
  for (const link of arr(obj(discovery).links)) {
    const rel = SCHEMA_REL.exec(str(obj(link).rel));
    const href = str(obj(link).href);
    if (!rel?.[1] || !href) continue;
    const version = rel[1].split('.').map(Number);
    if (!best || compareVersions(version, best.version) > 0) best = { version, href };
  }
  if (!best) return null;
  try {
    const target = new URL(best.href, base);
    return `${target.pathname}${target.search}`;
  } catch {
    return null;
  }
}

/**
 * Nodeinfo: discovery first, then the linked document's path on the same origin. A server
 * without discovery (404, or not JSON) is asked Pleroma's fixed path once. No token is sent.
 */
export async function fetchNodeinfo(http: HttpClient): Promise<Record<string, unknown> | null> {
  let path: string | null = NODEINFO_FALLBACK_PATH;
  try {
    const { data } = await http.request('GET', NODEINFO_DISCOVERY_PATH, { auth: false });
    path = nodeinfoPath(data, http.baseUrl);
  } catch (error) {
    if (!isAbsence(error)) throw error;
  }
  if (!path) return null;
  try {
    const { data } = await http.request('GET', path, { auth: false });
    return isObject(data) ? data : null;
  } catch (error) {
    if (isAbsence(error)) return null;
    throw error;
  }
}

/** `/api/v1/instance` as the server sent it (capabilities read fields the domain type drops). */
export async function fetchInstanceDocument(http: HttpClient): Promise<Record<string, unknown>> {
  const { data } = await http.request('GET', '/api/v1/instance', { auth: false });
  if (!isObject(data)) {
    throw new MalformedResponseError('The instance answer was not an object', '');
  }
  return data;
}

/** "There is no such document": an error status (not a server failure) or a non-JSON page. */
function isAbsence(error: unknown): boolean {
  if (error instanceof MalformedResponseError) return true;
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
