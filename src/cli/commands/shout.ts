import type { Command } from 'commander';
import { reaction } from 'mobx';
import type { RootStore } from '../../core/model/root';
import {
  SHOUT_SEND_TIMEOUT_MS,
  type ShoutboxStore,
  type ShoutMessage,
  shoutboxOf,
} from '../../core/model/shoutbox';
import { terminalText } from '../../shared/text/terminal-safe';
import { createContext, type GlobalOptions, requireLogin } from '../context';
import { CliError, ExitCode, usageError } from '../exit-codes';
import { printJson, printJsonLine, printLine, readStdin } from '../io';

/** How long joining may take before the command gives up (the spec's send timeout). */
const JOIN_TIMEOUT_MS = SHOUT_SEND_TIMEOUT_MS;

/** A message as the server sends it (`--json`), author trimmed to what the spec names. */
function messageJson(message: ShoutMessage): Record<string, unknown> {
  return { id: message.id, text: message.text, author: message.author };
}

function printMessage(message: ShoutMessage, json: boolean | undefined): void {
  if (json) printJsonLine(messageJson(message));
  else printLine(terminalText(`@${message.author.acct}: ${message.text}`));
}

/** Resolves once `check` holds, or fails with `error` after `ms`. */
function until(check: () => boolean, ms: number, error: () => CliError): Promise<void> {
  return new Promise((resolve, reject) => {
    if (check()) return resolve();
    const timer = setTimeout(() => {
      stop();
      reject(error());
    }, ms);
    const stop = reaction(check, (ok) => {
      if (!ok) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

/** The shoutbox of the stored login's server, joined with its kept messages in. */
async function joined(root: RootStore): Promise<ShoutboxStore> {
  requireLogin(root);
  await root.instance.load(root.client);
  const store = root.use(shoutboxOf);
  const host = root.client.serverHost;
  if (!store.available) {
    throw new CliError(`${host} does not offer a shoutbox.`, ExitCode.failure);
  }
  void store.start();
  await until(
    () => store.joined && store.loaded,
    JOIN_TIMEOUT_MS,
    () => new CliError(`Could not join the shoutbox of ${host}.`, ExitCode.network),
  );
  return store;
}

async function withShoutbox(
  global: GlobalOptions,
  body: (store: ShoutboxStore) => Promise<void>,
): Promise<void> {
  const { nodeSocketFactory } = await import('../../terminal/ports/socket');
  const ctx = createContext(global, {}, { socket: nodeSocketFactory });
  try {
    await body(await joined(ctx.root));
  } finally {
    await ctx.close();
  }
}

function followUntilInterrupted(store: ShoutboxStore, json: boolean | undefined): Promise<void> {
  return new Promise((resolve) => {
    let last = store.messages.at(-1);
    const stopWatching = reaction(
      () => store.messages,
      (messages) => {
        const from = last ? messages.indexOf(last) + 1 : 0;
        for (const message of messages.slice(from)) printMessage(message, json);
        last = messages.at(-1);
      },
      { name: 'shoutbox:follow' },
    );
    const stop = () => {
      stopWatching();
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** The kept messages, then (with `follow`) new ones until interrupted. */
async function showBoard(
  store: ShoutboxStore,
  options: { follow?: boolean; json?: boolean },
): Promise<void> {
  if (options.json && !options.follow) {
    printJson(store.messages.map(messageJson));
    return;
  }
  if (!options.json && store.messages.length === 0 && !options.follow) {
    printLine(terminalText('No messages in the shoutbox'));
    return;
  }
  for (const message of store.messages) printMessage(message, options.json);
  if (options.follow) await followUntilInterrupted(store, options.json);
}

interface ShoutOptions {
  json?: boolean;
  ndjson?: boolean;
  follow?: boolean;
}

export function registerShout(program: Command, global: () => GlobalOptions): void {
  program
    .command('shout')
    .description(
      "post MESSAGE to the server's shoutbox (a public message board), - reads stdin; --follow prints its messages live",
    )
    .argument('[message]', 'the message (- to read it from stdin); optional with --follow')
    .option('--follow', 'print the last 20 messages, then new ones until interrupted')
    .option('--ndjson', 'with --follow: one JSON message per line')
    .option('--json', 'print the sent message as JSON (with --follow: as --ndjson)')
    .action(async (given: string | undefined, options: ShoutOptions) => {
      if (options.ndjson && !options.follow) throw usageError('--ndjson goes with --follow');
      const text =
        given === undefined ? undefined : (given === '-' ? await readStdin() : given).trim();
      if (text === '' || (text === undefined && !options.follow))
        throw usageError('A shout needs its text (or - to read stdin), or --follow');
      const lines = options.ndjson === true || options.json === true;
      await withShoutbox(global(), async (store) => {
        if (text !== undefined) {
          if (!(await store.send(text))) {
            throw new CliError(
              `The shout was not confirmed within ${SHOUT_SEND_TIMEOUT_MS / 1000} s.`,
              ExitCode.network,
            );
          }
          // With --follow the sent message shows among the board's.
          if (!options.follow) {
            const sent = store.messages.findLast((m) => m.text === text);
            if (options.json) printJson(sent ? messageJson(sent) : { text });
            else printLine(terminalText('Shouted'));
            return;
          }
        }
        await showBoard(store, { follow: true, json: lines });
      });
    });

  program
    .command('shoutbox')
    .description("the server's shoutbox: its last 20 messages; --follow prints new ones live")
    .option('--follow', 'keep printing new messages until interrupted')
    .option('--ndjson', 'with --follow: one JSON message per line')
    .option('--json', 'print JSON (with --follow: one message per line)')
    .action(async (options: ShoutOptions) => {
      if (options.ndjson && !options.follow) throw usageError('--ndjson goes with --follow');
      await withShoutbox(global(), (store) =>
        showBoard(store, { follow: options.follow, json: options.json || options.ndjson }),
      );
    });
}
