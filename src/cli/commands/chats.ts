import { type Command, Option } from 'commander';
import { chatsApi } from '../../core/api/chats';
import type { Chat, ChatMessage } from '../../core/domain/chat';
import { NetworkError } from '../../core/errors';
import { type ChatOutbox, chatOutboxOnceOf } from '../../core/model/chat-outbox';
import type { RootStore } from '../../core/model/root';
import { type TerminalText, terminalText } from '../../shared/text/terminal-safe';
import { type CliContext, type GlobalOptions, requireLogin, withContext } from '../context';
import type { CliDates } from '../dates';
import { toExit } from '../errors';
import { CliError, ExitCode, usageError } from '../exit-codes';
import { loadHumanFormat } from '../human';
import { printError, printJson, printLine, readStdin } from '../io';
import { lookupAccount } from '../lookup';
import { entityId } from '../parse';
import { knownChatId, rememberChats } from './chat-known';

type Action = 'send' | 'read' | 'delete';
/** The server gives at most 40 a page; longer `--limit`s walk pages. */
const SERVER_PAGE_MAX = 40;

interface ChatOptions {
  json?: boolean;
  limit?: string;
  /** `--media` (or the older hidden `--file`). */
  file?: string;
  media?: string;
  follow?: boolean;
  ndjson?: boolean;
}

export function messageJson(m: ChatMessage): Record<string, unknown> {
  return {
    id: m.id,
    chat_id: m.chatId,
    account_id: m.accountId,
    content: m.content,
    created_at: m.createdAt,
    attachment: m.attachment ? { id: m.attachment.id, url: m.attachment.url } : null,
    idempotency_key: m.idempotencyKey,
  };
}

function chatJson(chat: Chat): Record<string, unknown> {
  return {
    id: chat.id,
    account: {
      id: chat.account.id,
      acct: chat.account.acct,
      display_name: chat.account.displayName,
    },
    unread: chat.unread,
    last_message: chat.lastMessage ? messageJson(chat.lastMessage) : null,
    updated_at: chat.updatedAt,
  };
}

export async function requireChats(root: RootStore): Promise<void> {
  requireLogin(root);
  await root.instance.load(root.client);
  if (!root.instance.capabilities.chats)
    throw new CliError(`${root.session.server} does not offer chats.`, ExitCode.failure);
}

/**
 * Send what earlier commands left queued (in order, each once: the server keeps one message
 * per idempotency key). Says what is still waiting on stderr; true when the queue is empty.
 */
export async function flushQueue(outbox: ChatOutbox, quiet: boolean): Promise<boolean> {
  const before = outbox.pendingCount;
  if (before === 0) return true;
  await outbox.flush();
  const left = outbox.pendingCount;
  if (!quiet && before > left)
    printError(terminalText(`Sent ${before - left} queued chat message(s).`));
  return left === 0;
}

function stillQueued(outbox: ChatOutbox): CliError {
  const { message, code } = toExit(outbox.lastFailure);
  const n = outbox.pendingCount;
  return new CliError(
    `${message}\n${n} chat message(s) queued: \`petrel chat flush\` or the next chat command sends them.`,
    code === ExitCode.server || code === ExitCode.network ? code : ExitCode.network,
  );
}

async function listChats(root: RootStore, options: ChatOptions): Promise<void> {
  const chats = await chatsApi(root.client).list();
  rememberChats(root, chats);
  if (options.json) return printJson(chats.map(chatJson));
  if (chats.length === 0) return printLine(terminalText('No chats'));
  const { htmlToPlain } = await loadHumanFormat();
  for (const chat of chats) {
    const last = chat.lastMessage ? htmlToPlain(chat.lastMessage.content).replace(/\s+/g, ' ') : '';
    const unread = chat.unread > 0 ? ` · ${chat.unread} unread` : '';
    printLine(
      terminalText(
        `@${chat.account.acct} (${chat.account.displayName || chat.account.username})${unread}`,
      ),
    );
    if (last) printLine(terminalText(`  ${last.slice(0, 120)}`));
  }
}

export async function messagesOf(
  root: RootStore,
  chat: Chat,
  limit: number,
): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let maxId: string | undefined;
  while (all.length < limit) {
    const page = await chatsApi(root.client).messages(chat.id, {
      maxId,
      limit: Math.min(SERVER_PAGE_MAX, limit - all.length),
    });
    all.push(...page);
    if (page.length === 0) break;
    maxId = page[page.length - 1]!.id;
  }
  return all.slice(0, limit).reverse();
}

async function printMessages(
  chat: Chat,
  messages: ChatMessage[],
  dates: CliDates,
  json?: boolean,
): Promise<void> {
  if (json) return printJson(messages.map(messageJson));
  if (messages.length === 0)
    return printLine(terminalText(`No messages with @${chat.account.acct}`));
  const { htmlToPlain } = await loadHumanFormat();
  for (const m of messages) printLine(messageLine(chat, m, htmlToPlain, dates));
}

/** One message as a sanitized human line: id, time, who, text and the file's address. */
export function messageLine(
  chat: Chat,
  m: ChatMessage,
  htmlToPlain: (html: string) => string,
  dates: CliDates,
): TerminalText {
  const who = m.accountId === chat.account.id ? `@${chat.account.acct}` : 'you';
  const when = dates.time(m.createdAt);
  const file = m.attachment ? ` [file ${m.attachment.url}]` : '';
  return terminalText(`${m.id} ${when} ${who}: ${htmlToPlain(m.content).trim()}${file}`);
}

async function send(
  root: RootStore,
  outbox: ChatOutbox,
  chat: { id: string; account: { acct: string } },
  text: string,
  options: ChatOptions,
): Promise<void> {
  const mediaIds: string[] = [];
  if (options.file) {
    const { pickFiles, uploadFiles } = await import('./write/media');
    const [attachment] = await uploadFiles(root, await pickFiles([{ path: options.file }]));
    if (attachment) mediaIds.push(attachment.id);
  }
  const sent: ChatMessage[] = [];
  const earlier = outbox.pendingCount;
  const stop = outbox.onSent((m) => sent.push(m));
  const queued = outbox.send(chat.id, text, mediaIds);
  if (!queued.ok) throw usageError('Cannot post empty message');
  await outbox.flush();
  stop();
  const mine = sent.find((m) => m.idempotencyKey === queued.entry.idempotencyKey);
  const left = outbox.entries.find((e) => e.fakeId === queued.entry.fakeId);
  if (!mine && left?.state === 'failed') {
    outbox.discard(left.fakeId);
    const { message, code } = toExit(outbox.lastFailure);
    throw new CliError(`Something went wrong when sending the message. ${message}`, code);
  }
  if (!mine) throw stillQueued(outbox);
  if (earlier > 0 && !options.json)
    printError(terminalText(`Sent ${earlier} queued chat message(s) first.`));
  if (options.json) printJson(messageJson(mine));
  else printLine(terminalText(`Sent ${mine.id} to @${chat.account.acct}`));
}

/** The message of `chat NAME MESSAGE|-`; an empty one (without a file) is refused. */
async function messageText(arg: string | undefined, options: ChatOptions): Promise<string> {
  const text = arg === '-' ? (await readStdin()).trimEnd() : (arg ?? '');
  if (text.trim() === '' && !options.file) throw usageError('Cannot post empty message');
  return text;
}

async function run(
  { root, dates }: CliContext,
  name: string,
  action: Action | undefined,
  arg: string | undefined,
  options: ChatOptions,
  limit: number,
): Promise<void> {
  // The server cannot be reached: a message to a chat met before is queued all the same.
  const offline = async (error: unknown): Promise<void> => {
    const chatId = action === 'send' && !options.file ? knownChatId(root, name) : undefined;
    if (!(error instanceof NetworkError) || !chatId) throw error;
    const text = await messageText(arg, options);
    const to = { id: chatId, account: { acct: name.replace(/^@/, '') } };
    return send(root, root.use(chatOutboxOnceOf), to, text, options);
  };
  try {
    await requireChats(root);
  } catch (error) {
    return offline(error);
  }
  const outbox = root.use(chatOutboxOnceOf);
  if (name === 'flush' && !action) {
    const before = outbox.pendingCount;
    const empty = await flushQueue(outbox, true);
    if (!empty) throw stillQueued(outbox);
    if (options.json) printJson({ sent: before });
    else
      printLine(
        terminalText(
          before === 0 ? 'No queued chat messages' : `Sent ${before} queued chat message(s)`,
        ),
      );
    return;
  }
  // Queued messages go out first (a new one is sent behind them, never before).
  if (action !== 'send') await flushQueue(outbox, options.json === true);
  let chat: Chat;
  try {
    const account = await lookupAccount(root, name.replace(/^@(?=flush$)/, ''));
    chat = await chatsApi(root.client).withAccount(account.id);
  } catch (error) {
    return offline(error);
  }
  rememberChats(root, [chat], [name]);
  if (action === 'send') return send(root, outbox, chat, await messageText(arg, options), options);
  if (action === 'read') {
    const newest = (await chatsApi(root.client).messages(chat.id, { limit: 1 }))[0];
    const after = newest ? await chatsApi(root.client).read(chat.id, newest.id) : chat;
    if (options.json) printJson(chatJson(after));
    else printLine(terminalText(`Read @${chat.account.acct} (${after.unread} unread)`));
    return;
  }
  if (action === 'delete') {
    await chatsApi(root.client).deleteMessage(chat.id, arg!);
    if (options.json) printJson({ id: arg, deleted: true });
    else printLine(terminalText(`Deleted ${arg}`));
    return;
  }
  await printMessages(chat, await messagesOf(root, chat, limit), dates, options.json);
}

export function registerChats(program: Command, global: () => GlobalOptions): void {
  program
    .command('chats')
    .description('your Pleroma chats: the other person, unread count and last message')
    .option('--json', 'print JSON')
    .action(async (options: ChatOptions) => {
      await withContext(
        global(),
        async ({ root }) => {
          await requireChats(root);
          const outbox = root.use(chatOutboxOnceOf);
          await flushQueue(outbox, options.json === true);
          await listChats(root, options);
        },
        { writes: true },
      );
    });
  program
    .command('chat')
    .description(
      'a chat with ACCOUNT: its messages; MESSAGE (- for stdin) sends (queued when the server is unreachable); --follow prints new ones live; `read`, `delete ID`; `petrel chat flush` sends the queue (a message that is exactly read or delete: `send read`)',
    )
    .argument('<account>', 'the other person (user or user@host), or flush')
    .argument('[message]', 'the message to send (- reads stdin), or read | delete')
    .argument('[id]', 'delete: the message id')
    .option('--media <file>', 'send one file with the message')
    .addOption(new Option('--file <path>').hideHelp())
    .option('--follow', 'print new messages live until interrupted')
    .option('--ndjson', 'with --follow: one JSON message per line')
    .option('--json', 'print JSON')
    .option(
      '--limit <n>',
      'how many messages to show (default 20; with --follow 0 shows only new ones)',
    )
    .action(
      async (
        name: string,
        first: string | undefined,
        second: string | undefined,
        options: ChatOptions,
      ) => {
        const media = options.media ?? options.file;
        let verb: Action | undefined;
        let arg: string | undefined;
        if (first === 'send') {
          // Today's `chat NAME send TEXT|-` (kept as an alias).
          verb = 'send';
          arg = second;
          if (arg === undefined && !media)
            throw usageError('`chat ACCOUNT send` needs the text (or - to read stdin)');
        } else if (first === 'read' || first === 'delete') {
          verb = first;
          arg = second;
          if (verb === 'delete') {
            if (!arg) throw usageError('`chat ACCOUNT delete` needs the message id');
            entityId(arg);
          } else if (arg !== undefined) throw usageError('`chat ACCOUNT read` takes nothing more');
        } else if (first !== undefined || media) {
          if (second !== undefined)
            throw usageError('Put the message in quotes: `petrel chat ACCOUNT "the message"`');
          verb = 'send';
          arg = first;
        }
        if (media && verb !== 'send') throw usageError('--media goes with a message');
        if (options.follow && verb !== undefined)
          throw usageError('--follow prints messages: it takes no MESSAGE, read or delete');
        if (options.ndjson && !options.follow) throw usageError('--ndjson goes with --follow');
        const limit = options.limit === undefined ? 20 : Number(options.limit);
        const least = options.follow ? 0 : 1;
        if (!Number.isInteger(limit) || limit < least || limit > 1000)
          throw usageError(`--limit must be a whole number from ${least} to 1000`);
        if (options.follow) {
          if (name === 'flush') throw usageError('`chat flush` takes no --follow');
          const { followChat } = await import('./chat-follow');
          await followChat(global(), name, {
            ndjson: options.ndjson === true || options.json === true,
            limit,
          });
          return;
        }
        // The queue is written to the config file: a message typed now survives the process.
        await withContext(
          global(),
          (ctx) => run(ctx, name, verb, arg, { ...options, file: media }, limit),
          { writes: true },
        );
      },
    );
}
