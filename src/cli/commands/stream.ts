import type { Command } from 'commander';
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
    .action(async (kind: string, arg: string | undefined, options: { ndjson?: boolean }) => {
      const spec = parseStream(kind, arg);
      const { nodeSocketFactory } = await import('../../terminal/ports/socket');
      const ctx = createContext(global(), { streaming: true }, { socket: nodeSocketFactory });
      try {
        requireLogin(ctx.root);
        await ctx.root.instance.load(ctx.root.client);
        const format = options.ndjson ? undefined : await loadHumanFormat();
        await streamUntilInterrupted(ctx.root, spec, format);
      } finally {
        await ctx.close();
      }
    });
}

async function streamUntilInterrupted(
  root: import('../../core/model/root').RootStore,
  spec: StreamSpec,
  format: HumanFormat | undefined,
): Promise<void> {
  const ndjson = format === undefined;
  const client = root.client;
  const { entities, ports } = root;
  const print = (event: StreamEvent) => {
    let payload: unknown = event.payload;
    let human: string | undefined;
    if (event.event === 'update' || event.event === 'status.update') {
      const result = normalizeStatus(event.payload, client.serverHost);
      if (!result) return;
      entities.ingest(result.bundle);
      payload = toApiJson.status(result.status, entities);
      human = format?.formatStatus(result.status, entities, Date.now());
    } else if (event.event === 'notification') {
      const bundle = { accounts: [], statuses: [] };
      const notification = normalizeNotification(event.payload, client.serverHost, bundle);
      if (!notification) return;
      entities.ingest(bundle);
      payload = toApiJson.notification(notification, entities);
      human = format?.formatNotification(notification, entities, Date.now());
    } else if (event.event === 'delete') {
      human = `(deleted ${String(event.payload)})`;
    }
    if (ndjson) printJsonLine({ event: event.event, stream: event.stream, payload });
    else if (human) printLine(terminalText(`${human}\n`));
  };
  await new Promise<void>((resolve, reject) => {
    const socket = new StreamingSocket({
      url: streamingUrl(
        root.instance.info?.streamingUrl ?? client.http.baseUrl,
        client.token,
        spec,
      ),
      factory: ports.socket,
      clock: ports.clock,
      logger: ports.logger,
      onEvent: print,
      onBroken: (code) => printError(terminalText(`stream lost (code ${code}), reconnecting…`)),
      onReconnected: () => printError(terminalText('stream reconnected')),
    });
    const stop = () => {
      socket.stop();
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    socket.start();
    // A socket that never opens is a server without streaming: say so instead of hanging.
    // A normal close by the server (1000/1001) ends the command: nothing more will come.
    const check = setInterval(() => {
      const refused = socket.status === SocketStatus.DISABLED;
      const ended = socket.status === SocketStatus.CLOSED && socket.lastCloseCode !== null;
      if (!refused && !ended) return;
      clearInterval(check);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      if (refused) {
        reject(
          new CliError(
            'The server refused the streaming connection (no streaming API?)',
            ExitCode.network,
          ),
        );
      } else {
        printError(terminalText(`the server closed the stream (code ${socket.lastCloseCode})`));
        resolve();
      }
    }, 100);
    check.unref();
  });
}
