import { type Command, InvalidArgumentError } from 'commander';
import type { Account, List } from '../../core/domain/types';
import type { RootStore } from '../../core/model/root';
import { accountJson } from '../../core/serialize/api-json';
import { terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../context';
import { usageError } from '../exit-codes';
import { printJson, printLine } from '../io';
import { lookupAccount } from '../lookup';

/**
 * `petrel lists [create NAME | rename LIST NAME | delete LIST | add LIST ACCOUNT… |
 * remove LIST ACCOUNT… | members LIST]` (issue 12, spec part 1 §2 and §7). LIST is a list's
 * id or its title; ACCOUNT a name (`bob`, `dave@remote.example`) or an id.
 */

/** A list title: the server decides its length (spec: no client-side rule), not blank. */
function listTitle(value: string): string {
  const title = value.trim();
  if (title === '') throw new InvalidArgumentError('the list title must not be blank');
  return title;
}

function listJson(list: List) {
  return { id: list.id, title: list.title };
}

function listLine(list: List): string {
  return `${list.id}  ${list.title}`;
}

export function accountLine(account: Account): string {
  const name = account.displayName && account.displayName !== account.username;
  return `@${account.fqn || account.acct}${name ? `  ${account.displayName}` : ''}`;
}

/** A list by id or (case-insensitive) title; a usage error naming the lists otherwise. */
async function findList(root: RootStore, wanted: string): Promise<List> {
  const lists = await root.client.lists.all();
  const lower = wanted.trim().toLowerCase();
  const list =
    lists.find((l) => l.id === wanted) ?? lists.find((l) => l.title.toLowerCase() === lower);
  if (!list) {
    const known = lists.map((l) => `"${l.title}"`).join(', ') || 'none';
    throw usageError(`No list "${wanted}" (your lists: ${known})`);
  }
  return list;
}

async function accountsNamed(root: RootStore, names: readonly string[]): Promise<Account[]> {
  const accounts: Account[] = [];
  for (const name of names) accounts.push(await lookupAccount(root, name));
  return accounts;
}

function printAccounts(accounts: readonly Account[], json: boolean | undefined, empty: string) {
  if (json) printJson(accounts.map(accountJson));
  else if (accounts.length === 0) printLine(terminalText(empty));
  else for (const account of accounts) printLine(terminalText(accountLine(account)));
}

interface JsonOption {
  json?: boolean;
}

export function registerLists(program: Command, global: () => GlobalOptions): void {
  const run = (body: (root: RootStore) => Promise<void>) =>
    withContext(global(), async ({ root }) => {
      requireLogin(root);
      await body(root);
    });
  const lists = program
    .command('lists')
    .description('show, create, rename and delete your lists, and change who is on them');

  lists
    .command('show', { isDefault: true })
    .description('print your lists, newest first (the default)')
    .option('--json', 'print a JSON array of lists')
    .action(async (options: JsonOption) => {
      await run(async (root) => {
        const all = [...(await root.client.lists.all())].reverse();
        if (options.json) printJson(all.map(listJson));
        else if (all.length === 0) printLine(terminalText('You have no lists yet.'));
        else for (const list of all) printLine(terminalText(listLine(list)));
      });
    });

  lists
    .command('create')
    .description('create a list')
    .argument('<name>', 'the title', listTitle)
    .option('--json', 'print the new list as JSON')
    .action(async (name: string, options: JsonOption) => {
      await run(async (root) => {
        const list = await root.client.lists.create(name);
        if (options.json) printJson(listJson(list));
        else printLine(terminalText(`Created list ${listLine(list)}`));
      });
    });

  lists
    .command('rename')
    .description('give a list a new title')
    .argument('<list>', 'the list (id or title)')
    .argument('<name>', 'the new title', listTitle)
    .option('--json', 'print the renamed list as JSON')
    .action(async (wanted: string, name: string, options: JsonOption) => {
      await run(async (root) => {
        const list = await root.client.lists.rename((await findList(root, wanted)).id, name);
        if (options.json) printJson(listJson(list));
        else printLine(terminalText(`Renamed list ${listLine(list)}`));
      });
    });

  lists
    .command('delete')
    .description('delete a list (its members stay followed)')
    .argument('<list>', 'the list (id or title)')
    .option('--json', 'print the deleted list as JSON')
    .action(async (wanted: string, options: JsonOption) => {
      await run(async (root) => {
        const list = await findList(root, wanted);
        await root.client.lists.remove(list.id);
        if (options.json) printJson(listJson(list));
        else printLine(terminalText(`Deleted list ${listLine(list)}`));
      });
    });

  for (const [word, adding] of [
    ['add', true],
    ['remove', false],
  ] as const) {
    lists
      .command(word)
      .description(adding ? 'add accounts to a list' : 'take accounts off a list')
      .argument('<list>', 'the list (id or title)')
      .argument('<accounts...>', 'account names (bob, dave@remote.example) or ids')
      .option('--json', 'print the list and its members afterwards as JSON')
      .action(async (wanted: string, names: string[], options: JsonOption) => {
        await run(async (root) => {
          const list = await findList(root, wanted);
          const accounts = await accountsNamed(root, names);
          const ids = accounts.map((a) => a.id);
          if (adding) await root.client.lists.addMembers(list.id, ids);
          else await root.client.lists.removeMembers(list.id, ids);
          if (options.json) {
            const members = await root.client.lists.members(list.id);
            printJson({ ...listJson(list), accounts: members.bundle.accounts.map(accountJson) });
            return;
          }
          const who = accounts.map(accountLine).join(', ');
          printLine(
            terminalText(
              adding ? `Added ${who} to ${list.title}` : `Removed ${who} from ${list.title}`,
            ),
          );
        });
      });
  }

  lists
    .command('members')
    .description('print who is on a list')
    .argument('<list>', 'the list (id or title)')
    .option('--json', 'print a JSON array of accounts')
    .action(async (wanted: string, options: JsonOption) => {
      await run(async (root) => {
        const list = await findList(root, wanted);
        const members = await root.client.lists.members(list.id);
        printAccounts(members.bundle.accounts, options.json, `No one is on ${list.title} yet.`);
      });
    });

  // Nested commands end through the program's error handling too (exit 2 for usage).
  for (const command of lists.commands) command.exitOverride();
}

export { printAccounts };
