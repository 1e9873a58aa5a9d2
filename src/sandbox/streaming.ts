import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { JsonObject } from './json';
import { hasMedia, hasTag, hiddenByFilters, inDirect, inHome, inList, inPublic } from './queries';
import type { NotificationRecord, StatusRecord } from './records';
import { serializeAccount } from './serialize/account';
import { serializeChat } from './serialize/chat';
import { serializeNotification } from './serialize/notification';
import { serializeStatus } from './serialize/status';
import { ShoutHub } from './shout';
import type { SandboxEvent, SandboxState } from './state';

/** A stream a socket listens to: its name and, for hashtag/list streams, the tag or list id. */
interface Subscription {
  name: string;
  arg: string | null;
}

interface Connection {
  ws: WebSocket;
  userId: string | null;
  subs: Map<string, Subscription>;
}

const PUBLIC_STREAMS = new Set([
  'public',
  'public:local',
  'public:remote',
  'public:media',
  'public:local:media',
  'public:remote:media',
  'hashtag',
  'hashtag:local',
]);
const USER_STREAMS = new Set(['user', 'user:notification', 'direct', 'list']);

function key(sub: Subscription): string {
  return `${sub.name}\u0000${sub.arg ?? ''}`;
}

/** The `stream` array Mastodon puts on each event: ["hashtag", "tag"], ["list", "1"], ["user"]. */
function streamArray(sub: Subscription): string[] {
  return sub.arg === null ? [sub.name] : [sub.name, sub.arg];
}

/**
 * The /api/v1/streaming WebSocket: Mastodon's event format (`event`, `payload` as a JSON
 * string, `stream`), the token from the query or Sec-WebSocket-Protocol, and
 * subscribe/unsubscribe messages on an open socket.
 */
export class StreamingHub {
  private readonly wss = new WebSocketServer({
    noServer: true,
    // Browsers send the token as the subprotocol and drop the socket unless it is echoed.
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });
  private readonly connections = new Set<Connection>();
  private readonly unsubscribe: () => void;
  /** The shoutbox's Phoenix socket (`/socket/websocket`), beside the streaming API. */
  readonly shout: ShoutHub;

  constructor(private readonly state: SandboxState) {
    this.shout = new ShoutHub(state);
    this.unsubscribe = state.onEvent((e) => this.dispatch(e));
  }

  /** Handles an HTTP upgrade; answers 401/404 on a bad token, stream or path. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', this.state.baseUrl);
    if (this.shout.handles(url.pathname)) {
      this.shout.handleUpgrade(req, socket, head);
      return;
    }
    if (url.pathname.replace(/\/+$/, '') !== '/api/v1/streaming') {
      reject(socket, 404, 'Not found');
      return;
    }
    const protocolToken = req.headers['sec-websocket-protocol']?.split(',')[0]?.trim();
    const tokenText = url.searchParams.get('access_token') ?? protocolToken ?? null;
    let userId: string | null = null;
    if (tokenText) {
      const token = this.state.tokens.get(tokenText);
      if (!token) {
        reject(socket, 401, 'Invalid credentials');
        return;
      }
      userId = token.userId;
    }
    const first = parseSubscription(
      url.searchParams.get('stream'),
      url.searchParams.get('tag'),
      url.searchParams.get('list'),
    );
    if (first === 'invalid') {
      reject(socket, 404, 'Unknown stream type');
      return;
    }
    if (first && !this.allowed(first, userId)) {
      reject(socket, 401, 'Invalid credentials');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Connection = { ws, userId, subs: new Map() };
      if (first) conn.subs.set(key(first), first);
      this.connections.add(conn);
      ws.on('message', (data) => this.onMessage(conn, data.toString()));
      ws.on('close', () => this.connections.delete(conn));
      ws.on('error', () => this.connections.delete(conn));
    });
  }

  private allowed(sub: Subscription, userId: string | null): boolean {
    if (!USER_STREAMS.has(sub.name)) return true;
    if (!userId) return false;
    if (sub.name === 'list') return this.state.lists.get(sub.arg ?? '')?.ownerId === userId;
    return true;
  }

  private onMessage(conn: Connection, text: string): void {
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (!msg || typeof msg !== 'object') return;
    const m = msg as Record<string, unknown>;
    const type = m.type;
    if (type !== 'subscribe' && type !== 'unsubscribe') return;
    const str = (v: unknown): string | null =>
      typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
    const sub = parseSubscription(str(m.stream), str(m.tag), str(m.list));
    if (!sub || sub === 'invalid' || !this.allowed(sub, conn.userId)) {
      this.send(
        conn,
        'pleroma:respond',
        JSON.stringify({ error: 'bad_topic', result: 'error', type }),
        null,
      );
      return;
    }
    if (type === 'subscribe') conn.subs.set(key(sub), sub);
    else conn.subs.delete(key(sub));
    this.send(conn, 'pleroma:respond', JSON.stringify({ result: 'success', type }), null);
  }

  private send(conn: Connection, event: string, payload: string, sub: Subscription | null): void {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    const msg: JsonObject = { event, payload };
    if (sub) msg.stream = streamArray(sub);
    conn.ws.send(JSON.stringify(msg));
  }

  private dispatch(e: SandboxEvent): void {
    if (e.type === 'notification') {
      this.dispatchNotification(e.notification);
      return;
    }
    if (e.type === 'pleroma:chat_update') {
      this.dispatchChat(e.ownerId, e.chatId);
      return;
    }
    if (e.type === 'pleroma:follow_relationships_update') {
      this.dispatchFollow(e);
      return;
    }
    for (const conn of this.connections) {
      for (const sub of conn.subs.values()) {
        if (!this.statusMatches(sub, conn.userId, e.status)) continue;
        if (e.type === 'delete') {
          this.send(conn, 'delete', e.status.id, sub);
        } else if (sub.name === 'direct' && conn.userId) {
          if (e.type === 'update') {
            this.send(
              conn,
              'conversation',
              JSON.stringify(this.conversation(e.status, conn.userId)),
              sub,
            );
          }
        } else {
          this.send(
            conn,
            e.type,
            JSON.stringify(serializeStatus(this.state, e.status, conn.userId)),
            sub,
          );
        }
      }
    }
  }

  private dispatchNotification(n: NotificationRecord): void {
    for (const conn of this.connections) {
      if (conn.userId !== n.recipientId) continue;
      for (const sub of conn.subs.values()) {
        if (sub.name !== 'user' && sub.name !== 'user:notification') continue;
        const body = serializeNotification(this.state, n);
        if (body) this.send(conn, 'notification', JSON.stringify(body), sub);
      }
    }
  }

  /**
   * Pleroma streams a follow's change to both users' user streams, with each side's counts
   * (`pleroma:follow_relationships_update`).
   */
  private dispatchFollow(
    e: Extract<SandboxEvent, { type: 'pleroma:follow_relationships_update' }>,
  ): void {
    const side = (id: string) => ({
      id,
      follower_count: this.state.followerIds(id).length,
      following_count: this.state.followingIds(id).length,
    });
    const payload = JSON.stringify({
      state: e.state,
      follower: side(e.followerId),
      following: side(e.followingId),
    });
    for (const conn of this.connections) {
      if (conn.userId !== e.followerId && conn.userId !== e.followingId) continue;
      for (const sub of conn.subs.values()) {
        if (sub.name === 'user')
          this.send(conn, 'pleroma:follow_relationships_update', payload, sub);
      }
    }
  }

  /** Pleroma streams chat changes on the owner's user stream. */
  private dispatchChat(ownerId: string, chatId: string): void {
    const chat = this.state.chats.chats.get(chatId);
    if (!chat) return;
    for (const conn of this.connections) {
      if (conn.userId !== ownerId) continue;
      for (const sub of conn.subs.values()) {
        if (sub.name !== 'user') continue;
        this.send(
          conn,
          'pleroma:chat_update',
          JSON.stringify(serializeChat(this.state, this.state.chats, chat)),
          sub,
        );
      }
    }
  }

  private statusMatches(sub: Subscription, userId: string | null, s: StatusRecord): boolean {
    const state = this.state;
    const name = sub.name;
    if (name === 'user') return userId !== null && inHome(state, userId, s);
    if (name === 'direct') return userId !== null && inDirect(userId, s);
    if (name === 'list') return inList(state, sub.arg ?? '', s);
    if (name === 'user:notification') return false;
    if (hiddenByFilters(state, userId, s)) return false;
    const local = name.includes(':local');
    const remote = name.includes(':remote');
    if (name.startsWith('hashtag'))
      return inPublic(state, s, { local }) && hasTag(s, sub.arg ?? '');
    return (
      inPublic(state, s, { local, remote }) && (!name.endsWith(':media') || hasMedia(state, s))
    );
  }

  /** Mastodon's Conversation entity, as the direct stream sends it. */
  private conversation(s: StatusRecord, userId: string): JsonObject {
    const others = [s.accountId, ...s.mentionIds].filter(
      (id, i, all) => id !== userId && all.indexOf(id) === i,
    );
    return {
      accounts: others.flatMap((id) => {
        const u = this.state.users.get(id);
        return u ? [serializeAccount(this.state, u, userId)] : [];
      }),
      id: String(s.threadNo),
      last_status: serializeStatus(this.state, s, userId),
      unread: s.accountId !== userId,
    };
  }

  /** Closes every socket (code 1001, going away) so servers and tests end promptly. */
  close(): void {
    this.unsubscribe();
    this.shout.close();
    for (const conn of this.connections) conn.ws.terminate();
    this.connections.clear();
    this.wss.close();
  }

  get connectionCount(): number {
    return this.connections.size;
  }
}

function parseSubscription(
  stream: string | null,
  tag: string | null,
  list: string | null,
): Subscription | 'invalid' | null {
  if (!stream) return null;
  if (stream === 'hashtag' || stream === 'hashtag:local') {
    return tag ? { name: stream, arg: tag.toLowerCase() } : 'invalid';
  }
  if (stream === 'list') return list ? { name: stream, arg: list } : 'invalid';
  if (PUBLIC_STREAMS.has(stream) || USER_STREAMS.has(stream)) return { name: stream, arg: null };
  return 'invalid';
}

function reject(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  const reason = status === 401 ? 'Unauthorized' : 'Not Found';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
