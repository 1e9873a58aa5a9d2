import type { Command } from 'commander';
import { ApiError } from '../../../core/errors';
import { type AdminConfigStore, adminConfigOf } from '../../../core/model/admin-config';
import { parseTyped } from '../../../core/model/admin-config-descriptions';
import {
  type ConfigPath,
  type ConfigValue,
  configName,
  decodeTuples,
  subkeysOf,
} from '../../../core/model/admin-config-values';
import type { RootStore } from '../../../core/model/root';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../../context';
import { CliError, ExitCode, usageError } from '../../exit-codes';
import { printJson, printLine } from '../../io';

/**
 * `petrel admin config get|set|reset GROUP [KEY [SUBKEY]] [VALUE]` (issue 15, spec part 2
 * §3, §7): Pleroma's database configuration from scripts. Names as Pleroma writes them
 * (`:pleroma :instance :limit`) or without the colon (`pleroma instance limit`); a VALUE
 * is read as the setting's described type (a number for `:limit`), else as JSON, else as
 * text. Admins only: a 403 is exit 3.
 */

interface JsonOption {
  json?: boolean;
}

/** Spec part 2 §6: only admins configure the instance; the server's 403 says so. */
function lacksPrivilege(cause: unknown): CliError {
  const why = cause instanceof ApiError && cause.serverMessage ? ` (${cause.serverMessage})` : '';
  return new CliError(
    `The server answered 403${why}: your account lacks the privilege to configure the instance (admins only).`,
    ExitCode.notLoggedIn,
  );
}

/** Raise what a failed load or save left in the store, as the exit codes say. */
function failed(store: AdminConfigStore): never {
  if (store.forbidden) throw lacksPrivilege(store.failure);
  if (store.failure) throw store.failure;
  throw new CliError(store.error ?? 'The configuration could not be read', ExitCode.server);
}

async function loaded(root: RootStore): Promise<AdminConfigStore> {
  requireLogin(root);
  const store = root.use(adminConfigOf);
  await store.load();
  if (store.dbConfigEnabled === false) {
    throw new CliError(
      'This server keeps its configuration in files (configurable_from_database is off): nothing to read or change here.',
      ExitCode.failure,
    );
  }
  if (!store.loaded) failed(store);
  return store;
}

function pathOf(group: string, key?: string, subkey?: string): ConfigPath {
  return [group, key, subkey].filter((s): s is string => s !== undefined).map(configName);
}

function show(value: ConfigValue | undefined): string {
  return value === undefined ? '(not set)' : JSON.stringify(decodeTuples(value));
}

function requireKnown(store: AdminConfigStore, path: ConfigPath): void {
  if (store.value(path) !== undefined || store.description(path)) return;
  throw new CliError(`No setting ${path.join(' ')} on this server`, ExitCode.failure);
}

async function get(root: RootStore, path: ConfigPath, options: JsonOption): Promise<void> {
  const store = await loaded(root);
  const [group, key] = path;
  if (key === undefined) {
    const items = [...store.config.values()].filter((c) => c.group === group);
    if (items.length === 0) throw new CliError(`No config group ${group}`, ExitCode.failure);
    if (options.json) return printJson(items);
    for (const item of items) {
      const saved = item.db.length > 0 ? `  (in the database: ${item.db.join(' ')})` : '';
      printLine(terminalText(`${item.key}${saved}`));
    }
    return;
  }
  requireKnown(store, path);
  const value = store.value(path);
  if (options.json) {
    return printJson({
      group,
      key,
      ...(path[2] !== undefined ? { subkey: path.slice(2).join(' ') } : {}),
      value: value ?? null,
      modified: store.isModified(path),
    });
  }
  const subkeys = path.length === 2 ? subkeysOf(value) : [];
  if (subkeys.length === 0) {
    const desc = store.description(path);
    printLine(
      terminalText(
        `${path.join(' ')} = ${show(value)}${store.isModified(path) ? '  (in the database)' : ''}`,
      ),
    );
    if (desc?.description) printLine(terminalText(`  ${desc.label}: ${desc.description}`));
    return;
  }
  for (const sub of subkeys) {
    const at = [...path, sub];
    const mark = store.isModified(at) ? '  (in the database)' : '';
    printLine(terminalText(`${sub} = ${show(store.value(at))}${mark}`));
  }
}

async function set(
  root: RootStore,
  path: ConfigPath,
  text: string,
  options: JsonOption,
): Promise<void> {
  const store = await loaded(root);
  const desc = store.description(path);
  let value: ConfigValue;
  try {
    value = parseTyped(text, desc);
  } catch (error) {
    throw usageError(`${path.join(' ')}: ${(error as Error).message}`);
  }
  if (!(await store.saveValue(path, value))) failed(store);
  const now = store.value(path);
  if (options.json)
    return printJson({ group: path[0], key: path[1], path, value: now ?? null, saved: true });
  printLine(terminalText(`Saved ${path.join(' ')} = ${show(now)}`));
}

async function reset(root: RootStore, path: ConfigPath, options: JsonOption): Promise<void> {
  const store = await loaded(root);
  requireKnown(store, path);
  if (!(await store.reset(path))) failed(store);
  const now = store.value(path);
  if (options.json)
    return printJson({ group: path[0], key: path[1], path, value: now ?? null, reset: true });
  printLine(terminalText(`Reset ${path.join(' ')} to the server's file value: ${show(now)}`));
}

/** Adds `config` to the `petrel admin` group (its subcommands inherit the group's settings). */
export function registerAdminConfig(admin: Command, global: () => GlobalOptions): void {
  const config = admin
    .command('config')
    .description(
      "the instance's database configuration (admins): get, set and reset by group, key and subkey",
    );
  config
    .command('get')
    .description("print a group's keys, a key's subkeys with their values, or one value")
    .argument('<group>', 'the config group, e.g. :pleroma (or pleroma)')
    .argument('[key]', 'the key, e.g. :instance or Pleroma.Upload')
    .argument('[subkey]', 'the subkey, e.g. :limit')
    .option('--json', 'print JSON: the items, or {group, key, subkey, value, modified}')
    .action(
      async (
        group: string,
        key: string | undefined,
        subkey: string | undefined,
        options: JsonOption,
      ) => {
        await withContext(global(), ({ root }) => get(root, pathOf(group, key, subkey), options));
      },
    );
  config
    .command('set')
    .description(
      "save a value to the database (read as the setting's type: 42, true, a,b, or JSON)",
    )
    .argument('<group>', 'the config group, e.g. :pleroma')
    .argument('<key>', 'the key, e.g. :instance')
    .argument('<subkey-or-value>', 'the subkey (then VALUE follows), or the whole value as JSON')
    .argument('[value]', "the subkey's new value")
    .option('--json', 'print {group, key, path, value, saved} as JSON')
    .action(
      async (
        group: string,
        key: string,
        third: string,
        fourth: string | undefined,
        options: JsonOption,
      ) => {
        const path = fourth === undefined ? pathOf(group, key) : pathOf(group, key, third);
        const text = fourth ?? third;
        if (path.length === 2 && !/^\s*[[{]/.test(text))
          throw usageError(
            `A whole key's value must be JSON (a keyword list or map); to set one subkey: petrel admin config set ${group} ${key} SUBKEY VALUE`,
          );
        await withContext(global(), ({ root }) => set(root, path, text, options));
      },
    );
  config
    .command('reset')
    .description(
      "delete a subkey (or a whole key) from the database: the server's file value applies again",
    )
    .argument('<group>', 'the config group, e.g. :pleroma')
    .argument('<key>', 'the key, e.g. :instance')
    .argument('[subkey]', 'the subkey, e.g. :limit (without it: the whole key)')
    .option('--json', 'print {group, key, path, value, reset} as JSON')
    .action(async (group: string, key: string, subkey: string | undefined, options: JsonOption) => {
      await withContext(global(), ({ root }) => reset(root, pathOf(group, key, subkey), options));
    });
}
