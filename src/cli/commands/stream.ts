import type { Command } from 'commander';
import { reaction } from 'mobx';
import type { Notification, Status } from '../../core/domain/types';
import { describeError, NetworkError } from '../../core/errors';
import type { RootStore } from '../../core/model/root';
import { normalizeNotification, normalizeStatus } from '../../core/normalize';
import { type StreamSpec, streamingUrl } from '../../core/realtime/realtime';
import type { StreamEvent } from '../../core/realtime/streaming-socket';
import { SocketStatus, StreamingSocket } from '../../core/realtime/streaming-socket';
import { toApiJson } from '../../core/serialize/api-json';
import { terminalText } from '../../shared/text/terminal-safe';
import { createContext, type GlobalOptions, requireLogin } from '../context';
import { CliError, ExitCode, usageError } from '../exit-codes';
import { type HumanFormat, loadHumanFormat } from '../human';
import { printError, printJsonLine, printLine } from '../io';
import { intInRange } from '../parse';
import { STREAM_POLL_MS, StreamPoller } from './stream-poll';

/** `user`, `public`, `local`, `hashtag TAG`, `list ID`, `direct` → the server's stream name. */
export function parseStream(kind: string, arg: string | undefined): StreamSpec {
  switch (kind) {
    case 'user':
    case 'public':
    case 'direct':
      return { stream: kind };
    case 'local':
      return { stream: 'public:local' };
    case 'hashtag':
    case 'tag':
      if (!arg) throw usageError('`stream hashtag` needs a tag');
      return { stream: 'hashtag', arg: arg.replace(/^#/, '') };
    case 'list':
      if (!arg) throw usageError('`stream list` needs a list id');
      return { stream: 'list', arg };
    default:
      throw usageError(
        `Unknown stream "${kind}": use user, public, local, hashtag TAG, list ID or direct`,
      );
  }
}

export function registerStream(program: Command, global: () => GlobalOptions): void {
  program
    .command('stream')
    .description('print live events until interrupted, reconnecting on loss')
    .argument('[kind]', 'user | public | local | hashtag TAG | list ID | direct', 'user')
    .argument('[arg]', 'the hashtag or list id')
    .option(
      '--ndjson',
      'one JSON event per line: {"event", "stream", "payload"} (payload in API shape)',
    )
    .option(
      '--poll <seconds>',
      'when the server offers no stream, ask for new items this often (1-3600)',
      intInRange(1, 3600),
      STREAM_POLL_MS / 1000,
    )
    .action(
      async (
        kind: string,
        arg: string | undefined,
        options: { ndjson?: boolean; poll: number },
      ) => {
        const spec = parseStream(kind, arg);
        const { nodeSocketFactory } = await import('../../terminal/ports/socket');
        const ctx = createContext(global(), { streaming: true }, { socket: nodeSocketFactory });
        try {
          requireLogin(ctx.root);
          await ctx.root.instance.load(ctx.root.client);
          const format = options.ndjson ? undefined : await loadHumanFormat();
          await streamUntilInterrupted(ctx.root, spec, format, options.poll * 1000);
        } finally {
          await ctx.close();
        }
      },
    );
}

/** Writes events as they come, from the socket or from polling, in one shape. */
function eventPrinter(root: RootStore, spec: StreamSpec, format: HumanFormat | undefined) {
  const { entities } = root;
  // What the server names the stream in its events; polled events are named the same way.
  const polled = [spec.stream, ...(spec.arg ? [spec.arg] : [])];
  const write = (event: string, stream: string[], payload: unknown, human?: string) => {
    if (!format) printJsonLine({ event, stream, payload });
    else if (human) printLine(terminalText(`${human}\n`));
  };
  const status = (status: Status, event = 'update', stream = polled) =>
    write(
      event,
      stream,
      toApiJson.status(status, entities),
      format?.formatStatus(status, entities, Date.now()),
    );
  const notification = (notification: Notification, stream = polled) =>
    write(
      'notification',
      stream,
      toApiJson.notification(notification, entities),
      format?.formatNotification(notification, entities, Date.now()),
    );
  /** A socket event: normalized and stored like a fetched one, then written. */
  const socketEvent = (event: StreamEvent) => {
    const host = root.client.serverHost;
    if (event.event === 'update' || event.event === 'status.update') {
      const result = normalizeStatus(event.payload, host);
      if (!result) return;
      entities.ingest(result.bundle);
      status(result.status, event.event, event.stream);
    } else if (event.event === 'notification') {
      const bundle = { accounts: [], statuses: [] };
      const found = normalizeNotification(event.payload, host, bundle);
      if (!found) return;
      entities.ingest(bundle);
      notification(found, event.stream);
    } else {
      const human = event.event === 'delete' ? `(deleted ${String(event.payload)})` : undefined;
      write(event.event, event.stream, event.payload, human);
    }
  };
  return { status, notification, socketEvent };
}

async function streamUntilInterrupted(
  root: RootStore,
  spec: StreamSpec,
  format: HumanFormat | undefined,
  pollMs: number,
): Promise<void> {
  const client = root.client;
  const { ports } = root;
  const { capabilities } = root.instance;
  const print = eventPrinter(root, spec, format);
  const poller = new StreamPoller(client, root.entities, spec, {
    onStatus: (status) => print.status(status),
    onNotification: (notification) => print.notification(notification),
    onFailure: (error) => printError(terminalText(`polling failed: ${describeError(error)}`)),
  });
  const socket = new StreamingSocket({
    url: streamingUrl(capabilities.streamingUrl ?? client.http.baseUrl, client.token, spec),
    // A server known to stream nowhere is polled from the start, as the UIs do.
    factory: capabilities.streaming ? ports.socket : undefined,
    clock: ports.clock,
    logger: ports.logger,
    onEvent: print.socketEvent,
    onBroken: (code) => printError(terminalText(`stream lost (code ${code}), reconnecting…`)),
    onReconnected: () => printError(terminalText('stream reconnected')),
  });
  await new Promise<void>((resolve, reject) => {
    const finish = (error?: unknown) => {
      stopWatching();
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      socket.stop();
      poller.stop();
      if (error === undefined) resolve();
      else reject(error);
    };
    const stop = () => finish();
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    // A socket that never opens (no streaming API, a port that does not speak it, a
    // handshake that hangs: each attempt is time-bounded) means polling, as the UIs do.
    // A normal close by the server (1000/1001) ends the command: nothing more will come.
    const stopWatching = reaction(
      () => socket.status,
      (status) => {
        if (status === SocketStatus.DISABLED) {
          stopWatching();
          pollInstead(poller, client.http.baseUrl, pollMs).catch(finish);
        } else if (status === SocketStatus.CLOSED && socket.lastCloseCode !== null) {
          printError(terminalText(`the server closed the stream (code ${socket.lastCloseCode})`));
          finish();
        }
      },
      { name: 'stream:status' },
    );
    socket.start();
  });
}

/** Polling in place of the stream: said once on stderr; a server that is down is an error. */
async function pollInstead(poller: StreamPoller, server: string, pollMs: number): Promise<void> {
  const host = new URL(server).host;
  try {
    await poller.prime();
  } catch (error) {
    if (error instanceof NetworkError) {
      throw new CliError(`Could not connect to ${host}: ${error.message}`, ExitCode.network);
    }
    throw error;
  }
  printError(
    terminalText(
      `streaming is not available from ${host}; polling for new items every ${pollMs / 1000} s instead`,
    ),
  );
  poller.start(pollMs);
}
