import type { RootStore } from '../../../core/model/root';
import type { ActionResult } from '../../../core/model/status-actions';
import type { ActionRefusal } from '../../../core/model/status-rules';
import { mayForwardReport } from '../../../core/model/status-rules';
import { toApiJson } from '../../../core/serialize/api-json';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../../context';
import { CliError, ExitCode, usageError } from '../../exit-codes';
import { printJson, printLine } from '../../io';
import { fetchStatus, lookupAccount } from '../../lookup';
import type { JsonOption, ReactOptions, ReportOptions, ToggleCommand } from '../actions';

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

/** Every action runs logged in, with the model closed afterwards. */
function run(global: GlobalOptions, body: (root: RootStore) => Promise<void>): Promise<void> {
  return withContext(global, async ({ root }) => {
    requireLogin(root);
    await body(root);
  });
}

/** fav, unfav, boost, unboost, bookmark, unbookmark, pin, unpin, (un)mute-thread. */
export function toggle(
  global: GlobalOptions,
  spec: ToggleCommand,
  id: string,
  options: JsonOption,
): Promise<void> {
  return run(global, async (root) => {
    await loadStatus(root, id);
    const status = outcome(await (await root.loadStatusActions()).toggle(spec.toggle, id, spec.on));
    printStatus(root, status.id, options.json, `${spec.done} ${status.id}`);
  });
}

/** `petrel delete ID`. */
export function remove(global: GlobalOptions, id: string, options: JsonOption): Promise<void> {
  return run(global, async (root) => {
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
}

/** `petrel react ID EMOJI [--remove]`. */
export function react(
  global: GlobalOptions,
  id: string,
  emoji: string,
  options: ReactOptions,
): Promise<void> {
  return run(global, async (root) => {
    await root.instance.load(root.client);
    await loadStatus(root, id);
    const status = outcome(
      await (await root.loadStatusActions()).react(id, emoji, Boolean(options.remove)),
    );
    const verb = options.remove ? 'Took back' : 'Reacted';
    printStatus(root, status.id, options.json, `${verb} ${emoji} on ${status.id}`);
  });
}

/** `petrel vote ID CHOICE...` (choices count from 1). */
export function vote(
  global: GlobalOptions,
  id: string,
  choices: number[],
  options: JsonOption,
): Promise<void> {
  return run(global, async (root) => {
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
}

/** `petrel report ACCOUNT [--status ID]... [--comment TEXT] [--forward]`. */
export async function report(
  global: GlobalOptions,
  name: string,
  options: ReportOptions,
): Promise<void> {
  if (options.comment.length > 1000) throw usageError('The comment is longer than 1000 characters');
  await run(global, async (root) => {
    const account = await lookupAccount(root, name);
    root.entities.ingest({ accounts: [account], statuses: [] });
    if (options.forward && !mayForwardReport(account))
      throw usageError(`--forward is only for accounts on other servers; ${account.acct} is local`);
    for (const id of options.status ?? []) {
      const { status, bundle } = await fetchStatus(root, id);
      root.entities.ingest(bundle);
      const shown = root.entities.shown(status.id) ?? status;
      if (shown.accountId !== account.id)
        throw usageError(
          `Status ${id} is not by ${account.acct}; pick statuses of the reported account`,
        );
    }
    const filed = outcome(
      await (await root.loadStatusActions()).report({
        accountId: account.id,
        statusIds: options.status ?? [],
        comment: options.comment,
        forward: options.forward,
      }),
    );
    if (options.json)
      printJson({ id: filed.id, account_id: account.id, status_ids: options.status ?? [] });
    else printLine(terminalText(`Reported ${account.acct} (report ${filed.id})`));
  });
}
