import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { JsonObject } from './json';
import { serializeAccount } from './serialize/account';
import type { SandboxState } from './state';

/** Pleroma's `ShoutChannelState` keeps the newest 20 messages (19 old plus the new one). */
export const SHOUT_KEPT = 20;
/** Pleroma's `config :pleroma, :shout, limit: 5_000`: longer texts are dropped silently. */
export const SHOUT_LIMIT = 5000;
/** The one topic Pleroma's `UserSocket` routes to its `ShoutChannel`. */
export const SHOUT_TOPIC = 'chat:public';

/** A Phoenix V2 frame: `[join_ref, ref, topic, event, payload]`. */
type Frame = [string | null, string | null, string, string, unknown];

interface Member {
  ws: WebSocket;
  userId: string;
  /** The join_ref of its `chat:public` join, null until joined. */
  joinRef: string | null;
}

/**
 * Pleroma's shoutbox: the Phoenix socket at `/socket/websocket` (`vsn=2.0.0`, the OAuth token
 * as `token` in the query; a missing or unknown one is refused with 403, as `UserSocket`
 * does) with one channel, `chat:public`. A join is answered ok and followed by a `messages`
 * push of the kept messages, oldest first; `new_msg` `{text}` is trimmed, dropped when empty
 * or over the limit, otherwise kept and broadcast to every member (the sender too) with its
 * author's account and a running id. Pleroma sends no reply to `new_msg`; neither does this.
 * Heartbeats on the `phoenix` topic are answered. Loopback only, as the whole sandbox is.
 */
export class ShoutHub {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly members = new Set<Member>();
  /** Newest last. */
  private readonly kept: JsonObject[] = [];
  private nextId = 1;

  constructor(private readonly state: SandboxState) {}

  handles(pathname: string): boolean {
    return pathname.replace(/\/+$/, '') === '/socket/websocket';
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', this.state.baseUrl);
    const token = this.state.tokens.get(url.searchParams.get('token') ?? '');
    const user = token?.userId ? this.state.users.get(token.userId) : undefined;
    if (!user) {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const member: Member = { ws, userId: user.id, joinRef: null };
      this.members.add(member);
      ws.on('message', (data) => this.onFrame(member, data.toString()));
      ws.on('close', () => this.members.delete(member));
      ws.on('error', () => this.members.delete(member));
    });
  }

  /** The kept messages, oldest first (the test hooks and the sandbox's own tests read them). */
  get messages(): readonly JsonObject[] {
    return this.kept;
  }

  close(): void {
    for (const member of this.members) member.ws.terminate();
    this.members.clear();
    this.wss.close();
  }

  private onFrame(member: Member, text: string): void {
    const frame = parseFrame(text);
    if (!frame) return;
    const [joinRef, ref, topic, event, payload] = frame;
    if (topic === 'phoenix' && event === 'heartbeat') {
      send(member, [null, ref, 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
      return;
    }
    if (topic !== SHOUT_TOPIC) {
      send(member, [
        joinRef,
        ref,
        topic,
        'phx_reply',
        { status: 'error', response: { reason: 'unmatched topic' } },
      ]);
      return;
    }
    if (event === 'phx_join') {
      member.joinRef = joinRef;
      send(member, [joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }]);
      send(member, [joinRef, null, topic, 'messages', { messages: this.kept }]);
      return;
    }
    if (event === 'phx_leave') {
      member.joinRef = null;
      send(member, [joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }]);
      return;
    }
    if (event === 'new_msg' && member.joinRef !== null) this.shout(member, payload);
  }

  private shout(member: Member, payload: unknown): void {
    const raw = (payload as { text?: unknown } | null)?.text;
    if (typeof raw !== 'string') return;
    const text = raw.trim();
    if (text.length === 0 || [...text].length > SHOUT_LIMIT) return;
    const user = this.state.users.get(member.userId);
    if (!user) return;
    const message: JsonObject = {
      author: serializeAccount(this.state, user, null),
      id: this.nextId++,
      text,
    };
    this.kept.push(message);
    if (this.kept.length > SHOUT_KEPT) this.kept.splice(0, this.kept.length - SHOUT_KEPT);
    for (const other of this.members) {
      if (other.joinRef !== null) send(other, [null, null, SHOUT_TOPIC, 'new_msg', message]);
    }
  }
}

function parseFrame(text: string): Frame | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 5) return undefined;
  const [joinRef, ref, topic, event, payload] = value as unknown[];
  const refLike = (v: unknown) => v === null || typeof v === 'string';
  if (!refLike(joinRef) || !refLike(ref) || typeof topic !== 'string' || typeof event !== 'string')
    return undefined;
  return [joinRef as string | null, ref as string | null, topic, event, payload];
}

function send(member: Member, frame: Frame): void {
  if (member.ws.readyState === member.ws.OPEN) member.ws.send(JSON.stringify(frame));
}
