import type { SocketFactory, SocketLike } from '../../core/ports';

const CONNECTING = 0;
const CLOSED = 3;

/**
 * A socket factory that loads the real one when the first socket is asked for, a turn of the
 * event loop later: the terminal UI's first frame then does not wait for `ws` (a separate
 * piece of the build, read and compiled on load). Until the real socket exists, the socket
 * handed out is CONNECTING; a close before then means it is never opened; a factory that
 * fails to load or to connect reports an error and a close with 1006, as a socket that never
 * opened does.
 */
export function lazySocketFactory(load: () => Promise<SocketFactory>): SocketFactory {
  let loading: Promise<SocketFactory> | undefined;
  return (url) => {
    loading ??= new Promise<void>((resolve) => setImmediate(resolve)).then(load);
    let real: SocketLike | undefined;
    let closed = false;
    const socket: SocketLike = {
      get readyState() {
        return real?.readyState ?? (closed ? CLOSED : CONNECTING);
      },
      send: (data) => {
        if (!real) throw new Error('The streaming socket is not open yet');
        real.send(data);
      },
      close: (code, reason) => {
        closed = true;
        real?.close(code, reason);
      },
      onopen: null,
      onclose: null,
      onerror: null,
      onmessage: null,
    };
    const fail = (error: unknown) => {
      if (closed) return;
      closed = true;
      socket.onerror?.(error);
      socket.onclose?.({ code: 1006, reason: '' });
    };
    loading.then((factory) => {
      if (closed) return;
      try {
        real = factory(url);
      } catch (error) {
        fail(error);
        return;
      }
      real.onopen = (event) => socket.onopen?.(event);
      real.onmessage = (event) => socket.onmessage?.(event);
      real.onerror = (event) => socket.onerror?.(event);
      real.onclose = (event) => socket.onclose?.(event);
    }, fail);
    return socket;
  };
}
