import { type Command, InvalidArgumentError } from 'commander';
import type { RootStore } from '../../core/model/root';
import type { ActionResult, StatusToggle } from '../../core/model/status-actions';
import type { ActionRefusal } from '../../core/model/status-rules';
import { mayForwardReport } from '../../core/model/status-rules';
import { toApiJson } from '../../core/serialize/api-json';
import { terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../context';
import { CliError, ExitCode, usageError } from '../exit-codes';
import { printJson, printLine } from '../io';
import { fetchStatus, lookupAccount } from '../lookup';
import { entityId } from '../parse';

/** The status action commands (spec part 2 §4), each one call of core's `StatusActions`. */
export const ACTION_COMMANDS = [
  'fav',
  'unfav',
  'boost',
  'unboost',
  'bookmark',
  'unbookmark',
  'pin',
  'unpin',
  'mute-thread',
  'unmute-thread',
  'delete',
  'react',
  'vote',
  'report',
] as const;

const TOGGLE_COMMANDS: ReadonlyArray<{
  name: string;
  toggle: StatusToggle;
  on: boolean;
  description: string;
  done: string;
}> = [
  {
    name: 'fav',
    toggle: 'favourite',
    on: true,
    description: 'favourite a status',
    done: 'Favourited',
  },
  {
    name: 'unfav',
    toggle: 'favourite',
    on: false,
    description: 'take back a favourite',
    done: 'Unfavourited',
  },
  {
    name: 'boost',
    toggle: 'repeat',
    on: true,
    description: 'repeat (boost) a status',
    done: 'Repeated',
  },
  {
    name: 'unboost',
    toggle: 'repeat',
    on: false,
    description: 'undo a repeat',
    done: 'Unrepeated',
  },
  {
    name: 'bookmark',
    toggle: 'bookmark',
    on: true,
    description: 'bookmark a status',
    done: 'Bookmarked',
  },
  {
    name: 'unbookmark',
    toggle: 'bookmark',
    on: false,
    description: 'remove a bookmark',
    done: 'Unbookmarked',
  },
  {
    name: 'pin',
    toggle: 'pin',
    on: true,
    description: 'pin your own public or unlisted status to your profile',
    done: 'Pinned',
  },
  { name: 'unpin', toggle: 'pin', on: false, description: 'unpin your status', done: 'Unpinned' },
  {
    name: 'mute-thread',
    toggle: 'thread_mute',
    on: true,
    description: "mute a status's conversation",
    done: 'Muted the conversation of',
  },
  {
    name: 'unmute-thread',
    toggle: 'thread_mute',
    on: false,
    description: "unmute a status's conversation",
    done: 'Unmuted the conversation of',
  },
];

/** Why core refused, as one sentence (exit 2: the request cannot be made as asked). */
const REFUSALS: Readonly<Record<ActionRefusal, string>> = {
  no_status: 'There is no such status',
  not_signed_in: 'Not logged in',
  deleted: 'This status was deleted',
  repeat_private: 'Private and direct statuses cannot be repeated',
  pin_not_own: 'Only your own statuses can be pinned',
  pin_visibility: 'Only public or unlisted statuses can be pinned',
  delete_not_allowed:
    'Only your own statuses can be deleted (or any, by holders of the messages_delete privilege)',
  reactions_unsupported: 'This server has no emoji reactions',
  no_emoji: 'Name an emoji to react with',
  no_poll: 'This status has no poll',
  poll_closed: 'This poll is closed (it has ended, or you have voted)',
  no_choice: 'Choose at least one option',
  choice_out_of_range: 'There is no such option in this poll',
  one_choice_only: 'This poll takes one choice only',
  busy: 'Another request for this status is still running',
};

/** The value of a done result, or the CLI's error for a refusal or failure. */
function outcome<T>(result: ActionResult<T>): T {
  if (result.kind === 'done') return result.value;
  if (result.kind === 'refused') throw usageError(REFUSALS[result.reason]);
  // The request's own error: its exit code says network (4) or server (5).
  throw result.cause ?? new CliError(result.detail, ExitCode.server);
}

/** The status as the server has it now, in the store for core's rules. */
async function loadStatus(root: RootStore, id: string): Promise<void> {
  const { bundle } = await fetchStatus(root, id);
  root.entities.ingest(bundle);
}

function printStatus(root: RootStore, id: string, json: boolean | undefined, line: string): void {
  const status = root.entities.shown(id);
  if (json && status) printJson(toApiJson.status(status, root.entities));
  else printLine(terminalText(line));
}

/** A vote choice: an option's number as listed, counting from 1. */
function choiceNumber(value: string, previous: number[] = []): number[] {
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new InvalidArgumentError(`choices are option numbers counting from 1, got "${value}"`);
  return [...previous, Number(value)];
}

/** One emoji, or a custom one as `:name:` or `name`: no spaces, not empty. */
function emojiArgument(value: string): string {
  const emoji = value.trim();
  if (emoji === '' || /\s/.test(emoji))
    throw new InvalidArgumentError('expected one emoji, such as 👍 or :blobcat:');
  return emoji;
}

function repeatable(value: string, previous: string[] = []): string[] {
  return [...previous, entityId(value)];
}

export function registerActions(program: Command, global: () => GlobalOptions): void {
  const run = (body: (root: RootStore) => Promise<void>) =>
    withContext(global(), async ({ root }) => {
      requireLogin(root);
      await body(root);
    });

  for (const spec of TOGGLE_COMMANDS) {
    program
      .command(spec.name)
      .description(spec.description)
      .argument('<id>', 'status id', entityId)
      .option('--json', 'print the resulting status as JSON')
      .action(async (id: string, options: { json?: boolean }) => {
        await run(async (root) => {
          await loadStatus(root, id);
          const status = outcome(
            await (await root.loadStatusActions()).toggle(spec.toggle, id, spec.on),
          );
          printStatus(root, status.id, options.json, `${spec.done} ${status.id}`);
        });
      });
  }

  program
    .command('delete')
    .description('delete a status (your own, or any with the messages_delete privilege)')
    .argument('<id>', 'status id', entityId)
    .option('--json', 'print the deleted status as JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      await run(async (root) => {
        await loadStatus(root, id);
        const shown = root.entities.shown(id);
        // Someone else's status: the privileges of the account decide (verify_credentials).
        if (shown && shown.accountId !== root.session.accountId)
          root.entities.ingest({
            accounts: [await root.client.accounts.verifyCredentials()],
            statuses: [],
          });
        const status = outcome(await (await root.loadStatusActions()).remove(id));
        printStatus(root, status.id, options.json, `Deleted ${status.id}`);
      });
    });

  program
    .command('react')
    .description('react to a status with an emoji (Pleroma), or take the reaction back')
    .argument('<id>', 'status id', entityId)
    .argument('<emoji>', 'a Unicode emoji, or a custom one as :name:', emojiArgument)
    .option('--remove', 'take your reaction back')
    .option('--json', 'print the resulting status as JSON')
    .action(async (id: string, emoji: string, options: { remove?: boolean; json?: boolean }) => {
      await run(async (root) => {
        await root.instance.load(root.client);
        await loadStatus(root, id);
        const status = outcome(
          await (await root.loadStatusActions()).react(id, emoji, Boolean(options.remove)),
        );
        const verb = options.remove ? 'Took back' : 'Reacted';
        printStatus(root, status.id, options.json, `${verb} ${emoji} on ${status.id}`);
      });
    });

  program
    .command('vote')
    .description('vote in the poll of a status; CHOICE is an option number, counting from 1')
    .argument('<id>', 'status id', entityId)
    .argument(
      '<choice...>',
      'option numbers (several for a multiple-choice poll)',
      (v, p: number[] | undefined) => choiceNumber(v, p),
    )
    .option('--json', 'print the poll as JSON')
    .action(async (id: string, choices: number[], options: { json?: boolean }) => {
      await run(async (root) => {
        await loadStatus(root, id);
        const poll = outcome(
          await (await root.loadStatusActions()).vote(
            id,
            choices.map((c) => c - 1),
          ),
        );
        const status = root.entities.shown(id);
        if (options.json && status) printJson(toApiJson.status(status, root.entities).poll ?? null);
        else {
          const titles = poll.ownVotes.map((i) => poll.options[i]?.title ?? String(i + 1));
          printLine(terminalText(`Voted in ${id}: ${titles.join(', ')}`));
        }
      });
    });

  program
    .command('report')
    .description('report an account to the moderators, with some of its statuses')
    .argument('<account>', 'the account (name, name@host or id)')
    .option('--status <id>', 'a status of that account to include (repeatable)', repeatable)
    .option('--comment <text>', 'what the moderators should know', '')
    .option('--forward', 'also send the report to their server (remote accounts only)')
    .option('--json', 'print the report as JSON')
    .action(
      async (
        name: string,
        options: { status?: string[]; comment: string; forward?: boolean; json?: boolean },
      ) => {
        if (options.comment.length > 1000)
          throw usageError('The comment is longer than 1000 characters');
        await run(async (root) => {
          const account = await lookupAccount(root, name);
          root.entities.ingest({ accounts: [account], statuses: [] });
          if (options.forward && !mayForwardReport(account))
            throw usageError(
              `--forward is only for accounts on other servers; ${account.acct} is local`,
            );
          for (const id of options.status ?? []) {
            const { status, bundle } = await fetchStatus(root, id);
            root.entities.ingest(bundle);
            const shown = root.entities.shown(status.id) ?? status;
            if (shown.accountId !== account.id)
              throw usageError(
                `Status ${id} is not by ${account.acct}; pick statuses of the reported account`,
              );
          }
          const report = outcome(
            await (await root.loadStatusActions()).report({
              accountId: account.id,
              statusIds: options.status ?? [],
              comment: options.comment,
              forward: options.forward,
            }),
          );
          if (options.json)
            printJson({ id: report.id, account_id: account.id, status_ids: options.status ?? [] });
          else printLine(terminalText(`Reported ${account.acct} (report ${report.id})`));
        });
      },
    );
}
