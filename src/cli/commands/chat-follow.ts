import { reaction } from 'mobx';
import { chatsApi } from '../../core/api/chats';
import type { ChatMessage } from '../../core/domain/chat';
import { chatOutboxOnceOf } from '../../core/model/chat-outbox';
import { CHAT_LATEST_POLL_MS, ChatViewStore } from '../../core/model/chat-view';
import { compareIds } from '../../core/model/ids';
import { SocketStatus } from '../../core/realtime/streaming-socket';
import { terminalText } from '../../shared/text/terminal-safe';
import { createContext, type GlobalOptions } from '../context';
import { CliError, ExitCode } from '../exit-codes';
import { loadHumanFormat } from '../human';
import { printError, printJsonLine, printLine } from '../io';
import { lookupAccount } from '../lookup';
import { flushQueue, messageJson, messageLine, messagesOf, requireChats } from './chats';

const USER_STREAM = { stream: 'user' } as const;

/**
 * `petrel chat ACCOUNT --follow [--ndjson]`: the last `limit` messages, then every new one
 * until SIGINT or SIGTERM (exit 0, as `petrel stream`). New messages come from the user
 * stream's `pleroma:chat_update` events, or from the chat view's 5 s latest-message poll
 * while the stream is not joined (a server without streaming, a socket that failed).
 */
export async function followChat(
  global: GlobalOptions,
  name: string,
  options: { ndjson: boolean; limit: number },
): Promise<void> {
  const { nodeSocketFactory } = await import('../../terminal/ports/socket');
  const ctx = createContext(global, { streaming: true }, { socket: nodeSocketFactory });
  const { root } = ctx;
  try {
    await ctx.prepareWrites();
    await requireChats(root);
    await flushQueue(root.use(chatOutboxOnceOf), options.ndjson);
    const account = await lookupAccount(root, name);
    const chat = await chatsApi(root.client).withAccount(account.id);
    const scope = root.scope;
    scope.startStream(USER_STREAM);
    const view = new ChatViewStore({
      chatId: chat.id,
      client: () => root.client,
      scheduler: scope.scheduler,
      outbox: root.use(chatOutboxOnceOf),
      ownAccountId: () => scope.ownAccountId(),
      streaming: () => root.realtime.isJoined(USER_STREAM),
      onChatUpdate: (listener) => root.realtime.onEvent('pleroma:chat_update', listener),
      // Following is not reading: `petrel chat ACCOUNT read` marks the chat read.
      markRead: async () => {},
    });
    try {
      await view.load();
      if (view.loadError !== null)
        throw new CliError(
          `Something went wrong when loading the chat. ${view.loadError}`,
          ExitCode.network,
        );
      const htmlToPlain = options.ndjson ? undefined : (await loadHumanFormat()).htmlToPlain;
      const print = (m: ChatMessage) => {
        if (!htmlToPlain) printJsonLine(messageJson(m));
        else printLine(messageLine(chat, m, htmlToPlain, ctx.dates));
      };
      const history =
        options.limit > view.messages.length && !view.exhausted
          ? await messagesOf(root, chat, options.limit)
          : view.messages;
      for (const m of history.slice(history.length - options.limit)) print(m);
      let newest = view.messages.at(-1)?.id;
      await untilInterrupted(() => {
        const stopPrinting = reaction(
          () => view.messages,
          (messages) => {
            for (const m of messages) {
              if (newest !== undefined && compareIds(m.id, newest) <= 0) continue;
              print(m);
              newest = m.id;
            }
            view.cull();
          },
          { name: 'chat:follow' },
        );
        const stopWatching = watchStream(root, view);
        return () => {
          stopPrinting();
          stopWatching();
        };
      });
    } finally {
      view.dispose();
    }
  } finally {
    await ctx.close();
  }
}

/**
 * What was missed while the stream was away is fetched when it is joined again; a server
 * without streaming is said once on stderr.
 */
function watchStream(root: ReturnType<typeof createContext>['root'], view: ChatViewStore) {
  const host = root.client.serverHost;
  let said = false;
  const sayPolling = () => {
    if (said) return;
    said = true;
    printError(
      terminalText(
        `streaming is not available from ${host}; polling for new messages every ${CHAT_LATEST_POLL_MS / 1000} s instead`,
      ),
    );
  };
  if (!root.instance.capabilities.streaming) sayPolling();
  return reaction(
    () => ({
      joined: root.realtime.isJoined(USER_STREAM),
      disabled: root.realtime.socket(USER_STREAM)?.status === SocketStatus.DISABLED,
    }),
    ({ joined, disabled }) => {
      if (joined) void view.fetchLatest().catch(() => {});
      if (disabled) sayPolling();
    },
    {
      name: 'chat:follow-stream',
      equals: (a, b) => a.joined === b.joined && a.disabled === b.disabled,
    },
  );
}

/** Runs `start` and resolves on SIGINT or SIGTERM after calling what it returned. */
function untilInterrupted(start: () => () => void): Promise<void> {
  return new Promise((resolve) => {
    const stopWork = start();
    const stop = () => {
      stopWork();
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
