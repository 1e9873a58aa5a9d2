import type { SocketFactory, SocketLike } from '../../../../src/core';

/** A streaming socket the test drives: open it, push events, close it. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  readonly sent: string[] = [];

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** Deliver a Mastodon streaming event (`payload` is JSON-encoded as servers do). */
  emit(event: string, payload: unknown): void {
    this.onmessage?.({
      data: JSON.stringify({
        event,
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        stream: ['user'],
      }),
    });
  }

  /** The connection drops. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

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
