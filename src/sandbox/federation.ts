import { discPng } from './png';
import type { StatusRecord, UserRecord } from './records';
import { avatarPath } from './serialize/account';
import type { SandboxState } from './state';

/**
 * A small federation between sandboxes of one process (issue 12, acting as an account of
 * another server): `/api/v2/search?resolve=true` on one finds the other's public statuses
 * and accounts by ActivityPub id, URL or `name@host`, and copies them in as remote ones, the
 * way a real server fetches an object it was asked to resolve. Copies are made once.
 */
const peers = new WeakMap<SandboxState, SandboxState[]>();

/** Let two sandboxes resolve each other's statuses and accounts. */
export function federate(a: SandboxState, b: SandboxState): void {
  for (const [one, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const list = peers.get(one) ?? [];
    if (!list.includes(other)) list.push(other);
    peers.set(one, list);
    one.peerOrigins.set(other.host, other.baseUrl);
  }
}

export interface Resolved {
  accounts: UserRecord[];
  statuses: StatusRecord[];
}

const NONE: Resolved = { accounts: [], statuses: [] };

/** What `q` names on this sandbox or a federated one, copied in; nothing when unknown. */
export function resolveFederated(state: SandboxState, q: string): Resolved {
  const query = q.trim().replace(/^@/, '');
  const address = /^([^@/\s]+)@([^@/\s]+)$/.exec(query);
  if (address) {
    const user = userByAddress(state, address[1] ?? '', (address[2] ?? '').toLowerCase());
    return user ? { accounts: [user], statuses: [] } : NONE;
  }
  let url: URL;
  try {
    url = new URL(query);
  } catch {
    return NONE;
  }
  const status = statusByUrl(state, url, 0);
  if (status) return { accounts: [], statuses: [status] };
  const user = userByUrl(state, url);
  return user ? { accounts: [user], statuses: [] } : NONE;
}

function originOf(state: SandboxState, url: URL): SandboxState | 'own' | undefined {
  if (url.origin === new URL(state.baseUrl).origin) return 'own';
  return (peers.get(state) ?? []).find((p) => new URL(p.baseUrl).origin === url.origin);
}

function userByAddress(state: SandboxState, name: string, host: string): UserRecord | undefined {
  if (host === state.host.toLowerCase()) return state.findUserByAcct(name);
  const peer = (peers.get(state) ?? []).find((p) => p.host.toLowerCase() === host);
  const theirs = peer?.findUserByAcct(name);
  return peer && theirs && !theirs.deactivated ? copyUser(state, peer, theirs) : undefined;
}

function userByUrl(state: SandboxState, url: URL): UserRecord | undefined {
  const match = /^\/users\/([^/]+)$/.exec(url.pathname);
  const origin = originOf(state, url);
  if (!match || !origin) return undefined;
  const name = decodeURIComponent(match[1] ?? '');
  if (origin === 'own') return state.findUserByAcct(name);
  return userByAddress(state, name, origin.host.toLowerCase());
}

/** A status by its `/objects/ID` or `/notice/ID` address, here or on a peer. */
function statusByUrl(state: SandboxState, url: URL, depth: number): StatusRecord | undefined {
  const match = /^\/(?:objects|notice)\/([^/]+)$/.exec(url.pathname);
  const origin = originOf(state, url);
  if (!match || !origin || depth > 2) return undefined;
  const id = decodeURIComponent(match[1] ?? '');
  if (origin === 'own') {
    const own = state.statuses.get(id);
    return own && state.canSee(null, own) ? own : undefined;
  }
  const theirs = origin.statuses.get(id);
  if (!theirs || theirs.reblogOfId || !origin.canSee(null, theirs)) return undefined;
  // A copy on the peer is resolved where it came from (possibly back here).
  const copiedFrom = origin.originUris.get(theirs.id);
  if (copiedFrom) return statusByUrl(state, new URL(copiedFrom), depth + 1);
  const uri = `${origin.baseUrl}/objects/${theirs.id}`;
  for (const [localId, known] of state.originUris) {
    if (known === uri) return state.statuses.get(localId);
  }
  const author = origin.users.get(theirs.accountId);
  if (!author) return undefined;
  // Only the peer's own users' statuses: a remote one's home is not in this process.
  if (author.domain) return undefined;
  const copiedAuthor = copyUser(state, origin, author);
  const copy = state.createStatus(copiedAuthor.id, {
    status: theirs.source,
    spoiler_text: theirs.spoilerText,
    visibility: theirs.visibility,
    createdAt: theirs.createdAt,
    silent: true,
  });
  state.originUris.set(copy.id, uri);
  return copy;
}

/** A peer's local user as a remote one here (`name@peerhost`), made once. */
function copyUser(state: SandboxState, peer: SandboxState, user: UserRecord): UserRecord {
  const known = state.findUserByAcct(`${user.username}@${peer.host}`);
  if (known) return known;
  const copy = state.addUser({
    ...user,
    id: state.ids.next(user.createdAt),
    domain: peer.host,
    password: '',
    email: null,
    mfa: null,
    role: 'member',
    settingsStore: { 'pleroma-fe': {} },
  });
  state.addFile(avatarPath(copy), 'image/png', () => discPng(96, copy.color));
  return copy;
}
