import type { SocketFactory, SocketLike } from '../../../src/core/ports';

/** A WebSocket double the test drives: open it, send it messages, close it. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(data);
  }

  /** The client closed it. */
  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  // --- what the server side does ---

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(data: unknown): void {
    this.onmessage?.({ data });
  }

  /** Send a Mastodon streaming event; the payload is JSON-encoded as servers do. */
  emit(event: string, payload: unknown): void {
    this.receive(
      JSON.stringify({
        event,
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      }),
    );
  }

  drop(code: number): void {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code });
  }
}

/** A socket factory that keeps every socket it made. */
export function fakeSockets(): { factory: SocketFactory; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    factory: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  };
}
